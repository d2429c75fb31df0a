import { describe, expect, it } from 'vitest';
import {
  DEMO_PAYLOAD_KEY,
  DocumentAnswerSchema,
  EncryptedAnswerSchema,
  FunctionalOtpDataSchema,
  TERMINATION_DOCUMENT_FILE,
  TerminationCalculationSchema,
  TerminationHistoryPageSchema,
  TerminationSearchAnswerSchema,
  decryptPayload,
  formatKzt,
  functionalOtpPurpose,
  isValidBin,
  isValidIin,
  newTerminationRequest,
  type RoleId,
  type TerminationRequest,
  type TerminationSearchResult,
} from '@sakta/core';
import {
  DEMO_OGPO_POLICIES,
  HISTORY_POLICIES,
  NON_TERMINABLE,
  SEEDED_HISTORY_COUNT,
  TERMINATION_IBANS as IBAN,
  TERMINATION_SCENARIOS as S,
  UNKNOWN_POLICY_IIN,
} from '../src/features/termination/demo-termination';
import { lastDevCode } from '../src/features/dev/outbox';
import {
  calculateRefund,
  daysInclusive,
  TERMINATION_COMMISSION_RATE,
} from '../src/services/policy-register/refund';
import { seedTermination } from '../src/features/termination/seed';
import { DEMO_CONTRACTS } from '../src/features/public-pages/demo-public';
import { get, makeApp, post, type TestApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/**
 * Early termination (issue 5): search, history, calculation, the application PDF, OTP signing, terminate.
 * makeApp's clock stands at T0 = 2026-03-02 14:00 Almaty; the seed dates policies relative to it.
 */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const TERMINATION_ROLES: RoleId[] = [0, 3, 7];

type App = ReturnType<typeof makeApp>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A ulid of the tests: '01JTERM' and 19 digits. */
const ulid = (n: number) => `01JTERM${String(n).padStart(19, '0')}`;

/** The money text as pdf.js reads it (no-break spaces collapsed). */
const money = (x: number) => formatKzt(x).replace(/\s+/g, ' ');

async function call(t: App, path: string, body: unknown, role: RoleId = 3) {
  const res = await post(t.app, path, body, auth(t.tokenFor(role)));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function search(t: App, body: unknown, role: RoleId = 3): Promise<TerminationSearchResult[]> {
  const res = await call(t, '/api/contracts/functional/contracts', body, role);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return TerminationSearchAnswerSchema.parse(res.body).data;
}

async function policyOf(t: App, number: string): Promise<TerminationSearchResult> {
  const [found] = await search(t, { contract: number });
  if (!found) throw new Error(`no policy ${number}`);
  return found;
}

async function history(app: TestApp, token: string, page?: number) {
  const res = await get(app, `/api/contracts/functional/history${page ? `?page=${page}` : ''}`, token);
  expect(res.status).toBe(200);
  return TerminationHistoryPageSchema.parse(await res.json());
}

/** The modal's request after 'Рассчитать сумму возврата': the policyholder as beneficiary, cash, paper. */
async function calculated(
  t: App,
  number: string,
  id: string,
  over: Partial<TerminationRequest> = {},
): Promise<{ policy: TerminationSearchResult; termination: TerminationRequest }> {
  const policy = await policyOf(t, number);
  // the request the page starts with (core's): cash, paper, early termination, the client as beneficiary
  const base: TerminationRequest = newTerminationRequest(policy, id);
  const res = await call(t, '/api/contracts/functional/calculate', { termination: base, policy });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { refund, commission } = TerminationCalculationSchema.parse(res.body);
  return { policy, termination: { ...base, refund, commission, ...over } };
}

const card = {
  returnType: 2 as const,
  bank: { iik: IBAN.valid, bik: IBAN.validBik, name: IBAN.validBank, kbe: '19' },
};

/** The application of a history item, as the modal fetches it when the item is opened (by role 0: any item). */
async function historyDocumentOf(t: App, id: number, role: RoleId = 0) {
  const res = await get(t.app, `/api/contracts/functional/history/${id}/document`, t.tokenFor(role));
  expect(res.status).toBe(200);
  return fromBase64(DocumentAnswerSchema.parse(await res.json()).document);
}

async function documentOf(t: App, body: unknown) {
  const res = await call(t, '/api/contracts/functional/create-termination-document', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result).toBe(true);
  return fromBase64(res.body.document as string);
}

describe('seed', () => {
  it('adds the policies and the history once, dated from the clock, and nothing in production', async () => {
    const t = makeApp();
    const count = (table: string) =>
      (t.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    // the termination seed's policies, and the card payment pages' OGPO contracts (public-pages/demo-public.ts)
    const paymentPages = DEMO_CONTRACTS.filter((c) => c.number.startsWith('26-OGPO-')).length;
    expect(count("policies WHERE number LIKE '26-OGPO-%'")).toBe(DEMO_OGPO_POLICIES.length + paymentPages);
    expect(count('termination_history')).toBe(SEEDED_HISTORY_COUNT);
    expect(SEEDED_HISTORY_COUNT).toBe(13);
    t.db.prepare("UPDATE policies SET terminated_at = 1 WHERE number = '26-OGPO-100001'").run();
    expect(seedTermination(t.db, t.config)).toEqual({ policiesAdded: 0, historyAdded: 0 });
    expect((await policyOf(t, '26-OGPO-100001')).status).toEqual({ title: 'Расторгнут', code: 4 });
    const prod = makeApp({ mode: 'production' });
    expect(prod.db.prepare('SELECT count(*) AS n FROM policies').get()).toEqual({ n: 0 });
    expect(prod.db.prepare('SELECT count(*) AS n FROM ogpo_statuses').get()).toEqual({ n: 5 });
  });

  it('every scenario has its own policy and phone; IINs are valid; statuses match the dates', async () => {
    const t = makeApp();
    const numbers = DEMO_OGPO_POLICIES.map((p) => p.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const scenarioPhones = Object.values(S).map((p) => p.client.phone);
    expect(new Set(scenarioPhones).size).toBe(scenarioPhones.length);
    for (const p of DEMO_OGPO_POLICIES) {
      const c = p.client;
      if (c.person === 2) expect(isValidBin(c.iin), c.iin).toBe(true);
      else if (c.resident) expect(isValidIin(c.iin), c.iin).toBe(true);
      const found = await policyOf(t, p.number);
      const row = { ...found, status_code: found.status.code };
      expect(row.status_code, p.number).toBe(p.status);
      const today = '2026-03-02';
      if (row.status_code === 2) expect(row.date_from <= today && today <= row.date_to, p.number).toBe(true);
      if (row.status_code === 3 || row.status_code === 1) expect(row.date_from > today, p.number).toBe(true);
      if (row.status_code === 5) expect(row.date_to < today, p.number).toBe(true);
      expect(daysInclusive(row.date_from, row.date_to)).toBe(365);
    }
    expect(isValidIin(UNKNOWN_POLICY_IIN)).toBe(true);
  });
});

describe('POST /api/contracts/functional/contracts (search)', () => {
  it('finds a policy by its number, case-insensitive, in the spec shape', async () => {
    const t = makeApp();
    const found = await search(t, { contract: ' 26-ogpo-100007 ' });
    expect(found).toEqual([
      {
        number: '26-OGPO-100007',
        product: { title: 'ОГПО ВТС' },
        client: {
          title: 'Сейткали Айдана Маратовна',
          iin: '950719401000',
          person: 1,
          resident: true,
          surname: 'Сейткали',
          name: 'Айдана',
          patronymic: 'Маратовна',
          phone: '+7(701) 710-0007',
        },
        premium: 39_800,
        // Started 60 days before 2026-03-02, for 365 days.
        date_from: '2026-01-01',
        date_to: '2026-12-31',
        status: { title: 'Действующий', code: 2 },
        date: '2025-12-25 11:00:00',
      },
    ]);
    expect(await search(t, { contract: '26-OGPO-999999' })).toEqual([]);
  });

  it('finds every policy of an IIN/BIN, newest first, whatever the status', async () => {
    const t = makeApp();
    const own = await search(t, { iin: NON_TERMINABLE.client.iin });
    expect(own.map((p) => [p.number, p.status.code, p.status.title])).toEqual([
      ['26-OGPO-100051', 1, 'Новый'],
      ['26-OGPO-100054', 4, 'Расторгнут'],
      ['26-OGPO-100055', 5, 'Истёк'],
    ]);
    const [org] = await search(t, { iin: S.legalEntity.client.iin });
    expect(org?.client).toMatchObject({ title: 'ТОО «Алем Логистик»', person: 2, resident: true });
    expect(await search(t, { iin: UNKNOWN_POLICY_IIN })).toEqual([]);
  });

  it("finds a non-resident by surname, name, birth date and plate (case, 'ё' and spaces ignored)", async () => {
    const t = makeApp();
    const query = { surname: 'ПЕТРОВ', name: 'алексей', birthday: '1988-12-05', vehicle: 'a 777 aa 177' };
    const found = await search(t, query);
    expect(found.map((p) => p.number)).toEqual([S.nonResident.number]);
    expect(found[0]?.client).toMatchObject({ iin: '', resident: false, title: 'Петров Алексей Николаевич' });
    expect(found[0]?.status).toEqual({ title: 'Вступает в силу', code: 3 });
    expect(await search(t, { ...query, birthday: '1988-12-06' })).toEqual([]);
    expect(await search(t, { ...query, vehicle: 'A777AA178' })).toEqual([]);
    // A resident's data under the non-resident type: not found.
    const c = S.cashPaper.client;
    expect(
      await search(t, {
        surname: c.surname,
        name: c.name,
        birthday: c.birthday,
        vehicle: S.cashPaper.vehicle,
      }),
    ).toEqual([]);
  });

  it('refuses a wrong body with a Russian message naming the field', async () => {
    const t = makeApp();
    const iin = await call(t, '/api/contracts/functional/contracts', { iin: '12345' });
    expect(iin).toEqual({
      status: 400,
      body: { result: false, errors: ['Поле «ИИН» имеет неверный формат.'] },
    });
    const contract = await call(t, '/api/contracts/functional/contracts', { contract: '' });
    expect(contract.status).toBe(400);
    expect(contract.body.errors).toEqual(['Поле «Номер договора» должно содержать не менее 1 символов.']);
    const person = await call(t, '/api/contracts/functional/contracts', {
      surname: 'Петров',
      name: 'Алексей',
    });
    expect(person.status).toBe(400);
    expect(person.body.errors).toEqual([
      'Поле «Дата рождения» обязательно.',
      'Поле «Гос. номер ТС» обязательно.',
    ]);
    const impossible = await call(t, '/api/contracts/functional/contracts', {
      surname: 'Петров',
      name: 'Алексей',
      birthday: '2020-13-45',
      vehicle: '123ABC02',
    });
    expect(impossible).toEqual({
      status: 400,
      body: { result: false, errors: ['Поле «Дата рождения» заполнено неверно.'] },
    });
  });

  it('is for the termination group [0, 3, 7] only', async () => {
    const t = makeApp();
    for (const role of [0, 1, 2, 3, 4, 5, 6, 7, 9, 10] as RoleId[]) {
      const res = await call(t, '/api/contracts/functional/contracts', { contract: S.cardOtp.number }, role);
      expect(res.status, `role ${role}`).toBe(TERMINATION_ROLES.includes(role) ? 200 : 403);
      if (!TERMINATION_ROLES.includes(role)) expect(res.body).toEqual(FORBIDDEN);
    }
    const anonymous = await post(t.app, '/api/contracts/functional/contracts', {
      contract: S.cardOtp.number,
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ status: 'Token is Invalid' });
  });
});

describe('GET /api/contracts/functional/history', () => {
  it('pages the terminations newest first, 5 a page (role 0: all); each application PDF comes from its own call', async () => {
    const t = makeApp();
    const token = t.tokenFor(0);
    const first = await history(t.app, token);
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 13 });
    expect(first.data.map((h) => h.global)).toEqual(HISTORY_POLICIES.slice(0, 5).map((p) => p.number));
    const [newest] = first.data;
    expect(newest).toMatchObject({
      global: '26-OGPO-000201',
      product: 'ОГПО ВТС',
      client_iin: '760512301009',
      premium: 52_300,
      status: 'Расторгнут',
      signinType: 1,
      returnType: 2,
      // Terminated yesterday (2026-03-01): 365 - 199 days used = 166 unexpired of 365, minus 20 %.
      refund: calculateRefund(
        { premium: 52_300, date_from: '2025-08-14', date_to: '2026-08-13' },
        '2026-03-01',
      ).refund,
      created_at: '2026-03-01 14:00:00',
    });
    expect(Object.keys(newest ?? {})).not.toContain('document');
    const text = await pdfText(await historyDocumentOf(t, newest!.id));
    for (const id of ['9999', 'abc']) {
      const missing = await get(t.app, `/api/contracts/functional/history/${id}/document`, token);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ result: false, message: 'Документ не найден' });
    }
    expect(text.title).toBe('Заявление о досрочном расторжении полиса');
    expect(text.flat).toContain('№ 26-OGPO-000201');
    expect(text.flat).toContain('Омаров Тимур Болатович');
    expect(text.flat).toContain('KZ56 7220 0000 7654 3210');
    expect(text.flat).toContain(money(newest?.refund ?? 0));

    const second = await history(t.app, token, 2);
    expect(second.data.map((h) => h.global)).toEqual(HISTORY_POLICIES.slice(5, 10).map((p) => p.number));
    const third = await history(t.app, token, 3);
    expect(third.meta.current_page).toBe(3);
    expect(third.data.map((h) => h.global)).toEqual([
      ...HISTORY_POLICIES.slice(10).map((p) => p.number),
      NON_TERMINABLE.terminated.number,
    ]);
    expect((await history(t.app, token, 4)).data).toEqual([]);
    const bad = await get(t.app, '/api/contracts/functional/history?page=0', token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ result: false, errors: ['Неверный номер страницы'] });
    for (const role of [0, 1, 2, 3, 4, 5, 6, 7, 9, 10] as RoleId[]) {
      const res = await get(t.app, '/api/contracts/functional/history', t.tokenFor(role));
      expect(res.status, `role ${role}`).toBe(TERMINATION_ROLES.includes(role) ? 200 : 403);
    }
  });
});

