import { describe, expect, it } from 'vitest';
import { policyByNumberEndpoint, type RoleId } from '@sakta/core';
import { insertPolicy } from '../src/services/policy-register/repo';
import { demo, get, makeApp, post } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/**
 * The policy list (spec part 2 sections 2.7, 3.9, 4.5, 5.7, 7.5, 8; issue 29): GET policy/all with each filter and
 * each role's scope (core's policyScope), POST policy/item, GET policy/export (policy.csv's bytes, its JSON warning),
 * POST get-document-dc and -ds by product. The policies are the test's own, on top of the demo seed.
 */

type App = ReturnType<typeof makeApp>;
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };

const idOf = (t: App, role: RoleId) =>
  (t.db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;
const token = (t: App, role: RoleId) => t.tokenFor(role, role === 8 ? 'APC0097' : null);

interface Sold {
  seller: RoleId;
  status?: number;
  product?: string;
  iin?: string;
  apc?: string | null;
  manager?: number | null;
  createdAt?: number;
  from?: string;
  to?: string;
  premium?: number;
  error?: string | null;
}

let n = 0;

/** A policy sold by the demo user of `seller`, with what the test sets; status 1 and 7 get a global number. */
function sell(t: App, s: Sold): { id: number; number: string; global: string | null } {
  n += 1;
  const id = insertPolicy(t.db, {
    draftUlid: `01JP0L1CYL1ST${String(n).padStart(13, '0')}`,
    productCode: s.product ?? 'OGPO_WEB_EA',
    productTitle: s.product && s.product !== 'OGPO_WEB_EA' ? `Продукт ${s.product}` : 'ОГПО ВТС',
    productType: 1,
    premium: s.premium ?? 45_600,
    paymentType: 1,
    paymentPhone: '+7(701) 710-0001',
    creatorId: idOf(t, s.seller),
    policy: { apc: s.apc ?? null, manager: s.manager ?? null },
    insurer: { title: `Страхователь ${n}`, iin: s.iin ?? '850315300128', person: 1, resident: true },
    vehicles: [{ number: `${n}ABC02`, mark: 'Toyota', model: 'Camry' }],
    insureds: [],
    beneficiary: null,
    dateFrom: s.from ?? '2026-03-03',
    dateTo: s.to ?? '2027-03-02',
    replacesId: null,
    now: s.createdAt ?? t.config.now(),
  });
  const status = s.status ?? 1;
  const global = status === 1 || status === 7 || status === 8 ? `LIST-${String(n).padStart(6, '0')}` : null;
  t.db
    .prepare('UPDATE policies SET status = ?, global_id = ?, error = ? WHERE id = ?')
    .run(status, global, s.error ?? null, id);
  if (s.product === 'DSI_FI')
    t.db
      .prepare('UPDATE policies SET object = ? WHERE id = ?')
      .run(JSON.stringify({ is_immovable: true, insurance_sum: 1e8, franchise: 1, add_info: null }), id);
  const number = (t.db.prepare('SELECT number FROM policies WHERE id = ?').get(id) as { number: string })
    .number;
  return { id, number, global };
}

async function list(t: App, role: RoleId, query: Record<string, string> = {}) {
  const res = await get(t.app, `/api/policy/all?${new URLSearchParams(query)}`, token(t, role));
  return { status: res.status, body: (await res.json()) as ListBody };
}

// the answer as the tests read it: a page of rows, the 1C matches, or a message
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the part it asserts
type ListBody = any;
const ids = (body: ListBody): number[] => body.data.data.map((r: { id: number }) => r.id);

describe('GET /api/policy/all: who sees what (core policyScope)', () => {
  it("a sub-agent ('Мои договоры') sees only its own sales; an agent its own", async () => {
    const t = makeApp();
    const mine = sell(t, { seller: 5 });
    const agents = sell(t, { seller: 4 });
    const sub = await list(t, 5);
    expect(sub.status).toBe(200);
    expect(ids(sub.body)).toContain(mine.id);
    expect(ids(sub.body)).not.toContain(agents.id);
    const sellers = new Set(sub.body.data.data.map((r: { username: string }) => r.username));
    expect([...sellers]).toEqual([`${demo(5).surname} ${demo(5).name}`]);
    expect(ids((await list(t, 4)).body)).toEqual(expect.arrayContaining([agents.id]));
    expect(ids((await list(t, 4)).body)).not.toContain(mine.id);
  });

  it('a manager sees its branch (agent, sub-agent, reserve) but not Astana’s service manager; the accountant and the administrator all', async () => {
    const t = makeApp();
    const branch = [4, 5, 8].map((seller) => sell(t, { seller: seller as RoleId }).id);
    const astana = sell(t, { seller: 7 }).id;
    const manager = ids((await list(t, 3, { start: '2026-03-02' })).body);
    expect(manager).toEqual(expect.arrayContaining(branch));
    expect(manager).not.toContain(astana);
    for (const role of [2, 0] as const)
      expect(ids((await list(t, role, { start: '2026-03-02' })).body)).toEqual(
        expect.arrayContaining([...branch, astana]),
      );
  });

  it('roles outside the sale group and the accountant are refused, support included', async () => {
    const t = makeApp();
    for (const role of [1, 6, 7, 9, 10] as const) {
      const res = await list(t, role);
      expect({ role, ...res }).toEqual({ role, status: 403, body: FORBIDDEN });
    }
  });
});

describe('GET /api/policy/all: the filter (3.9, 5.7, 9)', () => {
  it('each filter narrows the list', async () => {
    const t = makeApp();
    const day = t.config.now();
    const a = sell(t, { seller: 0, status: 0, iin: '900101300017', apc: 'APC7', manager: 42 });
    const b = sell(t, { seller: 0, status: 5, from: '2026-03-03', to: '2026-03-12' });
    const c = sell(t, { seller: 5, status: 1, createdAt: day - 3 * 86_400_000 });
    const only = async (query: Record<string, string>) => ids((await list(t, 0, query)).body);
    expect(await only({ status: '0', iin: '900101300017' })).toEqual([a.id]);
    expect(await only({ status: '5' })).toContain(b.id);
    expect(await only({ status: '5' })).not.toContain(a.id);
    expect(await only({ iin: '900101300017' })).toEqual([a.id]);
    expect(await only({ apc: 'APC7' })).toEqual([a.id]);
    expect(await only({ manager: '42' })).toEqual([a.id]);
    expect(await only({ one_c: b.number.toLowerCase() })).toEqual([b.id]);
    expect(await only({ global: c.global! })).toEqual([c.id]);
    expect(await only({ isShort: '1', status: '5' })).toEqual([b.id]);
    expect(await only({ creator: demo(5).surname, global: c.global! })).toEqual([c.id]);
    expect(await only({ creator: demo(4).surname, global: c.global! })).toEqual([]);
    // a Cyrillic name typed in any case (SQLite's own LIKE folds ASCII only)
    for (const typed of [demo(5).surname.toLowerCase(), demo(5).surname.toUpperCase()])
      expect(await only({ creator: typed, global: c.global! })).toEqual([c.id]);
  });

  it('a lone start or end copies into the other: that one day only (5.7)', async () => {
    const t = makeApp();
    const iin = '880808300055';
    const today = sell(t, { seller: 0, iin });
    const before = sell(t, { seller: 0, iin, createdAt: t.config.now() - 2 * 86_400_000 });
    const date = (ms: number) => new Date(ms + 5 * 3_600_000).toISOString().slice(0, 10);
    for (const key of ['start', 'end']) {
      const shown = ids((await list(t, 0, { iin, [key]: date(t.config.now()) })).body);
      expect(shown).toContain(today.id);
      expect(shown).not.toContain(before.id);
    }
    const range = ids(
      (await list(t, 0, { iin, start: date(t.config.now() - 2 * 86_400_000), end: date(t.config.now()) }))
        .body,
    );
    expect(range).toEqual(expect.arrayContaining([today.id, before.id]));
  });

  it('pages by 15, newest first, with meta', async () => {
    const t = makeApp();
    for (let i = 0; i < 17; i++) sell(t, { seller: 5, createdAt: t.config.now() + i });
    const first = await list(t, 5, { page: '1' });
    expect(first.body.data.meta).toMatchObject({ current_page: 1, per_page: 15 });
    expect(first.body.data.data).toHaveLength(15);
    const second = await list(t, 5, { page: String(first.body.data.meta.last_page) });
    expect(second.body.data.meta.current_page).toBe(first.body.data.meta.last_page);
    const all = [...ids(first.body), ...ids(second.body)];
    expect(all).toEqual([...all].sort((x, y) => y - x));
  });

  it("'Search in 1C': byIin the insurer's issued policies, byGlobal one global number; isGlobal without it warns", async () => {
    const t = makeApp();
    const issued = sell(t, { seller: 4, iin: '770101300011' });
    sell(t, { seller: 4, iin: '770101300011', status: 0 });
    const res = await list(t, 5, { iin: '770101300011' });
    expect(res.body.byIin).toEqual([
      {
        global: issued.global,
        vehicles: [expect.objectContaining({ mark: 'Toyota', model: 'Camry' })],
        date_from: '2026-03-03',
        date_to: '2027-03-02',
      },
    ]);
    // 1C knows it although the sub-agent's list does not show another seller's policy
    expect(res.body.data.data).toEqual([]);
    const byGlobal = await list(t, 0, { isGlobal: '1', global: issued.global! });
    expect(byGlobal.body.byGlobal.map((m: { global: string }) => m.global)).toEqual([issued.global]);
    expect(await list(t, 0, { isGlobal: '1' })).toEqual({
      status: 200,
      body: { message: 'Укажите глобальный номер для поиска в 1С' },
    });
  });

  it('refuses a filter in a wrong format with the reason', async () => {
    const t = makeApp();
    expect((await list(t, 0, { iin: '123' })).body).toEqual({
      result: false,
      errors: ['ИИН/БИН должен содержать 12 цифр'],
    });
    expect((await list(t, 0, { status: '9' })).status).toBe(400);
  });
});

describe('POST /api/policy/item', () => {
  it('answers the policy by id or contract number, with its parties and the insurer hash; 404 unknown', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 5, error: null });
    const auth = { Authorization: `Bearer ${token(t, 5)}` };
    for (const id of [p.id, p.number, p.global!]) {
      const res = await post(t.app, '/api/policy/item', { id }, auth);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: p.id,
        number: p.number,
        global_id: p.global,
        status: 1,
        statusName: 'Выпущен',
        insurer: { iin: '850315300128', hash: expect.stringMatching(/^\d+\.[0-9a-f]{24}$/) },
        vehicles: [{ mark: 'Toyota', model: 'Camry', color: null, year: null }],
      });
    }
    // a global number of digits only, given as a number, is found too
    t.db.prepare("UPDATE policies SET global_id = '1026777001' WHERE id = ?").run(p.id);
    const digits = await post(t.app, '/api/policy/item', { id: 1026777001 }, auth);
    expect(await digits.json()).toMatchObject({ id: p.id, global_id: '1026777001' });
    const missing = await post(t.app, '/api/policy/item', { id: 'NO-SUCH-1' }, auth);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: false, message: 'Договор NO-SUCH-1 не найден' });
  });

  it('refuses another seller’s policy to a sub-agent; support reads any (its screen opens the modal)', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 4 });
    const as = (role: RoleId) =>
      post(t.app, '/api/policy/item', { id: p.id }, { Authorization: `Bearer ${token(t, role)}` });
    expect((await as(5)).status).toBe(403);
    expect((await as(9)).status).toBe(200);
    expect((await as(2)).status).toBe(200);
  });

  it('says whether the caller may change the policy: its seller and the administrator, not a manager or support', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 4 });
    const changeable = async (role: RoleId) => {
      const res = await post(
        t.app,
        '/api/policy/item',
        { id: p.id },
        { Authorization: `Bearer ${token(t, role)}` },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { changeable: boolean }).changeable;
    };
    expect(await changeable(4)).toBe(true);
    expect(await changeable(0)).toBe(true);
    expect(await changeable(9)).toBe(false);
    expect(await changeable(2)).toBe(false);
  });

  it('gives the moment of an early termination (Almaty time), null while the policy runs', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 4 });
    const item = async () =>
      (await (
        await post(t.app, '/api/policy/item', { id: p.id }, { Authorization: `Bearer ${token(t, 4)}` })
      ).json()) as { terminated_at: string | null };
    expect((await item()).terminated_at).toBeNull();
    // 2026-03-10 09:30 UTC is 14:30 in Almaty (UTC+5)
    t.db
      .prepare('UPDATE policies SET terminated_at = ? WHERE id = ?')
      .run(Date.UTC(2026, 2, 10, 9, 30), p.id);
    expect((await item()).terminated_at).toBe('2026-03-10 14:30:00');
  });
});

