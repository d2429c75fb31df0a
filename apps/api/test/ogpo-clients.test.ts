import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientGetEndpoint,
  clientRecognizeDataEndpoint,
  clientSetEndpoint,
  type ClientRecord,
} from '@sakta/core/ogpo/client';
import { clientGetChiefEndpoint } from '@sakta/core/ogpo/chief';
import { lastDevCode } from '../src/features/dev/outbox';
import { seedStateRegisterClients } from '../src/features/parties/seed-clients';
import { ConfigError, loadConfig, type Config } from '../src/platform/config';
import { get, makeApp, post, type TestApp } from './helpers';
import { jpeg, png } from './images';

/**
 * The OGPO parties' calls (spec part 2 section 7.1) on the simulated state register: the four search modes and
 * the consent statuses, force-kdp and the shared consent code, client/set, recognition with the demo scans and
 * the file checks, the chief search and save, the dictionaries; every call refused outside [0, 3, 7, 8].
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const SCANS = join(import.meta.dirname, '../src/features/parties/demo-scans');

function setup(overrides: Partial<Config> = {}) {
  const t = makeApp(overrides);
  const token = t.tokenFor(3);
  return { ...t, token, h: auth(token) };
}

const search = (over: Record<string, unknown>) => ({
  resident: true,
  person: true,
  verify: true,
  insurer: true,
  ...over,
});

async function getClient(app: TestApp, token: string, body: Record<string, unknown>) {
  const res = await post(app, '/api/client/get', search(body), auth(token));
  const json = (await res.json()) as unknown;
  return {
    status: res.status,
    json,
    parsed: res.status === 200 ? clientGetEndpoint.response.parse(json) : null,
  };
}

function upload(app: TestApp, token: string, bytes: Uint8Array | null, name = 'scan.bin', type = '') {
  const form = new FormData();
  if (bytes) form.append('document', new File([Buffer.from(bytes)], name, { type }));
  return app.request('/api/client/recognize-upload', { method: 'POST', headers: auth(token), body: form });
}

async function poll(app: TestApp, token: string, taskId: string) {
  const res = await post(app, '/api/client/recognize-data', { task_id: taskId }, auth(token));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function recognise(app: TestApp, token: string, bytes: Uint8Array) {
  const up = await upload(app, token, bytes);
  expect(up.status).toBe(200);
  const { task_id } = (await up.json()) as { task_id: string };
  expect((await poll(app, token, task_id)).json).toEqual({ result: true, type: 0 });
  expect((await poll(app, token, task_id)).json).toEqual({ result: true, type: 0 });
  return poll(app, token, task_id);
}

describe('the register seed', () => {
  it('is idempotent, keeps a consent given since, and adds nothing in production', () => {
    // (the register's own default insured, client 2, is in every mode: ogpo-default-insured.test.ts)
    const { db, config } = setup();
    const count = () => (db.prepare('SELECT count(*) AS n FROM register_clients').get() as { n: number }).n;
    const before = count();
    expect(before).toBeGreaterThanOrEqual(17);
    db.prepare("UPDATE customers SET consent_status = 'accepted' WHERE iin = '951228400660'").run();
    expect(seedStateRegisterClients(db, config)).toBe(0);
    expect(count()).toBe(before);
    expect(db.prepare("SELECT consent_status FROM customers WHERE iin = '951228400660'").get()).toEqual({
      consent_status: 'accepted',
    });
    // the consent of 990101400555 is not in the consent system (status 6): no row
    expect(db.prepare("SELECT count(*) AS n FROM customers WHERE iin = '990101400555'").get()).toEqual({
      n: 0,
    });
    const prod = makeApp({ mode: 'production' });
    expect(prod.db.prepare('SELECT id, kind FROM register_clients').all()).toEqual([
      { id: 2, kind: 'legal' },
    ]);
  });
});

describe('role checks', () => {
  it('every POST call refuses roles outside the sale groups and lets roles 4 and 8 (with an APC) in', async () => {
    const { app, tokenFor } = setup();
    const bodies: Record<string, unknown> = {
      '/api/client/get': search({ iin: '850315300128' }),
      '/api/client/force-kdp': { phone: '+7(701) 555-0000', iin: '990101400555' },
      '/api/client/recognize-data': { task_id: 'x' },
      '/api/client/get-chief': { iin: '760911300022', document: '' },
    };
    for (const [path, body] of Object.entries(bodies))
      for (const role of [1, 2, 5, 6, 9, 10] as const) {
        const res = await post(app, path, body, auth(tokenFor(role)));
        expect(res.status, `${path} as ${role}`).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    // the main-sale group's agent (4) finds parties for property and casco
    for (const role of [0, 3, 4, 7] as const)
      expect((await getClient(app, tokenFor(role), { iin: '850315300128' })).status).toBe(200);
    expect((await getClient(app, tokenFor(8, 'APC0097'), { iin: '850315300128' })).status).toBe(200);
    expect((await upload(app, tokenFor(5), png(600, 600, 120_000))).status).toBe(403);
    expect((await post(app, '/api/client/set', [], auth(tokenFor(5)))).status).toBe(403);
    expect((await post(app, '/api/client/set-chief', [], auth(tokenFor(5)))).status).toBe(403);
  });

  it('without a token: 401', async () => {
    const { app } = setup();
    expect((await post(app, '/api/client/get', search({ iin: '850315300128' }))).status).toBe(401);
  });
});

describe('client/get', () => {
  it('a resident with consent: the register record with documents, class, bank and the driver defaults', async () => {
    const { app, token } = setup();
    const { parsed } = await getClient(app, token, { iin: '850315300128' });
    expect(parsed && 'data' in parsed).toBe(true);
    const [r] = (parsed as { data: ClientRecord[] }).data;
    expect(r!.client).toMatchObject({ surname: 'Ахметов', name: 'Ерлан', birthday: '1985-03-15', sex: 1 });
    expect(r!.client.esbd_id).toBeGreaterThan(0);
    expect(r!.filter).toEqual({ resident: true, person: true, verify: true });
    expect(r!.document).toMatchObject({ type_id: 1, number: '045612378' });
    expect(r!.documents.map((d) => [d.type_id, d.verified_at !== null])).toEqual([
      [1, true],
      [11, false],
    ]);
    expect(r!.class).toEqual({ class_id: 7, class: '5' });
    expect(r!.bank.bik).toBe('CASPKZKA');
    // 2026-03-02: 40 years old, 25 or more -> 4
    expect(r!.driver).toMatchObject({ age: 40, age_experience_id: 4, pensioner: false });
  });

  it('the pensioner, the under-25 driver and the entrepreneur block', async () => {
    const { app, token } = setup();
    const kim = (await getClient(app, token, { iin: '600501300336' })).parsed as { data: ClientRecord[] };
    expect(kim.data[0]!.driver).toMatchObject({ pensioner: true, age_experience_id: 4 });
    const young = (await getClient(app, token, { iin: '020412600914' })).parsed as { data: ClientRecord[] };
    expect(young.data[0]!.driver).toMatchObject({ age: 23, age_experience_id: 2 });
    const ip = (await getClient(app, token, { iin: '880610300018' })).parsed as { data: ClientRecord[] };
    expect(ip.data[0]!.entrepreneur).toMatchObject({ name: 'ИП «Жумабаев»', number: '0012345' });
  });

  it('consent statuses from the consent system: 10 (code sent), 2 (never asked), 6 (not in it)', async () => {
    const { app, token } = setup();
    const cases: [string, number][] = [
      ['900722400456', 10],
      ['951228400660', 2],
      ['990101400555', 6],
    ];
    for (const [iin, status] of cases) {
      const { parsed } = await getClient(app, token, { iin });
      expect(parsed).toMatchObject({ result: true, consent: { status, iin } });
      expect((parsed as { consent: { message: string } }).consent.message).not.toBe('');
    }
  });

  it('status 3 once the code is blocked by five wrong tries; force-kdp sends a fresh one (10)', async () => {
    const { app, token, db, advance } = setup();
    const code = lastDevCode(db, { subject: '900722400456', purpose: 'kdp' })!.code;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await post(app, '/api/kdp/accept', { iin: '900722400456', code: wrong });
    expect((await getClient(app, token, { iin: '900722400456' })).parsed).toMatchObject({
      consent: { status: 3 },
    });
    advance(61_000);
    const res = await post(
      app,
      '/api/client/force-kdp',
      { phone: '+7(702) 722-0456', iin: '900722400456' },
      auth(token),
    );
    expect(await res.json()).toEqual({ result: true, message: 'Обработано / Запрос отправлен на КДП' });
    expect((await getClient(app, token, { iin: '900722400456' })).parsed).toMatchObject({
      consent: { status: 10 },
    });
  });

  it('not found: an empty list; a legal entity by BIN; a legal entity only as the insurer', async () => {
    const { app, token } = setup();
    expect((await getClient(app, token, { iin: '880610300026' })).json).toEqual({ result: true, data: [] });
    const le = (await getClient(app, token, { iin: '150340001008', person: false })).parsed as {
      data: ClientRecord[];
    };
    expect(le.data[0]!.client.title).toBe('ТОО «Дала Логистик»');
    expect(le.data[0]!.document.type_id).toBe(7);
    expect(le.data[0]!.driver).toBeNull();
    // its leader and owners, found in turn by the chief search
    expect(le.data[0]!.leader).toEqual({
      iin: '760911300022',
      added: false,
      title: 'Сулейменов Бауыржан Асанович',
    });
    expect(le.data[0]!.beneficiaries!.map((b) => b.title)).toEqual([
      'Касымова Жанар Болатовна',
      'Сулейменов Бауыржан Асанович',
    ]);
    const insured = await getClient(app, token, { iin: '150340001008', person: false, insurer: false });
    expect(insured.status).toBe(400);
    expect(insured.json).toEqual({
      result: false,
      message: 'Юридическое лицо может быть только страхователем',
    });
  });

  it('non-residents by a Latin, a Cyrillic or a Kazakh name, by register id; mixed scripts refused', async () => {
    const { app, token } = setup();
    const nr = (b: Record<string, unknown>) =>
      getClient(app, token, { resident: false, verify: false, ...b });
    const latin = (await nr({ surname: 'mueller', name: 'Anna' })).parsed as { data: ClientRecord[] };
    expect(latin.data[0]!.client).toMatchObject({ surname: 'MUELLER', country_id: 13 });
    const cyr = (await nr({ surname: 'Ганболд', name: 'Батбаяр' })).parsed as { data: ClientRecord[] };
    expect(cyr.data[0]!.driver).toMatchObject({ age: 22, age_experience_id: 2 });
    expect(cyr.data[0]!.document.verified_at).toBeNull();
    const kz = (await nr({ surname: 'Қасымұлы', name: 'Нұрлан' })).parsed as { data: ClientRecord[] };
    expect(kz.data).toHaveLength(1);
    const byLatinOfCyrillic = (await nr({ surname: 'GANBOLD', name: 'BATBAYAR' })).parsed as {
      data: unknown[];
    };
    expect(byLatinOfCyrillic.data).toHaveLength(1);
    const byId = (
      await getClient(app, token, { resident: false, esbd_id: latin.data[0]!.client.esbd_id, step: 3 })
    ).parsed as { data: ClientRecord[] };
    expect(byId.data[0]!.client.surname).toBe('MUELLER');
    const mixed = await nr({ surname: 'Mюллер', name: 'Anna' });
    expect(mixed.status).toBe(400);
    expect((mixed.json as { message: string }).message).toMatch(/^Строка должна содержать только латиницу/);
    expect((await nr({ surname: 'Smith', name: 'John' })).json).toEqual({ result: true, data: [] });
  });

  it('bad bodies: not JSON, an 11-digit IIN, a resident without IIN, a missing flag', async () => {
    const { app, token, h } = setup();
    expect((await post(app, '/api/client/get', '{', h)).status).toBe(400);
    const short = await getClient(app, token, { iin: '85031530012' });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({ result: false, errors: ['ИИН должен содержать 12 цифр'] });
    expect((await getClient(app, token, {})).json).toEqual({ result: false, message: 'Укажите ИИН' });
    const noFlag = await post(
      app,
      '/api/client/get',
      { resident: true, person: true, iin: '850315300128' },
      h,
    );
    expect(noFlag.status).toBe(400);
  });
});

describe('force-kdp and the consent code (one consent, two ways)', () => {
  it('status 6: the SMS with the /kdp link, the code accepted, then the client is found', async () => {
    const { app, token, h, db } = setup();
    const res = await post(app, '/api/client/force-kdp', { phone: '77711010555', iin: '990101400555' }, h);
    expect(await res.json()).toEqual({ result: true, message: 'Обработано / Запрос отправлен на КДП' });
    const sms = lastDevCode(db, { subject: '990101400555', purpose: 'kdp' })!;
    expect(sms.text).toContain('/kdp/990101400555');
    expect((await getClient(app, token, { iin: '990101400555' })).parsed).toMatchObject({
      consent: { status: 10 },
    });
    // the dialog's code goes to the public page's accept: the same code, the same consent
    const accept = await post(app, '/api/kdp/accept', { iin: '990101400555', code: sms.code });
    expect(await accept.json()).toEqual({ result: true });
    const found = (await getClient(app, token, { iin: '990101400555' })).parsed as { data: ClientRecord[] };
    expect(found.data[0]!.client.surname).toBe('Абенова');
  });

  it('status 2 -> 10; a second request within a minute: 429; consent given: said so', async () => {
    const { app, h } = setup();
    const body = { phone: '+7(707) 228-0660', iin: '951228400660' };
    expect((await post(app, '/api/client/force-kdp', body, h)).status).toBe(200);
    const again = await post(app, '/api/client/force-kdp', body, h);
    expect(again.status).toBe(429);
    const given = await post(
      app,
      '/api/client/force-kdp',
      { phone: '+7(701) 512-0128', iin: '850315300128' },
      h,
    );
    expect(await given.json()).toEqual({ result: true, message: 'Клиент уже предоставил согласие' });
  });

  it('an unknown person: 404; a bad phone: 400', async () => {
    const { app, h } = setup();
    const unknown = await post(
      app,
      '/api/client/force-kdp',
      { phone: '+7(701) 555-0000', iin: '880610300026' },
      h,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ result: false, message: 'Клиент не найден в реестре' });
    const phone = await post(app, '/api/client/force-kdp', { phone: '+7(701)', iin: '990101400555' }, h);
    expect(phone.status).toBe(400);
  });
});

describe('client/set', () => {
  async function found(app: TestApp, token: string) {
    return ((await getClient(app, token, { iin: '850315300128' })).parsed as { data: ClientRecord[] })
      .data[0]!;
  }

  it('stores the record and answers it with client.id; saving it again keeps the id', async () => {
    const { app, token, h } = setup();
    const r = await found(app, token);
    const res = await post(app, '/api/client/set', [r], h);
    const first = clientSetEndpoint.response.parse(await res.json());
    expect(first.message).toBe('Данные успешно обновлены');
    expect(first.data.client.id).toBeGreaterThan(0);
    const second = clientSetEndpoint.response.parse(
      await (
        await post(
          app,
          '/api/client/set',
          [{ ...first.data, client: { ...first.data.client, email: 'e@mail.kz' } }],
          h,
        )
      ).json(),
    );
    expect(second.data.client.id).toBe(first.data.client.id);
    expect(second.data.client.email).toBe('e@mail.kz');
  });

  it('core’s rules again: missing fields, the e-mail, the bank block; bad bodies', async () => {
    const { app, token, h } = setup();
    const r = await found(app, token);
    const missing = await post(app, '/api/client/set', [{ ...r, client: { ...r.client, surname: '' } }], h);
    expect(await missing.json()).toEqual({
      result: false,
      errors: ['Пожалуйста, заполните все обязательные поля, чтобы продолжить.'],
    });
    const email = await post(app, '/api/client/set', [{ ...r, client: { ...r.client, email: 'a@b' } }], h);
    expect(await email.json()).toEqual({ result: false, errors: ['Некорректный email'] });
    const bank = await post(app, '/api/client/set', [{ ...r, bank: { ...r.bank, bik: '' } }], h);
    expect(((await bank.json()) as { errors: string[] }).errors[0]).toMatch(
      /^Заполните все банковские реквизиты/,
    );
    expect((await post(app, '/api/client/set', [], h)).status).toBe(400);
    expect((await post(app, '/api/client/set', [{ filter: {} }], h)).status).toBe(400);
  });
});

describe('recognition', () => {
  const file = (name: string) => new Uint8Array(readFileSync(join(SCANS, name)));

  it('the demo scans: a new client (1), a known client (3, JPEG and PDF), an expired document (2)', async () => {
    const { app, token } = setup();
    const wilson = await recognise(app, token, file('passport-wilson.png'));
    const w = clientRecognizeDataEndpoint.response.parse(wilson.json);
    expect(w).toMatchObject({
      type: 1,
      data: { client: { surname: 'WILSON', name: 'JAMES', esbd_id: null } },
    });

    const akhmetov = clientRecognizeDataEndpoint.response.parse(
      (await recognise(app, token, file('id-card-akhmetov.jpg'))).json,
    );
    expect(akhmetov).toMatchObject({ type: 3 });
    expect((akhmetov as { data: ClientRecord[] }).data[0]!.client.iin).toBe('850315300128');

    const pdf = await get(app, '/api/client/demo-scans/mueller-passport', token);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const mueller = (await recognise(app, token, new Uint8Array(await pdf.arrayBuffer()))).json;
    expect(mueller).toMatchObject({ type: 3, data: [{ client: { surname: 'MUELLER' } }] });
    // the scan's issue date differs from the register's: the comparison table's row
    expect((mueller as { data: ClientRecord[] }).data[0]!.differences).toEqual([
      { field: 'Дата выдачи документа', esbd: '2019-08-01', scan: '2019-08-02' },
    ]);
    expect((akhmetov as { data: ClientRecord[] }).data[0]!.differences).toBeUndefined();

    const koch = (await recognise(app, token, file('passport-koch-expired.png'))).json;
    expect(koch).toEqual({
      result: true,
      type: 2,
      message: 'Срок действия документа № C4F7K2L91 истёк 31.01.2024. Загрузите действующий документ.',
    });
  });

  it('recognition is by content: a renamed demo scan is still recognised; a document without a code is not', async () => {
    const { app, token } = setup();
    const up = await upload(app, token, file('passport-wilson.png'), 'unknown-document.png', 'image/png');
    const { task_id } = (await up.json()) as { task_id: string };
    await poll(app, token, task_id);
    await poll(app, token, task_id);
    expect((await poll(app, token, task_id)).json).toMatchObject({ type: 1 });
    const unknown = await recognise(app, token, file('unknown-document.png'));
    expect(unknown.status).toBe(422);
    expect(unknown.json.result).toBe(false);
    expect(unknown.json.message).toMatch(/^Документ не распознан/);
  });

  it('SAKTA_RECOGNITION_POLLS=1 (test mode, the e2e servers): the first poll answers', async () => {
    const { app, token } = setup({ recognitionPolls: 1 });
    const up = await upload(app, token, file('passport-wilson.png'));
    const { task_id } = (await up.json()) as { task_id: string };
    expect((await poll(app, token, task_id)).json).toMatchObject({ type: 1 });
  });

  it('SAKTA_RECOGNITION_POLLS: the third poll by default; fewer is refused outside test mode', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sakta-config-'));
    try {
      expect(loadConfig({ SAKTA_DATA_DIR: dataDir }).recognitionPolls).toBe(3);
      expect(
        loadConfig({ SAKTA_DATA_DIR: dataDir, SAKTA_MODE: 'test', SAKTA_RECOGNITION_POLLS: '1' })
          .recognitionPolls,
      ).toBe(1);
      for (const mode of ['demo', 'production'])
        expect(() =>
          loadConfig({ SAKTA_DATA_DIR: dataDir, SAKTA_MODE: mode, SAKTA_RECOGNITION_POLLS: '1' }),
        ).toThrow(new ConfigError('SAKTA_RECOGNITION_POLLS is for test mode only (SAKTA_MODE=test)'));
      expect(() =>
        loadConfig({ SAKTA_DATA_DIR: dataDir, SAKTA_MODE: 'test', SAKTA_RECOGNITION_POLLS: '0' }),
      ).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the file checks: none, undersized, too small a picture, oversized, another format; PDF as is', async () => {
    const { app, token } = setup();
    const msg = async (res: Response) => [res.status, ((await res.json()) as { message: string }).message];
    expect(await msg(await upload(app, token, null))).toEqual([400, 'Файл не выбран']);
    expect(await msg(await upload(app, token, png(800, 800, 102_399)))).toEqual([
      400,
      'Размер файла меньше 100 КБ',
    ]);
    expect(await msg(await upload(app, token, png(499, 800, 200_000)))).toEqual([
      400,
      'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.',
    ]);
    expect(await msg(await upload(app, token, jpeg(800, 499, 200_000)))).toEqual([
      400,
      'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.',
    ]);
    expect(await msg(await upload(app, token, png(800, 800, 4 * 1024 * 1024 + 1)))).toEqual([
      413,
      'Размер файла больше 4 МБ',
    ]);
    expect(
      await msg(await upload(app, token, new TextEncoder().encode('GIF89a'.padEnd(200_000, 'x')))),
    ).toEqual([415, 'Допустимые форматы: png, jpeg, pdf']);
    expect((await upload(app, token, png(500, 500, 102_400))).status).toBe(200);
    expect((await upload(app, token, jpeg(500, 500, 102_400))).status).toBe(200);
    // a tiny PDF is accepted as is
    expect((await upload(app, token, new TextEncoder().encode('%PDF-1.7\n%%EOF'))).status).toBe(200);
  });

  it('an unknown task: Не найден task_id; another user’s is refused', async () => {
    const { app, token, tokenFor } = setup();
    expect(await poll(app, token, 'nope')).toEqual({
      status: 404,
      json: { result: false, message: 'Не найден task_id' },
    });
    const up = await upload(app, token, png(600, 600, 120_000));
    const { task_id } = (await up.json()) as { task_id: string };
    expect(await poll(app, tokenFor(7), task_id)).toEqual({
      status: 403,
      json: { result: false, errors: ['Недостаточно прав для этого действия.'] },
    });
  });

  it('the demo scans list and files', async () => {
    const { app, token } = setup();
    const list = (await (await get(app, '/api/client/demo-scans', token)).json()) as {
      data: { id: string; size: number }[];
    };
    expect(list.data.map((s) => s.id)).toEqual([
      'wilson-passport',
      'akhmetov-id-card',
      'mueller-passport',
      'koch-expired-passport',
      'unknown',
    ]);
    const jpg = await get(app, '/api/client/demo-scans/akhmetov-id-card', token);
    expect(jpg.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await get(app, '/api/client/demo-scans/none', token)).status).toBe(404);
  });
});

describe('chiefs', () => {
  it('get-chief by IIN and by document number; not found; neither', async () => {
    const { app, h } = setup();
    const byIin = clientGetChiefEndpoint.response.parse(
      await (await post(app, '/api/client/get-chief', { iin: '760911300022', document: '' }, h)).json(),
    );
    expect(byIin.data.title).toBe('Сулейменов Бауыржан Асанович');
    expect(byIin.data.record).toMatchObject({ politician: true, document: { number: '041911022' } });
    const byDoc = await post(app, '/api/client/get-chief', { iin: '', document: '042304039' }, h);
    expect(((await byDoc.json()) as { data: { title: string } }).data.title).toBe('Касымова Жанар Болатовна');
    const none = await post(app, '/api/client/get-chief', { iin: '880610300026', document: '' }, h);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ result: false, message: 'Клиент не найден' });
    expect((await post(app, '/api/client/get-chief', { iin: '', document: ' ' }, h)).status).toBe(400);
    expect((await post(app, '/api/client/get-chief', { iin: '123', document: '' }, h)).status).toBe(400);
  });

  it('set-chief stores a record and answers {id, title, added, doc}; an incomplete one is refused', async () => {
    const { app, h } = setup();
    const record = {
      id: null,
      resident: true,
      politician: false,
      iin: '880610300026',
      surname: 'Новиков',
      name: 'Павел',
      patronymic: '',
      birthday: '1988-06-10',
      sex: 1,
      phone: '+7(701) 000-1111',
      email: '',
      document: { type_id: 1, number: '055555555', issued: '2020-01-01' },
      location: { address: 'г. Алматы' },
    };
    const res = await post(app, '/api/client/set-chief', [record], h);
    const json = (await res.json()) as { data: { id: number } };
    expect(json).toMatchObject({
      result: true,
      data: { title: 'Новиков Павел', added: true, doc: '055555555' },
    });
    expect(json.data.id).toBeGreaterThan(0);
    const bad = await post(app, '/api/client/set-chief', [{ ...record, iin: '' }], h);
    expect(bad.status).toBe(400);
  });
});

describe('bad bodies of the other calls', () => {
  it('force-kdp, recognize-data, get-chief, set-chief: 400 with Russian messages', async () => {
    const { app, h } = setup();
    const cases: [string, unknown][] = [
      ['/api/client/force-kdp', { phone: '+7(701) 555-0000', iin: '99010140055' }],
      ['/api/client/force-kdp', { iin: '990101400555' }],
      ['/api/client/recognize-data', {}],
      ['/api/client/recognize-data', { task_id: 5 }],
      ['/api/client/get-chief', { iin: '760911300022' }],
      ['/api/client/set-chief', [{ surname: 'Новиков' }]],
      ['/api/client/set-chief', {}],
    ];
    for (const [path, body] of cases) {
      const res = await post(app, path, body, h);
      expect(res.status, path).toBe(400);
      const json = (await res.json()) as { result: boolean; errors: string[] };
      expect(json.result).toBe(false);
      expect(json.errors.join(' ')).toMatch(/[а-яА-Я]/);
    }
  });
});

describe('dictionaries', () => {
  it('countries without the excluded eleven; activity kinds with 250; economic sectors with 10', async () => {
    const { app, token } = setup();
    const names = async (path: string) =>
      ((await (await get(app, path, token)).json()) as { data: { id: number; name: string }[] }).data;
    const countries = (await names('/api/dictionaries/countries')).map((c) => c.name);
    expect(countries).toContain('Казахстан');
    for (const excluded of [
      'Россия',
      'Армения',
      'Азербайджан',
      'Бангладеш',
      'Беларусь',
      'Индия',
      'Кыргызстан',
      'Молдова',
      'Таджикистан',
      'Украина',
      'Узбекистан',
    ])
      expect(countries).not.toContain(excluded);
    expect((await names('/api/dictionaries/activity-kinds')).some((k) => k.id === 250)).toBe(true);
    expect((await names('/api/dictionaries/economic-sectors')).some((k) => k.id === 10)).toBe(true);
  });
});
