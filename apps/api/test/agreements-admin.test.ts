import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  ROLE_NAMES,
  adminAgreementConfirmersEndpoint,
  adminAgreementListEndpoint,
  adminAgreementUsersEndpoint,
  myAgreementsEndpoint,
} from '@sakta/core';
import { lastDevCode } from '../src/features/dev/outbox';
import { demo, get, makeApp, post, type TestApp } from './helpers';

/**
 * The agreements admin (spec part 1 section 7 /api/admin/agreement/admin/*): create with a PDF (refused otherwise,
 * on the server too), update keeping the PDF, delete, the users by role 0-8, recipients set once and shown with
 * their statuses, a recipient's confirmation on home showing as status 2, the agreement.xlsx export; role checks.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PDF_URL = `data:application/pdf;base64,${PDF.toString('base64')}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const list = async (app: TestApp, token: string) =>
  adminAgreementListEndpoint.response.parse(
    await (await get(app, '/api/admin/agreement/admin/list', token)).json(),
  ).data;
const confirmersOf = async (app: TestApp, token: string, id: number) =>
  adminAgreementConfirmersEndpoint.response.parse(
    await (await get(app, `/api/admin/agreement/admin/confirmeds/${id}`, token)).json(),
  ).data;

function del(app: TestApp, path: string, token: string) {
  return app.request(path, { method: 'DELETE', headers: auth(token) });
}

async function create(app: TestApp, token: string, over: Record<string, unknown> = {}) {
  const res = await post(
    app,
    '/api/admin/agreement/admin/set',
    { id: null, title: 'Новый регламент', description: 'Описание', document: PDF_URL, status: 1, ...over },
    auth(token),
  );
  return res;
}

describe('agreements admin', () => {
  it('creates an agreement with a PDF, lists it first without recipients, updates it keeping the PDF', async () => {
    const { app, tokenFor } = makeApp();
    const admin = tokenFor(0);
    const res = await create(app, admin);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const rows = await list(app, admin);
    expect(rows[0]).toMatchObject({
      id,
      title: 'Новый регламент',
      description: 'Описание',
      status: 1,
      recipients: 0,
    });
    expect(rows.find((a) => a.id === 1)?.recipients).toBeGreaterThan(0);

    const upd = await post(
      app,
      '/api/admin/agreement/admin/set',
      { id, title: 'Регламент', description: '', document: '', status: 0 },
      auth(admin),
    );
    expect(upd.status).toBe(200);
    const after = await list(app, admin);
    expect(after[0]).toMatchObject({ id, title: 'Регламент', description: null, status: 0 });
  });

  it('refuses a file that is not a PDF, a new agreement without one, and an empty title', async () => {
    const { app, tokenFor } = makeApp();
    const admin = tokenFor(0);
    const png = await create(app, admin, { document: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(png.status).toBe(400);
    expect(await png.json()).toEqual({ result: false, errors: ['Пожалуйста, выберите файл формата PDF.'] });
    // a PDF's type with other bytes
    const fake = await create(app, admin, {
      document: `data:application/pdf;base64,JVBER${Buffer.from('not really').toString('base64')}`,
    });
    expect(await fake.json()).toEqual({ result: false, message: 'Пожалуйста, выберите файл формата PDF.' });
    const none = await create(app, admin, { document: '' });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ result: false, message: 'Пожалуйста, выберите файл формата PDF.' });
    const untitled = await create(app, admin, { title: '  ' });
    expect(await untitled.json()).toEqual({ result: false, errors: ['Укажите наименование'] });
  });

  it('takes a PDF larger than the usual body limit, but only from the administrator', async () => {
    const { app, tokenFor } = makeApp();
    const big = `data:application/pdf;base64,${Buffer.concat([PDF, Buffer.alloc(300_000, 32)]).toString('base64')}`;
    expect((await create(app, tokenFor(0), { document: big })).status).toBe(200);
    const manager = await create(app, tokenFor(3), { document: big });
    expect(manager.status).toBe(403);
  });

  it('deletes an agreement (and its recipients); an unknown id is 404', async () => {
    const { app, tokenFor } = makeApp();
    const admin = tokenFor(0);
    expect((await del(app, '/api/admin/agreement/admin/delete/1', admin)).status).toBe(200);
    const again = await del(app, '/api/admin/agreement/admin/delete/1', admin);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ result: false, message: 'Документ не найден' });
    expect((await list(app, admin)).some((a) => a.id === 1)).toBe(false);
  });

  it('lists the active users by role 0-8', async () => {
    const { app, tokenFor } = makeApp();
    const res = adminAgreementUsersEndpoint.response.parse(
      await (await get(app, '/api/admin/agreement/admin/users-list', tokenFor(0))).json(),
    );
    expect(res.data.map((g) => g.role)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const manager = demo(3);
    expect(res.data[3]!.users).toContainEqual({
      id: 4,
      title: `${manager.surname} ${manager.name} ${manager.patronymic}`,
    });
  });

  it('recipients are set once; a recipient confirms on home and shows as status 2; the export lists them', async () => {
    const { app, db, tokenFor } = makeApp();
    const admin = tokenFor(0);
    const { id } = (await (await create(app, admin)).json()) as { id: number };
    expect(await confirmersOf(app, admin, id)).toEqual([]);

    const bad = await post(app, '/api/admin/agreement/admin/set-users', { id, users: [] }, auth(admin));
    expect(await bad.json()).toEqual({ result: false, errors: ['Выберите получателей'] });
    // role 9 (support) is not offered as a recipient
    const support = await post(app, '/api/admin/agreement/admin/set-users', { id, users: [10] }, auth(admin));
    expect(await support.json()).toEqual({ result: false, message: 'Получатели не найдены: 10' });

    const set = await post(
      app,
      '/api/admin/agreement/admin/set-users',
      { id, users: [3, 6, 3] },
      auth(admin),
    );
    expect(set.status).toBe(200);
    const twice = await post(app, '/api/admin/agreement/admin/set-users', { id, users: [4] }, auth(admin));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ result: false, message: 'Получатели уже назначены' });

    // the accountant (user 3) sees it on home and confirms it with the SMS code
    const accountant = tokenFor(2);
    const mine = myAgreementsEndpoint.response.parse(
      await (await get(app, '/api/agreement/my-agreements', accountant)).json(),
    );
    expect(mine.data[0]).toMatchObject({ id, title: 'Новый регламент' });
    expect((await get(app, `/api/agreement/my-agreement-send-otp/${id}`, accountant)).status).toBe(200);
    const code = lastDevCode(db, { subject: `${id}:3`, purpose: 'agreement' })!.code;
    const ok = await post(app, '/api/agreement/my-agreement-check/verify', { id, code }, auth(accountant));
    expect(ok.status).toBe(200);

    const confirmers = await confirmersOf(app, admin, id);
    expect(confirmers).toEqual([
      { id: 3, role: 2, title: expect.stringContaining(demo(2).surname), status: 2 },
      { id: 6, role: 5, title: expect.stringContaining(demo(5).surname), status: 0 },
    ]);

    const xlsx = await get(app, `/api/admin/agreement/admin/export?id=${id}`, admin);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="agreement.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Новый регламент');
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1, 5));
    expect(rows).toEqual([
      ['ID', 'Роль', 'ФИО', 'Статус'],
      [3, ROLE_NAMES[2], expect.stringContaining(demo(2).surname), 'Согласовано'],
      [6, ROLE_NAMES[5], expect.stringContaining(demo(5).surname), 'Отправлено'],
    ]);
  });

  it('unknown agreements are 404 for the recipients, their setting and the export', async () => {
    const { app, tokenFor } = makeApp();
    const admin = tokenFor(0);
    expect((await get(app, '/api/admin/agreement/admin/confirmeds/999', admin)).status).toBe(404);
    expect((await get(app, '/api/admin/agreement/admin/export?id=999', admin)).status).toBe(404);
    expect((await get(app, '/api/admin/agreement/admin/export?id=x', admin)).status).toBe(400);
    const set = await post(app, '/api/admin/agreement/admin/set-users', { id: 999, users: [3] }, auth(admin));
    expect(set.status).toBe(404);
  });

  it('every call is refused to roles other than 0', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const) {
      const token = tokenFor(role, role === 8 ? 'APC0097' : null);
      const calls = [
        get(app, '/api/admin/agreement/admin/list', token),
        get(app, '/api/admin/agreement/admin/users-list', token),
        get(app, '/api/admin/agreement/admin/confirmeds/1', token),
        get(app, '/api/admin/agreement/admin/export?id=1', token),
        del(app, '/api/admin/agreement/admin/delete/1', token),
        post(app, '/api/admin/agreement/admin/set-users', { id: 1, users: [3] }, auth(token)),
        create(app, token),
      ];
      for (const res of await Promise.all(calls)) expect(res.status, `role ${role}`).toBe(403);
    }
  });
});
