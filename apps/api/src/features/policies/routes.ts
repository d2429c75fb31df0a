import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import * as z from 'zod/mini';
import {
  policyDocumentDcEndpoint,
  policyDocumentDsEndpoint,
  policyExportEndpoint,
  policyItemEndpoint,
  policyListEndpoint,
  ru,
  showsPolicyListDocuments,
  withDateCopy,
  type Page,
  type PolicyRow,
} from '@sakta/core';
import { route, type EndpointDef } from '../../platform/endpoint';
import { parseQuery, refused, type AppContext } from '../../platform/http';
import { ensureAccess, mayAccessHere } from '../../platform/ownership';
import { pdfBase64, renderPdf, type PdfSpec } from '../../services/pdf/render';
import { policyDocumentSpec, type PolicyDocumentKind } from '../../services/policy-register/documents';
import { policyFacts } from '../../services/policy-register/facts';
import { runOneC } from '../../services/policy-register/one-c';
import { findRegisterPolicy, type RegisterPolicy } from '../../services/policy-register/repo';
import { productOf, type SaleProducts } from '../../services/sale-products';
import { companySignatoryOf } from '../../services/signatories';
import {
  countPolicies,
  exportRows,
  findItem,
  oneCByGlobal,
  oneCByIin,
  policiesPage,
  whereOf,
  type ItemRow,
  type PolicyQuery,
} from './repo';
import {
  CSV_COLUMNS,
  csvIdentifier,
  csvLine,
  POLICIES_PER_PAGE,
  policiesRu,
  policySignatoryId,
  toDetail,
  toOneCMatch,
  toRow,
} from './service';

/**
 * The policy list (spec part 2 sections 2.7, 3.9, 4.5, 5.7, 7.5, 8): GET policy/all, POST policy/item, GET
 * policy/export (policy.csv streamed), POST policy/get-document-dc and -ds. Every call sees the policies of the
 * caller's policy scope (core's `policyScope`; the list and the export filter with it, the calls naming one policy
 * check `mayAccess`), and one filter: a lone start or end date copies into the other (5.7).
 */

const opt = (re: RegExp, message: string) => z.optional(z.string().check(z.regex(re, message)));
const date = opt(/^(\d{4}-\d{2}-\d{2})?$/, 'Неверная дата');

const FilterQuerySchema = z.object({
  page: opt(/^\d{1,6}$/, 'Неверный номер страницы'),
  isGlobal: opt(/^(|0|1|true|false)$/, 'Неверный признак поиска в 1С'),
  isShort: opt(/^(|0|1|true|false)$/, 'Неверный признак краткосрочных договоров'),
  manager: opt(/^\d{0,9}$/, 'Неверный менеджер'),
  creator: z.optional(z.string().check(z.maxLength(100))),
  global: z.optional(z.string().check(z.maxLength(64))),
  status: opt(/^(|[0-8])$/, 'Неверный статус'),
  one_c: z.optional(z.string().check(z.maxLength(64))),
  start: date,
  end: date,
  iin: opt(/^(\d{12})?$/, 'ИИН/БИН должен содержать 12 цифр'),
  apc: opt(/^[0-9A-Za-z]{0,32}$/, ru.errors.apcMismatch),
  noPaginate: opt(/^(|0|1|true|false)$/, 'Неверный признак списка без страниц'),
});
type FilterQuery = z.output<typeof FilterQuerySchema>;

const yes = (v: string | undefined) => v === '1' || v === 'true';

/** The most rows a contract number answers unpaged (a number is one policy's; the bound only caps a bad filter). */
const NUMBER_MATCHES_MAX = 50;

/**
 * policy.csv for Excel in a Russian locale: ';' between fields, CRLF lines. A text cell starting with =, +, -, @, tab
 * or CR (a client's name as the page typed it) is written with a leading ' (`escape_formulas`): the accountant's
 * spreadsheet reads it as text, never as a formula; numbers stay numbers. An identifier made of digits only (the
 * IIN/BIN, a contract number) is written as ="…" (`csvIdentifier`): a spreadsheet would read bare digits as a number
 * and drop a leading zero (IIN 040512450017 -> 40512450017); only digits ever go inside, so nothing can run.
 */
