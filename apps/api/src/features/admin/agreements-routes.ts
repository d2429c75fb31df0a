import * as z from 'zod/mini';
import {
  AGREEMENT_EXPORT_FILE,
  AGREEMENT_PDF_MAX_BYTES,
  CONFIRMER_ROLES,
  ROLE_NAMES,
  XLSX_MIME,
  adminAgreementConfirmersEndpoint,
  adminAgreementDeleteEndpoint,
  adminAgreementExportEndpoint,
  adminAgreementListEndpoint,
  adminAgreementSetEndpoint,
  adminAgreementSetUsersEndpoint,
  adminAgreementUsersEndpoint,
  ruCatalogues,
  type RoleId,
} from '@sakta/core';
import { route } from '../../platform/endpoint';
import { parseQuery, refused, type AppContext } from '../../platform/http';
import { formatAlmaty } from '../../services/almaty';
import { renderXlsx } from '../../services/xlsx';
import {
  addConfirmers,
  agreementTitle,
  confirmersOf,
  createAgreement,
  deleteAgreement,
  knownRecipients,
  listAdminAgreements,
  updateAgreement,
  usersByRole,
} from './agreements-repo';

/**
 * The agreements admin (spec part 1 section 7 /api/admin/agreement/admin/*, role 0): the table, create and update
 * with a PDF (checked here too: a data URL of application/pdf whose bytes start with '%PDF-'), delete, the users
 * by role, the recipients (set once, then read-only with their statuses) and their export as agreement.xlsx.
 * An agreement with recipients reaches their home list ('На согласование') while it is active.
 */

export const agreementsAdminRu = {
  notFound: 'Документ не найден',
  recipientsSet: 'Получатели уже назначены',
  unknownUsers: 'Получатели не найдены: {ids}',
  pdfRequired: ruCatalogues.agreements.pdfOnly,
} as const;

/** The body limit of the set call: the largest PDF as a data URL, and the texts. */
const SET_MAX_BODY = Math.ceil((AGREEMENT_PDF_MAX_BYTES * 4) / 3) + 16 * 1024;

function pathId(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw refused(404, agreementsAdminRu.notFound);
  return Number(raw);
}

function requireAgreement(c: AppContext, id: number): string {
  const title = agreementTitle(c.var.db, id);
  if (title === undefined) throw refused(404, agreementsAdminRu.notFound);
  return title;
}

/** The PDF of a data URL, or a 400 with the spec's message when it is not one. */
function pdfOf(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw refused(400, agreementsAdminRu.pdfRequired);
  return bytes;
}

export const adminAgreementList = route(adminAgreementListEndpoint, (c) =>
  c.json({ result: true as const, data: listAdminAgreements(c.var.db) }),
);

export const adminAgreementSet = route(
  adminAgreementSetEndpoint,
  async (c, req) => {
    const { db, config } = c.var;
    const body = await req.body();
    const write = {
      title: body.title.trim(),
      description: body.description.trim() || null,
      status: body.status,
      document: body.document === '' ? null : pdfOf(body.document),
    };
    if (body.id === null) {
      if (!write.document) throw refused(400, agreementsAdminRu.pdfRequired);
      return c.json({
        result: true as const,
        id: createAgreement(db, { ...write, document: write.document }, config.now()),
      });
    }
    requireAgreement(c, body.id);
    updateAgreement(db, body.id, write);
    return c.json({ result: true as const, id: body.id });
  },
  { maxBodyBytes: SET_MAX_BODY },
);

export const adminAgreementDelete = route(adminAgreementDeleteEndpoint, (c) => {
  if (!deleteAgreement(c.var.db, pathId(c))) throw refused(404, agreementsAdminRu.notFound);
  return c.json({ result: true as const });
});

export const adminAgreementUsers = route(adminAgreementUsersEndpoint, (c) =>
  c.json({ result: true as const, data: usersByRole(c.var.db, CONFIRMER_ROLES) }),
);

export const adminAgreementConfirmers = route(adminAgreementConfirmersEndpoint, (c) => {
  const id = pathId(c);
  requireAgreement(c, id);
  const data = confirmersOf(c.var.db, id).map(({ id: userId, role, title, status }) => ({
    id: userId,
    role,
    title,
    status,
  }));
  return c.json({ result: true as const, data });
});

export const adminAgreementSetUsers = route(adminAgreementSetUsersEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { id, users } = await req.body();
  requireAgreement(c, id);
  if (confirmersOf(db, id).length > 0) throw refused(409, agreementsAdminRu.recipientsSet);
  const unique = [...new Set(users)];
  const known = knownRecipients(db, unique, CONFIRMER_ROLES);
  const unknown = unique.filter((u) => !known.has(u));
  if (unknown.length) throw refused(400, agreementsAdminRu.unknownUsers.replace('{ids}', unknown.join(', ')));
  addConfirmers(db, id, unique, config.now());
  return c.json({ result: true as const });
});

const ExportQuerySchema = z.object({
  id: z.string().check(z.regex(/^\d{1,9}$/, agreementsAdminRu.notFound)),
});

const EXPORT_HEADERS = ['ID', 'Роль', 'ФИО', 'Статус', 'Открыт', 'Согласован'] as const;

/** GET export?id -> agreement.xlsx: the recipients with role, full name, status and when they opened and agreed. */
export const adminAgreementExport = route(adminAgreementExportEndpoint, async (c) => {
  const id = Number(parseQuery(c, ExportQuerySchema).id);
  const title = requireAgreement(c, id);
  const rows = confirmersOf(c.var.db, id).map((r) => [
    r.id,
    ROLE_NAMES[r.role as RoleId],
    r.title,
    ruCatalogues.confirmers.statuses[r.status],
    r.opened_at === null ? null : formatAlmaty(r.opened_at),
    r.confirmed_at === null ? null : formatAlmaty(r.confirmed_at),
  ]);
  const bytes = await renderXlsx({
    name: title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '),
    columns: EXPORT_HEADERS.map((header, i) => ({ header, width: [8, 18, 36, 16, 20, 20][i]! })),
    rows,
  });
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX_MIME,
    'Content-Disposition': `attachment; filename="${AGREEMENT_EXPORT_FILE}"`,
  });
});

export const AGREEMENTS_ADMIN_ENDPOINTS = [
  adminAgreementList,
  adminAgreementUsers,
  adminAgreementSet,
  adminAgreementDelete,
  adminAgreementConfirmers,
  adminAgreementSetUsers,
  adminAgreementExport,
];