describe('POST /api/contracts/functional/calculate', () => {
  it('refunds the unexpired share of the premium by days minus 20 % commission, rounded to the tiyn', async () => {
    const t = makeApp();
    // 45\u00A0600\u00A0тг., started 90 days ago: 275 of 365 days unexpired -> 34 356,16; commission 20 % = 6 871,23.
    const card = await calculated(t, S.cardOtp.number, ulid(1));
    expect([card.termination.refund, card.termination.commission]).toEqual([27_484.93, 6_871.23]);
    expect(TERMINATION_COMMISSION_RATE).toBe(0.2);
    // Status 3, cover starts in 10 days: the whole premium is unexpired.
    const future = await calculated(t, S.nonResident.number, ulid(2));
    expect([future.termination.refund, future.termination.commission]).toEqual([53_840, 13_460]);
    // A day later one more day is used.
    t.advance(24 * 60 * 60 * 1000);
    const later = await calculated(t, S.cardOtp.number, ulid(3));
    expect([later.termination.refund, later.termination.commission]).toEqual([27_384.98, 6_846.25]);
  });

  it('refuses a policy that cannot be terminated, and an unknown one', async () => {
    const t = makeApp();
    const policy = await policyOf(t, NON_TERMINABLE.expired.number);
    const { termination } = await calculated(t, S.cashPaper.number, ulid(4));
    const res = await call(t, '/api/contracts/functional/calculate', { termination, policy });
    expect(res).toEqual({
      status: 409,
      body: { result: false, message: 'Договор 26-OGPO-100055 в статусе «Истёк» не может быть расторгнут' },
    });
    const unknown = await call(t, '/api/contracts/functional/calculate', {
      termination,
      policy: { ...policy, number: '26-OGPO-000000' },
    });
    expect(unknown).toEqual({
      status: 404,
      body: { result: false, message: 'Договор 26-OGPO-000000 не найден' },
    });
    const incomplete = await call(t, '/api/contracts/functional/calculate', { policy });
    expect(incomplete).toEqual({
      status: 400,
      body: { result: false, errors: ['Поле «Заявление» обязательно.'] },
    });
    const negative = await call(t, '/api/contracts/functional/calculate', {
      policy,
      termination: { ...termination, refund: -1 },
    });
    expect(negative.body.errors).toEqual(['Поле «Сумма возврата» должно быть не меньше 0.']);
  });
});