const CSV_OPTIONS = {
  delimiter: ';',
  record_delimiter: 'windows',
  escape_formulas: true,
  cast: { string: csvIdentifier },
} as const;

function queryOf(raw: FilterQuery): PolicyQuery {
  const dates = withDateCopy({ start: raw.start ?? '', end: raw.end ?? '' });
  const q: PolicyQuery = {};
  if (yes(raw.isShort)) q.isShort = true;
  if (raw.manager) q.manager = Number(raw.manager);
  if (raw.creator?.trim()) q.creator = raw.creator.trim();
  if (raw.global?.trim()) q.global = raw.global.trim();
  if (raw.status) q.status = Number(raw.status);
  if (raw.one_c?.trim()) q.one_c = raw.one_c.trim();
  if (dates.start) q.start = dates.start;
  if (dates.end) q.end = dates.end;
  if (raw.iin) q.iin = raw.iin;
  if (raw.apc) q.apc = raw.apc;
  return q;
}

const userOf = (c: AppContext) => ({ id: c.var.auth.user.id, role: c.var.auth.user.role });

/**
 * GET /api/policy/all?page=&{filter} -> {data, byIin, byGlobal} or {message}; with {one_c, noPaginate} -> the
 * rows of that contract number as a plain array (7.5), one_c required.
 */
export const policyList = route(policyListEndpoint, (c) => {
  const raw = parseQuery(c, FilterQuerySchema);
  const { db, config } = c.var;
  if (yes(raw.noPaginate)) {
    if (!raw.one_c?.trim()) throw refused(400, policiesRu.numberMissing);
    runOneC(db, config);
    const w = whereOf(db, userOf(c), queryOf(raw));
    return c.json(policiesPage(db, w, 1, NUMBER_MATCHES_MAX).map(toRow));
  }
  if (yes(raw.isGlobal) && !raw.global?.trim()) return c.json({ message: policiesRu.globalMissing });
  runOneC(db, config);
  const w = whereOf(db, userOf(c), queryOf(raw));
  const total = countPolicies(db, w);
  const lastPage = Math.max(1, Math.ceil(total / POLICIES_PER_PAGE));
  const page = Math.min(Math.max(1, Number(raw.page ?? 1)), lastPage);
  const data: Page<PolicyRow> = {
    data: policiesPage(db, w, page, POLICIES_PER_PAGE).map(toRow),
    meta: { current_page: page, last_page: lastPage, per_page: POLICIES_PER_PAGE, total },
  };
  return c.json({
    data,
    byIin: raw.iin ? oneCByIin(db, raw.iin).map(toOneCMatch) : [],
    byGlobal: yes(raw.isGlobal) && raw.global ? oneCByGlobal(db, raw.global.trim()).map(toOneCMatch) : [],
  });
});

/** The policy a call names, once the caller may read it (404 when there is none). */
function reachedPolicy(c: AppContext, ref: number | string): ItemRow {
  const { db, config } = c.var;
  runOneC(db, config);
  const row = findItem(db, ref);
  if (!row) throw refused(404, policiesRu.notFound.replace('{id}', String(ref)));
  ensureAccess(c, 'read', policyFacts(c, row.creator_id));
  return row;
}

/** POST /api/policy/item {id} -> the policy (by id, or by its local or global contract number). */
export const policyItem = route(policyItemEndpoint, async (c, req) => {
  const { id } = await req.body();
  const row = reachedPolicy(c, id);
  return c.json(
    toDetail(
      row,
      mayAccessHere(c, 'change', policyFacts(c, row.creator_id)),
      companySignatoryOf(c.var.db, policySignatoryId(row)),
    ),
  );
});

/**
 * GET /api/policy/export?{filter} -> policy.csv: every row the filter matches in the caller's scope, streamed (the
 * rows read in chunks, written by csv-stringify with a BOM and ';'), or {message} when nothing matches.
 */