async function exported(t: App, role: RoleId, query: Record<string, string>) {
  const res = await get(t.app, `/api/policy/export?${new URLSearchParams(query)}`, token(t, role));
  return res;
}

describe('GET /api/policy/export: policy.csv', () => {
  it('streams every matching row (not one page) as UTF-8 with BOM, ";", dd.mm.yyyy and a decimal comma', async () => {
    const t = makeApp();
    for (let i = 0; i < 20; i++) sell(t, { seller: 5, premium: 1_234_567.5, iin: '880808300088' });
    const res = await exported(t, 5, { iin: '880808300088' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toContain('filename="policy.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Номер договора;Глобальный номер;Страхователь;ИИН/БИН;Продукт;Премия;Статус;Дата начала;Дата окончания;Дата оформления;Продавец;Оплата',
    );
    expect(lines).toHaveLength(21);
    const cells = lines[1]!.split(';');
    // the IIN as text: ="…" inside the quotes a field holding " needs
    expect(cells[4]).toBe('"=""880808300088"""');
    expect(cells[6]).toBe('1234567,50');
    expect(cells[7]).toBe('Выпущен');
    expect(cells.slice(8, 10)).toEqual(['03.03.2026', '02.03.2027']);
    expect(cells[10]).toMatch(/^02\.03\.2026 \d{2}:\d{2}$/);
    // the policy modal's word (no payment of the register: its payment_type 1)
    expect(cells[12]).toBe('Картой');
  });

  it("issue 44 item 10: a Kaspi payment is Kaspi in policy.csv and in policy/item (the modal's word)", async () => {
    const t = makeApp();
    const paid = (id: number, method: string) =>
      t.db
        .prepare(
          "INSERT INTO payments (policy_id, method, amount, status, created_at) VALUES (?, ?, 45600, 'paid', ?)",
        )
        .run(id, method, t.config.now());
    const kaspi = sell(t, { seller: 0, iin: '880808300077' });
    paid(kaspi.id, 'kaspi');
    const card = sell(t, { seller: 0, iin: '880808300077' });
    paid(card.id, 'card');
    const lines = (await (await exported(t, 0, { iin: '880808300077' })).text()).split('\r\n');
    const row = (id: number) => lines.find((l) => l.startsWith(`${id};`))!.split(';');
    expect(row(kaspi.id)[12]).toBe('Kaspi');
    expect(row(card.id)[12]).toBe('Картой');
    const item = async (id: number) =>
      (await (
        await post(t.app, '/api/policy/item', { id }, { Authorization: `Bearer ${token(t, 0)}` })
      ).json()) as {
        payment_type: number;
        payment_method: string | null;
      };
    expect(await item(kaspi.id)).toMatchObject({ payment_type: 1, payment_method: 'kaspi' });
    expect(await item(card.id)).toMatchObject({ payment_type: 1, payment_method: 'card' });
  });

  it('writes IIN, BIN and contract numbers so a spreadsheet keeps them as text, leading zeros and all', async () => {
    const t = makeApp();
    const person = sell(t, { seller: 0, iin: '040512450017' });
    const company = sell(t, { seller: 0, iin: '010240000027' });
    t.db.prepare("UPDATE policies SET global_id = '0026000311' WHERE id = ?").run(company.id);
    const lines = (await (await exported(t, 0, {})).text()).split('\r\n');
    const row = (id: number) => lines.find((l) => l.startsWith(`${id};`))!.split(';');
    expect(row(person.id)[4]).toBe('"=""040512450017"""');
    expect(row(company.id)[4]).toBe('"=""010240000027"""');
    // a global number of digits only too; one with letters stays as it is, and so do the id and the money
    expect(row(company.id)[2]).toBe('"=""0026000311"""');
    expect(row(person.id)[2]).toBe(person.global);
    expect(row(person.id)[0]).toBe(String(person.id));
    expect(row(person.id)[6]).toBe('45600,00');
  });

  it('quotes a field holding the separator', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 0, iin: '880808300099' });
    t.db
      .prepare(
        "UPDATE policies SET insurer = json_set(insurer, '$.title', 'ТОО «Ромашка; и К»') WHERE id = ?",
      )
      .run(p.id);
    const text = await (await exported(t, 0, { iin: '880808300099' })).text();
    expect(text).toContain('"ТОО «Ромашка; и К»"');
  });

  it('exports the caller’s scope only, with the date copy rule; nothing to export is the JSON warning', async () => {
    const t = makeApp();
    sell(t, { seller: 4, iin: '880808300077' });
    expect(await (await exported(t, 5, { iin: '880808300077' })).json()).toEqual({
      message: 'Нет договоров для выгрузки по заданному фильтру',
    });
    const old = new Date(t.config.now() - 10 * 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);
    expect(await (await exported(t, 4, { iin: '880808300077', end: old })).json()).toEqual({
      message: 'Нет договоров для выгрузки по заданному фильтру',
    });
    expect((await exported(t, 4, { iin: '880808300077' })).headers.get('Content-Type')).toContain('text/csv');
    expect((await exported(t, 9, {})).status).toBe(403);
  });
});