describe('POST /api/contracts/functional/create-termination-document', () => {
  it("renders the application with the request's data (card return, OTP signing)", async () => {
    const t = makeApp();
    const body = await calculated(t, S.cardOtp.number, ulid(10), {
      ...card,
      signinType: 1,
      otp: { phone: '+7(701) 710-0001', code: '' },
    });
    const pdf = await pdfText(await documentOf(t, body));
    expect(pdf.title).toBe(TERMINATION_DOCUMENT_FILE.replace(/\.pdf$/, ''));
    expect(pdf.pages).toHaveLength(1);
    for (const phrase of [
      'Заявление о досрочном расторжении полиса',
      'Ахметов Ерлан Серикович',
      '850614301002',
      '№ 26-OGPO-100001, ОГПО ВТС',
      '02.12.2025 — 01.12.2026',
      'Досрочное расторжение',
      money(45_600),
      money(27_484.93),
      money(6_871.23),
      'На банковский счёт',
      'KZ68 7220 0000 1234 5678',
      'CASPKZKA',
      'АО «KASPI BANK»',
      'ИИН получателя 850614301002',
      'вводом одноразового кода',
      '02.03.2026',
    ])
      expect(pdf.flat, phrase).toContain(phrase);
  });

  it('cash return, paper signing, death of the policyholder: the heir and no bank block', async () => {
    const t = makeApp();
    const body = await calculated(t, S.death.number, ulid(11), {
      rescindingReason: '00000000020',
      beneficiary: { iin: '930430401006', surname: 'Нуржанова', name: 'Асель', patronymic: 'Бауыржановна' },
    });
    const pdf = await pdfText(await documentOf(t, body));
    expect(pdf.flat).toContain('Смерть страхователя');
    expect(pdf.flat).toContain('Наличными в офисе страховщика');
    expect(pdf.flat).toContain('Нуржанова Асель Бауыржановна');
    expect(pdf.flat).toContain('подписывается собственноручно');
    expect(pdf.flat).not.toContain('IBAN');
    expect(pdf.pages).toHaveLength(1);
  });

  it('refuses invalid data with Russian messages', async () => {
    const t = makeApp();
    const path = '/api/contracts/functional/create-termination-document';
    const body = await calculated(t, S.invalidIban.number, ulid(12), card);
    const refusal = async (termination: TerminationRequest, status = 400) => {
      const res = await call(t, path, { ...body, termination });
      expect(res.status).toBe(status);
      return res.body.message;
    };
    const tm = body.termination;
    expect(await refusal({ ...tm, bank: { ...tm.bank, iik: IBAN.badChecksum } })).toBe(
      'Неверная контрольная сумма IBAN',
    );
    expect(await refusal({ ...tm, bank: { ...tm.bank, iik: IBAN.badLength } })).toBe(
      'IBAN для KZ должен содержать 20 символов',
    );
    expect(await refusal({ ...tm, bank: { ...tm.bank, iik: IBAN.validHalyk } })).toBe(
      'БИК CASPKZKA не соответствует банку IBAN (БИК HSBKKZKX)',
    );
    expect(await refusal({ ...tm, bank: { ...tm.bank, kbe: '11' } })).toBe(
      'КБе должен быть одним из: 17, 19, 27, 29',
    );
    expect(await refusal({ ...tm, bank: { ...tm.bank, bik: '' } })).toBe('Заполните данные корректно');
    expect(await refusal({ ...tm, beneficiary: { ...tm.beneficiary, name: ' ' } })).toBe(
      'Заполните данные корректно',
    );
    expect(await refusal({ ...tm, rescindingReason: '00000000020', signinType: 1 })).toBe(
      'При смерти страхователя подписание по ОТП недоступно: выберите бумажное подписание',
    );
    expect(await refusal({ ...tm, refund: tm.refund + 100 }, 409)).toBe(
      'Сумма возврата не совпадает с расчётом. Рассчитайте сумму возврата заново',
    );
    // The same ulid cannot be reused for another policy.
    await documentOf(t, body);
    const other = await calculated(t, S.cashPaper.number, ulid(12));
    expect((await call(t, path, other)).body.message).toBe(
      'Заявление относится к другому договору. Откройте договор заново',
    );
  });

  it('texts have limits: a long name is refused with a Russian message, a huge body before it is read', async () => {
    const t = makeApp();
    const path = '/api/contracts/functional/create-termination-document';
    const body = await calculated(t, S.cashPaper.number, ulid(14));
    const long = {
      ...body.termination,
      beneficiary: { ...body.termination.beneficiary, name: 'А'.repeat(101) },
    };
    const res = await call(t, path, { ...body, termination: long });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Поле «Имя» должно содержать не более 100 символов.']);
    const huge = {
      ...body.termination,
      beneficiary: { ...body.termination.beneficiary, name: 'А'.repeat(1_200_000) },
    };
    // refused by its declared length, never parsed (body-limit.test.ts shows it on a real socket, in time)
    const refused = await call(t, path, { ...body, termination: huge });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ result: false, errors: ['Некорректный запрос.'] });
    // The 100-character name is accepted and rendered.
    const ok = {
      ...body.termination,
      beneficiary: { ...body.termination.beneficiary, name: 'А'.repeat(100) },
    };
    expect((await call(t, path, { ...body, termination: ok })).status).toBe(200);
  });

  it('two concurrent calls with one new ulid for two policies: the first wins, the second is refused', async () => {
    const t = makeApp();
    const path = '/api/contracts/functional/create-termination-document';
    const a = await calculated(t, S.cardOtp.number, ulid(13));
    const b = await calculated(t, S.cashPaper.number, ulid(13));
    const [ra, rb] = await Promise.all([call(t, path, a), call(t, path, b)]);
    expect([ra.status, rb.status]).toEqual([200, 409]);
    expect(rb.body.message).toBe('Заявление относится к другому договору. Откройте договор заново');
    const stored = t.db
      .prepare(
        'SELECT p.number, r.request FROM termination_requests r JOIN policies p ON p.id = r.policy_id WHERE ulid = ?',
      )
      .get(ulid(13)) as { number: string; request: string };
    expect(stored.number).toBe(S.cardOtp.number);
    expect(JSON.parse(stored.request).refund).toBe(a.termination.refund);
    const pdf = await pdfText(fromBase64(ra.body.document as string));
    expect(pdf.flat).toContain(S.cardOtp.number);
  });
});