export const policyExport = route(policyExportEndpoint, (c) => {
  const raw = parseQuery(c, FilterQuerySchema);
  const { db, config } = c.var;
  runOneC(db, config);
  const w = whereOf(db, userOf(c), queryOf(raw));
  const chunks = exportRows(db, w);
  const first = chunks.next();
  if (first.done) return c.json({ message: policiesRu.exportEmpty });
  // csv-stringify quotes and joins the records as the response takes them (the next chunk read on demand)
  const records = Readable.from(
    (function* () {
      for (const row of first.value) yield csvLine(row);
      for (const rows of chunks) for (const row of rows) yield csvLine(row);
    })(),
  );
  const csv = records.pipe(stringify({ ...CSV_OPTIONS, bom: true, header: true, columns: [...CSV_COLUMNS] }));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', 'attachment; filename="policy.csv"; filename*=UTF-8\'\'policy.csv');
  c.header('Cache-Control', 'no-store');
  return c.body(Readable.toWeb(csv) as unknown as ReadableStream);
});

const PROPERTY = new Set(['DSD_FI', 'DSI_FI']);
const isCasco = (code: string) => code.startsWith('DSAT_CASCO_');

/** A document's policy: the product's, issued or in processing, without an error, with its global number. */
function documentPolicy(c: AppContext, global: string, fits: (code: string) => boolean): ItemRow {
  const row = reachedPolicy(c, global);
  if (!fits(row.product_code)) throw refused(409, policiesRu.otherProduct);
  if (!showsPolicyListDocuments(row)) throw refused(409, policiesRu.noDocuments);
  return row;
}

const pdf = async (row: ItemRow, kind: PolicyDocumentKind) =>
  pdfBase64(await renderPdf(policyDocumentSpec(row, kind)));

type OwnPdf = ((p: RegisterPolicy) => PdfSpec | null) | undefined;

/** The document of the kind: its product's own when it writes one for this policy, else the register's. */
function documentOf(c: AppContext, products: SaleProducts, row: ItemRow) {
  const product = productOf(products, row.product_code);
  const sold = findRegisterPolicy(c.var.db, row.id)!;
  const own: Record<PolicyDocumentKind, OwnPdf> = {
    policy: product?.policyPdf,
    contract: product?.contractPdf,
    application: product?.applicationPdf,
  };
  return async (kind: PolicyDocumentKind) => {
    const spec = own[kind]?.(sold);
    return spec ? pdfBase64(await renderPdf(spec)) : pdf(row, kind);
  };
}

/**
 * POST /api/policy/get-document-dc {global, is_immovable} -> {result, 0: {document_contract, document_policy}}: the
 * product's own contract and policy when it writes them (a property policy sold through the sale), else the
 * register's documents.
 */
function policyDocumentDc(products: SaleProducts) {
  return route(policyDocumentDcEndpoint, async (c, req) => {
    const { global } = await req.body();
    const document = documentOf(
      c,
      products,
      documentPolicy(c, global, (code) => PROPERTY.has(code)),
    );
    const [document_contract, document_policy] = await Promise.all([
      document('contract'),
      document('policy'),
    ]);
    return c.json({ result: true as const, 0: { document_contract, document_policy } });
  });
}

const DS_KIND = ['contract', 'policy', 'application'] as const;

/**
 * POST /api/policy/get-document-ds {global, type} -> {result, 0: {document_contract | _policy | _application}}: the
 * casco product's own document when it writes it (a casco policy sold through the sale), else the register's.
 */
function policyDocumentDs(products: SaleProducts) {
  return route(policyDocumentDsEndpoint, async (c, req) => {
    const { global, type } = await req.body();
    const document = documentOf(c, products, documentPolicy(c, global, isCasco));
    const kind = DS_KIND[type];
    return c.json({ result: true as const, 0: { [`document_${kind}`]: await document(kind) } });
  });
}

/** The policy list's calls; the products of the sale write their own documents. */
export function policyListEndpoints(products: SaleProducts): readonly EndpointDef[] {
  return [policyList, policyItem, policyExport, policyDocumentDc(products), policyDocumentDs(products)];
}