describe('documents by product (7.5)', () => {
  const call = (t: App, role: RoleId, path: string, body: unknown) =>
    post(t.app, path, body, { Authorization: `Bearer ${token(t, role)}` });

  it('property: get-document-dc gives the contract and the policy', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 5, product: 'DSI_FI' });
    const res = await call(t, 5, '/api/policy/get-document-dc', { global: p.global, is_immovable: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: boolean; 0: Record<string, string> };
    expect(body.result).toBe(true);
    expect(body[0].document_contract).toMatch(/^JVBER/);
    expect(body[0].document_policy).toMatch(/^JVBER/);
  });

  it('casco: get-document-ds gives the contract (0), the policy (1) or the application (2)', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 5, product: 'DSAT_CASCO_TRL', status: 7 });
    for (const [type, key] of [
      [0, 'document_contract'],
      [1, 'document_policy'],
      [2, 'document_application'],
    ] as const) {
      const body = (await (
        await call(t, 5, '/api/policy/get-document-ds', { global: p.global, type })
      ).json()) as { result: boolean; 0: Record<string, string> };
      expect(Object.keys(body[0])).toEqual([key]);
      expect(body[0][key]).toMatch(/^JVBER/);
    }
  });

  it('refuses another product’s call, a policy with an error, and another seller’s policy', async () => {
    const t = makeApp();
    const ogpo = sell(t, { seller: 5 });
    const failed = sell(t, { seller: 5, product: 'DSD_FI', error: 'ЕСБД: отказ' });
    const others = sell(t, { seller: 4, product: 'DSD_FI' });
    expect(
      await (
        await call(t, 5, '/api/policy/get-document-dc', { global: ogpo.global, is_immovable: false })
      ).json(),
    ).toEqual({
      result: false,
      message: 'Документы этого продукта выдаются другим запросом',
    });
    const err = await call(t, 5, '/api/policy/get-document-dc', {
      global: failed.global,
      is_immovable: false,
    });
    expect(err.status).toBe(409);
    expect(await err.json()).toEqual({
      result: false,
      message: 'Документы доступны только для выпущенных договоров без ошибок',
    });
    expect(
      (await call(t, 5, '/api/policy/get-document-dc', { global: others.global, is_immovable: false }))
        .status,
    ).toBe(403);
  });

  it('OGPO: get-document (policy 0, receipt 1) answers support too', async () => {
    const t = makeApp();
    const p = sell(t, { seller: 5 });
    const res = await call(t, 9, '/api/policy/get-document', { global: p.global, type: 0 });
    expect(res.status).toBe(200);
  });

  it("every product's receipt again, once the success card is gone: get-document type 1 (3.9 wk_ticket)", async () => {
    const t = makeApp();
    for (const product of ['DSI_FI', 'DSAT_CASCO_TRL', 'VZR_EU']) {
      const p = sell(t, { seller: 5, product });
      const res = await call(t, 5, '/api/policy/get-document', { global: p.global, type: 1 });
      expect(res.status, product).toBe(200);
      const receipt = await pdfText(fromBase64(((await res.json()) as { document: string }).document));
      expect(receipt.title, product).toMatch(/^Квитанция об оплате страховой премии № /);
      expect(receipt.flat, product).toContain(`Продукт ${product} № ${p.global}`);
    }
  });
});