describe('OTP signing: send-sms, accept, check-otp', () => {
  it('needs a generated document, sends the code with the page link, and accept confirms it', async () => {
    const t = makeApp();
    const id = ulid(20);
    const send = { phone: '77017100001', ulid: id };
    expect(await call(t, '/api/functional/otp/send-sms', send)).toEqual({
      status: 409,
      body: { result: false, message: 'Необходимо сформировать документ' },
    });
    const body = await calculated(t, S.cardOtp.number, id, { ...card, signinType: 1 });
    await documentOf(t, body);
    const check = () => call(t, '/api/functional/otp/check-otp', { ulid: id });
    expect((await check()).body).toEqual({
      result: false,
      message: 'Код для подтверждения заявления не отправлялся',
    });

    expect(await call(t, '/api/functional/otp/send-sms', send)).toEqual({
      status: 200,
      body: { result: true, sendPhone: '+7(701) ***-**01' },
    });
    const sent = lastDevCode(t.db, { subject: id });
    expect(sent).toMatchObject({ phone: '+7(701) 710-0001', purpose: 'document' });
    expect(sent?.text).toContain(`http://127.0.0.1:8080/func/otp/${id}?code=${sent?.code}`);
    expect((await check()).body).toEqual({
      result: false,
      message: 'Заявление не подтверждено кодом из SMS',
    });

    // The customer's page shows the application.
    const page = await get(t.app, `/api/functional/otp/get-data?ulid=${id}`);
    const { payload } = EncryptedAnswerSchema.parse(await page.json());
    const data = FunctionalOtpDataSchema.parse(
      await decryptPayload(DEMO_PAYLOAD_KEY, functionalOtpPurpose(id), payload),
    );
    expect(data).toMatchObject({ isOtpSended: true, isOtpAccepted: false, type: 'termination' });
    expect((await pdfText(fromBase64(data.document ?? ''))).flat).toContain('№ 26-OGPO-100001');

    // Resend only after 60 s.
    const again = await post(t.app, '/api/functional/otp/send-sms', send, auth(t.tokenFor(3)));
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('60');
    t.advance(60_000);
    expect((await call(t, '/api/functional/otp/send-sms', send)).status).toBe(200);
    const code = lastDevCode(t.db, { subject: id })?.code ?? '';
    expect(code).not.toBe('');

    const wrong = await post(t.app, '/api/functional/otp/accept', {
      ulid: id,
      code: code === '1111' ? '2222' : '1111',
    });
    expect(await wrong.json()).toEqual({ result: false, message: 'Неверный код' });
    const accept = await post(t.app, '/api/functional/otp/accept', { ulid: id, code });
    expect(await accept.json()).toEqual({ result: true });
    expect(await check()).toEqual({ status: 200, body: { result: true } });
    expect((await call(t, '/api/functional/otp/send-sms', send)).body.message).toBe(
      'Заявление уже подтверждено кодом из SMS',
    );
  });

  it('refuses the death reason, and roles outside the group', async () => {
    const t = makeApp();
    const id = ulid(21);
    const body = await calculated(t, S.death.number, id, { rescindingReason: '00000000020' });
    await documentOf(t, body);
    expect((await call(t, '/api/functional/otp/send-sms', { phone: '77017100003', ulid: id })).body).toEqual({
      result: false,
      message: 'При смерти страхователя подписание по ОТП недоступно: выберите бумажное подписание',
    });
    expect(
      (await call(t, '/api/functional/otp/send-sms', { phone: '77017100003', ulid: id }, 4)).status,
    ).toBe(403);
    expect((await call(t, '/api/functional/otp/check-otp', { ulid: id }, 4)).status).toBe(403);
    const badPhone = await call(t, '/api/functional/otp/send-sms', { phone: '+7(701) 710-0003', ulid: id });
    expect(badPhone).toEqual({ status: 400, body: { result: false, errors: ['Неверный номер телефона'] } });
  });
});

describe('POST /api/contracts/functional/terminate', () => {
  it('card with OTP: terminates once confirmed, status 4 and a history row on top', async () => {
    const t = makeApp();
    const id = ulid(30);
    const body = await calculated(t, S.cardOtp.number, id, { ...card, signinType: 1 });
    await documentOf(t, body);
    await call(t, '/api/functional/otp/send-sms', { phone: '77017100001', ulid: id });
    const terminate = () => call(t, '/api/contracts/functional/terminate', { ulid: id });
    expect(await terminate()).toEqual({
      status: 409,
      body: { result: false, message: 'Заявление не подтверждено кодом из SMS' },
    });
    const code = lastDevCode(t.db, { subject: id })?.code;
    await post(t.app, '/api/functional/otp/accept', { ulid: id, code });

    expect(await terminate()).toEqual({
      status: 200,
      body: { result: true, message: 'Договор 26-OGPO-100001 успешно обработан' },
    });
    expect((await policyOf(t, S.cardOtp.number)).status).toEqual({ title: 'Расторгнут', code: 4 });
    const page = await history(t.app, t.tokenFor(0));
    expect(page.meta.total).toBe(14);
    expect(page.data[0]).toMatchObject({
      global: '26-OGPO-100001',
      client_iin: '850614301002',
      premium: 45_600,
      refund: 27_484.93,
      status: 'Расторгнут',
      signinType: 1,
      returnType: 2,
      created_at: '2026-03-02 14:00:00',
    });
    expect((await pdfText(await historyDocumentOf(t, page.data[0]!.id))).flat).toContain(
      'KZ68 7220 0000 1234 5678',
    );
    expect(await terminate()).toEqual({
      status: 409,
      body: { result: false, message: 'Договор по этому заявлению уже расторгнут' },
    });
    // A second request for the terminated policy is refused too.
    const again = await call(t, '/api/contracts/functional/calculate', body);
    expect(again.body.message).toBe('Договор 26-OGPO-100001 в статусе «Расторгнут» не может быть расторгнут');
  });

  it('cash with paper signing needs no code', async () => {
    const t = makeApp();
    const id = ulid(31);
    await documentOf(t, await calculated(t, S.cashPaper.number, id));
    const res = await call(t, '/api/contracts/functional/terminate', { ulid: id });
    expect(res).toEqual({
      status: 200,
      body: { result: true, message: 'Договор 26-OGPO-100002 успешно обработан' },
    });
    expect((await history(t.app, t.tokenFor(3))).data[0]).toMatchObject({
      global: '26-OGPO-100002',
      signinType: 2,
      returnType: 1,
    });
  });

  it("refuses without a document: none generated, or dropped by update's new termination data", async () => {
    const t = makeApp();
    const noDocument = { result: false, message: 'Необходимо сформировать документ' };
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: ulid(32) })).body).toEqual(
      noDocument,
    );

    const id = ulid(33);
    const body = await calculated(t, S.contractNumber.number, id);
    // Stored by update only: no document yet.
    expect(await call(t, '/api/contracts/functional/update', body)).toEqual({
      status: 200,
      body: { result: true },
    });
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: id })).body).toEqual(noDocument);

    await documentOf(t, body);
    // The signing method and the OTP phone keep the document...
    const signing = {
      ...body.termination,
      signinType: 1 as const,
      otp: { phone: '+7(701) 710-0007', code: '' },
    };
    await call(t, '/api/contracts/functional/update', { ...body, termination: signing });
    // (rendered again with the signing text of OTP)
    const stored = t.db.prepare('SELECT document FROM termination_requests WHERE ulid = ?').get(id) as {
      document: Buffer;
    };
    expect((await pdfText(new Uint8Array(stored.document))).flat).toContain('вводом одноразового кода');
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: id })).body.message).toBe(
      'Заявление не подтверждено кодом из SMS',
    );
    // ...other termination data drop it.
    const changed = { ...body.termination, beneficiary: { ...body.termination.beneficiary, patronymic: '' } };
    await call(t, '/api/contracts/functional/update', { ...body, termination: changed });
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: id })).body).toEqual(noDocument);
  });

  it('new termination data void an earlier confirmation of the application', async () => {
    const t = makeApp();
    const id = ulid(34);
    const body = await calculated(t, S.cardOtp.number, id, { ...card, signinType: 1 });
    await documentOf(t, body);
    await call(t, '/api/functional/otp/send-sms', { phone: '77017100001', ulid: id });
    await post(t.app, '/api/functional/otp/accept', {
      ulid: id,
      code: lastDevCode(t.db, { subject: id })?.code,
    });
    expect((await call(t, '/api/functional/otp/check-otp', { ulid: id })).body).toEqual({ result: true });
    await documentOf(t, { ...body, termination: { ...body.termination, bank: { ...card.bank, kbe: '29' } } });
    expect((await call(t, '/api/functional/otp/check-otp', { ulid: id })).body.result).toBe(false);
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: id })).body.message).toBe(
      'Заявление не подтверждено кодом из SMS',
    );
  });

  it('refuses a policy that cannot be terminated any more, and invalid stored bank data', async () => {
    const t = makeApp();
    const id = ulid(35);
    await documentOf(t, await calculated(t, S.contractNumber.number, id));
    // Its cover ended yesterday: 'Истёк'.
    t.db.prepare("UPDATE policies SET date_to = '2026-03-01' WHERE number = ?").run(S.contractNumber.number);
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: id })).body).toEqual({
      result: false,
      message: 'Договор 26-OGPO-100007 в статусе «Истёк» не может быть расторгнут',
    });

    // A request stored before its bank data became invalid (e.g. a bank closed): checked again at terminate.
    const cardId = ulid(36);
    const body = await calculated(t, S.invalidIban.number, cardId, card);
    await documentOf(t, body);
    const stored = { ...body.termination, bank: { ...card.bank, iik: IBAN.unknownBank } };
    t.db
      .prepare('UPDATE termination_requests SET request = ? WHERE ulid = ?')
      .run(JSON.stringify(stored), cardId);
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: cardId })).body).toEqual({
      result: false,
      message: 'Неизвестный код банка 123 в IBAN',
    });
    expect((await call(t, '/api/contracts/functional/terminate', { ulid: cardId }, 4)).body).toEqual(
      FORBIDDEN,
    );
  });
});