describe('GET /api/policy/all with {one_c, noPaginate}: a plain array (7.5)', () => {
  it('answers the rows of that contract number, unpaged, in the caller’s scope', async () => {
    const t = makeApp();
    const own = sell(t, { seller: 5 });
    const others = sell(t, { seller: 4 });
    const mine = await list(t, 5, { one_c: own.number, noPaginate: '1' });
    expect(mine.status).toBe(200);
    const rows = policyByNumberEndpoint.response.parse(mine.body);
    expect(rows.map((r) => [r.id, r.number, r.global_id, r.status])).toEqual([
      [own.id, own.number, own.global, 1],
    ]);
    // another seller's number is nothing to a sub-agent; the administrator sees it
    expect((await list(t, 5, { one_c: others.number, noPaginate: '1' })).body).toEqual([]);
    expect((await list(t, 0, { one_c: others.number, noPaginate: '1' })).body).toHaveLength(1);
    // the filter's other fields still narrow it
    expect((await list(t, 5, { one_c: own.number, noPaginate: '1', status: '2' })).body).toEqual([]);
  });

  it('needs the contract number; refused to the roles outside the list', async () => {
    const t = makeApp();
    expect(await list(t, 5, { noPaginate: '1' })).toEqual({
      status: 400,
      body: { result: false, message: 'Укажите номер договора для списка без страниц' },
    });
    for (const role of [1, 6, 7, 9, 10] as const)
      expect(await list(t, role, { one_c: '26-WEB-000001', noPaginate: '1' })).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
  });
});
