import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT,
  ConsentStatusSchema,
  DEMO_PAYLOAD_KEY,
  EncryptedAnswerSchema,
  FunctionalOtpDataSchema,
  KdpDocumentSchema,
  PayloadError,
  ROLE_IDS,
  decryptPayload,
  functionalOtpPurpose,
  isValidIin,
  kdpPurpose,
  smsParts,
} from '@sakta/core';
import {
  DEMO_CUSTOMERS,
  DEMO_CUSTOMER_IINS as IIN,
  DEMO_DOCUMENT_ULIDS as ULID,
} from '../src/features/public-pages/demo-public';
import { fontBytes } from '../src/services/pdf/fonts';
import { renderPdf } from '../src/services/pdf/render';
import { seedPublic, sendPendingCodes } from '../src/features/public-pages/seed';
import { lastDevCode } from '../src/features/dev/outbox';
import { get, makeApp, post, type TestApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/** The customer's public pages (consent, document confirmation), the PDFs they show, and the user guide. */

async function consentStatus(app: TestApp, iin: string) {
  const res = await get(app, `/api/kdp/check-status?iin=${iin}`);
  expect(res.status).toBe(200);
  const { payload } = EncryptedAnswerSchema.parse(await res.json());
  return ConsentStatusSchema.parse(await decryptPayload(DEMO_PAYLOAD_KEY, kdpPurpose(iin), payload));
}

async function documentData(app: TestApp, ulid: string) {
  const res = await get(app, `/api/functional/otp/get-data?ulid=${ulid}`);
  expect(res.status).toBe(200);
  const { payload } = EncryptedAnswerSchema.parse(await res.json());
  return FunctionalOtpDataSchema.parse(
    await decryptPayload(DEMO_PAYLOAD_KEY, functionalOtpPurpose(ulid), payload),
  );
}

async function devCode(app: TestApp, subject: string): Promise<string> {
  return ((await (await get(app, `/api/dev/last-code?subject=${subject}`)).json()) as { code: string }).code;
}

const other = (code: string) => (code === '1111' ? '2222' : '1111');

describe('seed of the public pages', () => {
  it('is idempotent, keeps changes made through the app, and adds nothing in production', () => {
    const { db, config } = makeApp();
    const count = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    // the state register's people of /ogpo keep their consent rows in customers too: count the public demo's
    const publicCustomers = `customers WHERE iin IN (${DEMO_CUSTOMERS.map((c) => `'${c.iin}'`).join(', ')})`;
    expect([count(publicCustomers), count('otp_documents'), count('payments')]).toEqual([5, 4, 5]);
    db.prepare("UPDATE payments SET status = 'paid' WHERE id = 1001").run();
    db.prepare("UPDATE customers SET consent_status = 'accepted' WHERE iin = ?").run(IIN.pending);
    expect(seedPublic(db, config)).toEqual({ customersAdded: 0, documentsAdded: 0, contractsAdded: 0 });
    expect(db.prepare('SELECT status FROM payments WHERE id = 1001').get()).toEqual({ status: 'paid' });
    expect(db.prepare('SELECT consent_status FROM customers WHERE iin = ?').get(IIN.pending)).toEqual({
      consent_status: 'accepted',
    });
    expect(db.prepare('SELECT id, status FROM payments ORDER BY id').all()).toEqual([
      { id: 1001, status: 'paid' },
      { id: 1002, status: 'awaiting' },
      { id: 1003, status: 'awaiting' },
      { id: 1004, status: 'paid' },
      { id: 1005, status: 'awaiting' },
    ]);
    const prod = makeApp({ mode: 'production' });
    expect(prod.db.prepare('SELECT count(*) AS n FROM customers').get()).toEqual({ n: 0 });
    expect(prod.db.prepare('SELECT count(*) AS n FROM payments').get()).toEqual({ n: 0 });
  });

  it('customers have valid IINs; the pending ones get a fresh code with a working link at every start', () => {
    const { db, config } = makeApp();
    for (const c of DEMO_CUSTOMERS) expect(isValidIin(c.iin), c.iin).toBe(true);
    const lines: string[] = [];
    const links = sendPendingCodes(db, { ...config, log: (l) => lines.push(l) });
    // (the state register's pending consent of /ogpo gets its code too; this test reads the public demo's)
    const own = links.filter((l) => l.kind === 'document' || DEMO_CUSTOMERS.some((c) => c.iin === l.subject));
    expect(own.map((l) => l.link)).toEqual([
      `http://127.0.0.1:8080/kdp/${IIN.pending}`,
      `http://127.0.0.1:8080/kdp/${IIN.pendingSecond}`,
      `http://127.0.0.1:8080/kdp/${IIN.pendingKazakh}`,
      `http://127.0.0.1:8080/func/otp/${ULID.pending}`,
      `http://127.0.0.1:8080/func/otp/${ULID.pendingKazakh}`,
    ]);
    const code = lastDevCode(db, { subject: IIN.pending })!.code;
    expect(lines.find((l) => l.includes(`/kdp/${IIN.pending}?`))).toBe(
      `[sms] +7(701) 555-0101: Sakta: код ${code} для согласия на сбор и обработку персональных данных: http://127.0.0.1:8080/kdp/${IIN.pending}?code=${code}`,
    );
    expect(lines.find((l) => l.includes('/func/otp/'))).toMatch(
      new RegExp(
        `^\\[sms\\] \\+7\\(775\\) 555-0103: Sakta: код \\d{4} для подтверждения документа: http://127\\.0\\.0\\.1:8080/func/otp/${ULID.pending}\\?code=\\d{4}$`,
      ),
    );
    // the customer who reads Kazakh: both SMS in Kazakh, their links with lang=kk
    const kkCode = lastDevCode(db, { subject: IIN.pendingKazakh })!.code;
    expect(lines.find((l) => l.includes(`/kdp/${IIN.pendingKazakh}?`))).toBe(
      `[sms] +7(702) 555-0105: Sakta: дербес деректерді жинауға және өңдеуге келісім коды ${kkCode}: http://127.0.0.1:8080/kdp/${IIN.pendingKazakh}?code=${kkCode}&lang=kk`,
    );
    const docCode = lastDevCode(db, { subject: ULID.pendingKazakh })!.code;
    expect(lines.find((l) => l.includes(`/func/otp/${ULID.pendingKazakh}?`))).toBe(
      `[sms] +7(702) 555-0105: Sakta: құжатты растау коды ${docCode}: http://127.0.0.1:8080/func/otp/${ULID.pendingKazakh}?code=${docCode}&lang=kk`,
    );
  });

  it('every SMS of the customer pages is billed as at most two parts (UCS-2), in both languages', () => {
    const { db, config } = makeApp();
    const lines: string[] = [];
    sendPendingCodes(db, { ...config, log: (l) => lines.push(l) });
    const sms = lines
      .filter((l) => /\/(kdp|func\/otp)\//.test(l))
      .map((l) => l.replace(/^\[sms\] [^:]+: /, ''));
    expect(sms.some((t) => t.includes('&lang=kk'))).toBe(true);
    expect(sms.some((t) => !t.includes('lang='))).toBe(true);
    for (const text of sms) {
      expect(smsParts(text).encoding, text).toBe('UCS-2');
      expect(smsParts(text).parts, text).toBeLessThanOrEqual(2);
    }
  });
});

describe('GET /api/kdp/check-status', () => {
  it('answers each seeded state, encrypted for the IIN', async () => {
    const { app } = makeApp();
    expect(await consentStatus(app, IIN.pending)).toEqual({ isOtpSended: true, isKdpAccepted: false });
    expect(await consentStatus(app, IIN.pendingSecond)).toEqual({ isOtpSended: true, isKdpAccepted: false });
    expect(await consentStatus(app, IIN.accepted)).toEqual({ isOtpSended: true, isKdpAccepted: true });
    expect(await consentStatus(app, IIN.noCode)).toEqual({ isOtpSended: false, isKdpAccepted: false });
    expect(await consentStatus(app, '900101300125')).toEqual({ isOtpSended: false, isKdpAccepted: false });
  });

  it('does not decrypt with another purpose (another IIN) or another key', async () => {
    const { app } = makeApp();
    const { payload } = (await (await get(app, `/api/kdp/check-status?iin=${IIN.pending}`)).json()) as {
      payload: string;
    };
    await expect(decryptPayload(DEMO_PAYLOAD_KEY, kdpPurpose(IIN.accepted), payload)).rejects.toThrow(
      PayloadError,
    );
    await expect(
      decryptPayload(DEMO_PAYLOAD_KEY, functionalOtpPurpose(IIN.pending), payload),
    ).rejects.toThrow(PayloadError);
    const otherKey = Buffer.alloc(32, 7).toString('base64');
    await expect(decryptPayload(otherKey, kdpPurpose(IIN.pending), payload)).rejects.toThrow(PayloadError);
  });

  it('uses the configured key', async () => {
    const key = Buffer.alloc(32, 3).toString('base64');
    const { app } = makeApp({ payloadKey: key });
    const { payload } = (await (await get(app, `/api/kdp/check-status?iin=${IIN.accepted}`)).json()) as {
      payload: string;
    };
    expect(await decryptPayload(key, kdpPurpose(IIN.accepted), payload)).toEqual({
      isOtpSended: true,
      isKdpAccepted: true,
    });
  });

  it('refuses a malformed IIN with 400', async () => {
    const { app } = makeApp();
    for (const q of ['iin=12345', 'iin=85041240123x', '']) {
      const res = await get(app, `/api/kdp/check-status?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { result: boolean }).result).toBe(false);
    }
  });
});

describe('POST /api/kdp/accept', () => {
  it('accepts the right code; the status then says accepted', async () => {
    const { app } = makeApp();
    const code = await devCode(app, IIN.pending);
    const res = await post(app, '/api/kdp/accept', { iin: IIN.pending, code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true });
    expect(await consentStatus(app, IIN.pending)).toEqual({ isOtpSended: true, isKdpAccepted: true });
    // Again (a reload): still fine.
    expect(await (await post(app, '/api/kdp/accept', { iin: IIN.pending, code })).json()).toEqual({
      result: true,
    });
  });

  it('refuses a wrong code with {result: false, message}, blocks at the 5th, and says when none was sent', async () => {
    const { app, advance } = makeApp();
    const code = await devCode(app, IIN.pendingSecond);
    const wrong = await post(app, '/api/kdp/accept', { iin: IIN.pendingSecond, code: other(code) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ result: false, message: 'Неверный код' });
    for (let i = 0; i < 3; i++)
      await post(app, '/api/kdp/accept', { iin: IIN.pendingSecond, code: other(code) });
    const blocked = await post(app, '/api/kdp/accept', { iin: IIN.pendingSecond, code: other(code) });
    expect(await blocked.json()).toEqual({
      result: false,
      message: 'Превышено количество попыток. Запросите новый код',
    });
    expect(await consentStatus(app, IIN.pendingSecond)).toEqual({ isOtpSended: true, isKdpAccepted: false });

    // A new code (dev endpoint, once the resend interval after the start's code passed), then it expires after
    // 24 hours.
    advance(60_000);
    const sent = await post(app, '/api/dev/kdp/send', { iin: IIN.pendingSecond });
    expect(await sent.json()).toEqual({ result: true, sendPhone: '+7(707) ***-**02' });
    const fresh = await devCode(app, IIN.pendingSecond);
    advance(24 * 3600_000);
    expect(
      await (await post(app, '/api/kdp/accept', { iin: IIN.pendingSecond, code: fresh })).json(),
    ).toEqual({
      result: false,
      message: 'Срок действия кода истёк. Запросите новый код',
    });

    for (const iin of [IIN.noCode, '900101300125'])
      expect(await (await post(app, '/api/kdp/accept', { iin, code: '1234' })).json()).toEqual({
        result: false,
        message: 'Код не был отправлен',
      });
    const empty = await post(app, '/api/kdp/accept', { iin: IIN.pending, code: '' });
    expect(await empty.json()).toEqual({ result: false, errors: ['Введите код'] });
  });

  it('POST /api/dev/kdp/send opens the consent of a customer without a code', async () => {
    const { app } = makeApp();
    expect((await post(app, '/api/dev/kdp/send', { iin: IIN.noCode })).status).toBe(200);
    expect(await consentStatus(app, IIN.noCode)).toEqual({ isOtpSended: true, isKdpAccepted: false });
    const code = await devCode(app, IIN.noCode);
    expect(await (await post(app, '/api/kdp/accept', { iin: IIN.noCode, code })).json()).toEqual({
      result: true,
    });
    const again = await post(app, '/api/dev/kdp/send', { iin: IIN.noCode });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ result: false, errors: ['Согласие уже получено'] });
    expect((await post(app, '/api/dev/kdp/send', { iin: '900101300125' })).status).toBe(404);
  });

  it('POST /api/dev/kdp/send {lang: kk} sends the SMS in Kazakh, its link with lang=kk; an unknown lang is 400', async () => {
    const { app } = makeApp();
    expect((await post(app, '/api/dev/kdp/send', { iin: IIN.noCode, lang: 'kk' })).status).toBe(200);
    const sent = (await (await get(app, `/api/dev/last-code?subject=${IIN.noCode}`)).json()) as {
      code: string;
      text: string;
    };
    expect(sent.text).toBe(
      `Sakta: дербес деректерді жинауға және өңдеуге келісім коды ${sent.code}: http://127.0.0.1:8080/kdp/${IIN.noCode}?code=${sent.code}&lang=kk`,
    );
    expect((await post(app, '/api/dev/kdp/send', { iin: IIN.pending, lang: 'en' })).status).toBe(400);
  });
});

describe('GET /api/kdp/get-document', () => {
  it('is the consent PDF in Russian (default) with the customer name, IIN and date', async () => {
    const { app } = makeApp();
    const res = await get(app, `/api/kdp/get-document?iin=${IIN.pending}`);
    expect(res.status).toBe(200);
    const { document } = KdpDocumentSchema.parse(await res.json());
    const pdf = await pdfText(fromBase64(document));
    expect(pdf.title).toBe('Согласие на сбор и обработку персональных данных');
    expect(pdf.flat).toContain('Сапарова Айгерим Нурлановна');
    expect(pdf.flat).toContain(IIN.pending);
    expect(pdf.flat).toContain('02.03.2026');
    expect(pdf.flat).toContain('№ 94-V');
    expect(pdf.flat).toContain('Ожидает подтверждения кодом из SMS');
    expect(pdf.flat).toContain(CONSENT_TEXT.ru.paragraphs.at(-1)!.replace(/\s+/g, ' '));
  });

  it('is in Kazakh with lang=kz, and shows the signing time once accepted', async () => {
    const { app } = makeApp();
    const res = await get(app, `/api/kdp/get-document?iin=${IIN.accepted}&lang=kz`);
    const pdf = await pdfText(fromBase64(KdpDocumentSchema.parse(await res.json()).document));
    expect(pdf.title).toBe('Дербес деректерді жинауға және өңдеуге келісім');
    expect(pdf.flat).toContain('Жаксылыков Нурлан Маратович');
    expect(pdf.flat).toContain('ЖСН');
    expect(pdf.flat).toContain('бір реттік кодты');
    expect(pdf.flat).toMatch(/SMS кодымен қол қойылды 31\.01\.2026 14:00/);
  });

  it('is not given for a customer without a code or an unknown IIN; a bad lang is 400', async () => {
    const { app } = makeApp();
    for (const iin of [IIN.noCode, '900101300125']) {
      const res = await get(app, `/api/kdp/get-document?iin=${iin}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ result: false, errors: ['Клиент не найден'] });
    }
    expect((await get(app, `/api/kdp/get-document?iin=${IIN.pending}&lang=en`)).status).toBe(400);
  });
});

describe('/api/functional/otp', () => {
  it('get-data: the pending document with its PDF, the accepted one, the one without a code, an unknown ulid', async () => {
    const { app } = makeApp();
    const pending = await documentData(app, ULID.pending);
    expect(pending).toMatchObject({ isOtpSended: true, isOtpAccepted: false, type: 'termination' });
    const pdf = await pdfText(fromBase64(pending.document!));
    expect(pdf.title).toBe('Заявление о досрочном расторжении полиса');
    expect(pdf.flat).toContain('Жаксылыков Нурлан Маратович');
    expect(pdf.flat).toContain('KZ687220000012345678');
    expect(pdf.flat).toContain('38 540,00 тг.');

    const accepted = await documentData(app, ULID.accepted);
    expect(accepted).toMatchObject({ isOtpSended: true, isOtpAccepted: true, type: 'agreement' });
    expect((await pdfText(fromBase64(accepted.document!))).flat).toContain('Договор страхования имущества');

    expect(await documentData(app, ULID.noCode)).toEqual({
      isOtpSended: false,
      isOtpAccepted: false,
      type: 'termination',
      document: null,
    });
    expect(await documentData(app, '01JDSAKTA0000000000000000Z')).toEqual({
      isOtpSended: false,
      isOtpAccepted: false,
      type: null,
      document: null,
    });
    expect((await get(app, '/api/functional/otp/get-data?ulid=not-a-ulid')).status).toBe(400);
  });

  it('get-data payload does not decrypt as another document', async () => {
    const { app } = makeApp();
    const { payload } = (await (
      await get(app, `/api/functional/otp/get-data?ulid=${ULID.pending}`)
    ).json()) as {
      payload: string;
    };
    await expect(
      decryptPayload(DEMO_PAYLOAD_KEY, functionalOtpPurpose(ULID.accepted), payload),
    ).rejects.toThrow(PayloadError);
  });

  it('accept: wrong code refused, right code accepted, status follows', async () => {
    const { app } = makeApp();
    const code = await devCode(app, ULID.pending);
    expect(
      await (await post(app, '/api/functional/otp/accept', { ulid: ULID.pending, code: other(code) })).json(),
    ).toEqual({
      result: false,
      message: 'Неверный код',
    });
    const ok = await post(app, '/api/functional/otp/accept', { ulid: ULID.pending, code });
    expect(await ok.json()).toEqual({ result: true });
    expect(await documentData(app, ULID.pending)).toMatchObject({ isOtpSended: true, isOtpAccepted: true });
    expect(
      await (await post(app, '/api/functional/otp/accept', { ulid: ULID.noCode, code: '1234' })).json(),
    ).toEqual({
      result: false,
      message: 'Код не был отправлен',
    });
  });

  it('POST /api/dev/functional/send sends a code for a document without one', async () => {
    const { app } = makeApp();
    const res = await post(app, '/api/dev/functional/send', { ulid: ULID.noCode });
    expect(await res.json()).toEqual({ result: true, sendPhone: '+7(747) ***-**04' });
    const data = await documentData(app, ULID.noCode);
    expect(data.isOtpSended).toBe(true);
    expect((await pdfText(fromBase64(data.document!))).flat).toContain('Наличными в офисе страховщика');
    const code = await devCode(app, ULID.noCode);
    expect(await (await post(app, '/api/functional/otp/accept', { ulid: ULID.noCode, code })).json()).toEqual(
      {
        result: true,
      },
    );
    expect((await post(app, '/api/dev/functional/send', { ulid: ULID.accepted })).status).toBe(409);
    expect((await post(app, '/api/dev/functional/send', { ulid: '01JDSAKTA0000000000000000Z' })).status).toBe(
      404,
    );
  });
});

describe('renderPdf', () => {
  it('embeds DejaVu Sans so Russian and Kazakh text is real, extractable text', async () => {
    const bytes = await renderPdf({
      title: 'Акт выполненных работ',
      subtitle: 'АО «Sakta Insurance»',
      fields: [
        ['Исполнитель', 'Сейткали Данияр Асланович'],
        ['Сумма', '1\u00A0234\u00A0567,50 тг.'],
      ],
      paragraphs: [
        { heading: 'Қазақша' },
        'Әріптер: ә ғ қ ң ө ұ ү һ і.',
        { list: ['первый пункт', 'второй пункт'], ordered: true },
        { signatures: [['Подпись', 'Подписано кодом из SMS']] },
      ],
      footer: 'Нижний колонтитул',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await pdfText(bytes);
    expect(pdf.title).toBe('Акт выполненных работ');
    for (const s of [
      'Акт выполненных работ',
      'Сейткали Данияр Асланович',
      '1 234 567,50 тг.',
      'Әріптер: ә ғ қ ң ө ұ ү һ і.',
      '1.',
      'второй пункт',
      'Подписано кодом из SMS',
      'Нижний колонтитул',
      'Страница 1 из 1',
    ])
      expect(pdf.flat, s).toContain(s);
    // Subsets: only the glyphs used, far smaller than the two 700 KB font files.
    expect(bytes.length).toBeLessThan(fontBytes().regular.length / 5);
  });

  it('wraps long text onto several pages and numbers every page', async () => {
    const paragraph = CONSENT_TEXT.ru.paragraphs.join(' ');
    const bytes = await renderPdf({
      title: 'Длинный документ',
      paragraphs: [paragraph, paragraph],
      pageLabel: '{n}-бет, барлығы {total}',
    });
    const pdf = await pdfText(bytes);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    pdf.pages.forEach((page, i) => expect(page).toContain(`${i + 1}-бет, барлығы ${pdf.pages.length}`));
    // Every word is there, in order: nothing is lost at line or page breaks.
    const words = pdf.pages
      .map((p) => p.replace(/\d+-бет, барлығы \d+/, ''))
      .join(' ')
      .replace('Длинный документ', '')
      .split(/\s+/)
      .filter(Boolean);
    expect(words.join(' ')).toBe([paragraph, paragraph].join(' ').split(/\s+/).join(' '));
  });

  it('keeps every document’s text right when documents share the fonts, one after another and at once', async () => {
    // DejaVu draws Cyrillic 'а', 'С', 'Р' as composites of Latin 'a', 'C', 'P': a glyph cached while one document
    // was subset once lost its Unicode mapping in the next document.
    const cyrillic = 'Страница Сара Рая АСР';
    const latin = 'Sakta APC Pay CASCO';
    const texts = async (...specs: string[]) =>
      Promise.all(
        (await Promise.all(specs.map((p) => renderPdf({ title: 'Т', paragraphs: [p], pageLabel: '' })))).map(
          async (bytes) => (await pdfText(bytes)).flat.trim(),
        ),
      );
    expect(await texts(cyrillic)).toEqual([`Т ${cyrillic}`]);
    expect(await texts(latin)).toEqual([`Т ${latin}`]);
    expect(await texts(cyrillic, latin, `${latin} ${cyrillic}`)).toEqual([
      `Т ${cyrillic}`,
      `Т ${latin}`,
      `Т ${latin} ${cyrillic}`,
    ]);
  });

  it('cuts a word longer than a line instead of running off the page', async () => {
    const long = 'Ж'.repeat(200);
    const pdf = await pdfText(await renderPdf({ title: 'T', paragraphs: [long] }));
    expect(pdf.flat.replace(/ /g, '')).toContain(long);
    expect(pdf.text.split('\n').filter((l) => l.startsWith('Ж')).length).toBeGreaterThan(1);
  });
});

describe('GET /api/pdf/instructions/{product}-usage.pdf', () => {
  it('is for signed-in users: without a valid token 401, any role with one gets the guide', async () => {
    const { app, tokenFor } = makeApp();
    for (const token of [undefined, 'forged.token.value']) {
      const res = await get(app, '/api/pdf/instructions/general-usage.pdf', token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'Token is Invalid' });
    }
    for (const role of ROLE_IDS)
      expect((await get(app, '/api/pdf/instructions/general-usage.pdf', tokenFor(role))).status).toBe(200);
  });

  it('serves the general user guide as application/pdf in Russian, several pages', async () => {
    const { app, tokenFor } = makeApp();
    const res = await get(app, '/api/pdf/instructions/general-usage.pdf', tokenFor(3));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe('inline; filename="general-usage.pdf"');
    const pdf = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.title).toBe('Инструкция пользователя');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    for (const heading of [
      'Вход в систему',
      'Сброс пароля',
      'Главная страница',
      'Согласие клиента на обработку персональных данных',
      'Оплата договора картой',
    ])
      expect(pdf.flat).toContain(heading);
    expect(pdf.flat).toContain('Пароль был успешно изменен');
  });

  it('serves the OGPO guide; an unknown product is 404', async () => {
    const { app, tokenFor } = makeApp();
    const ogpo = await get(app, '/api/pdf/instructions/ogpo-usage.pdf', tokenFor(3));
    expect(ogpo.status).toBe(200);
    expect((await pdfText(new Uint8Array(await ogpo.arrayBuffer()))).flat).toContain('ОГПО ВТС');
    for (const file of [
      'casco-usage.pdf',
      'general.pdf',
      'constructor-usage.pdf',
      '..%2Fgeneral-usage.pdf',
    ]) {
      const res = await get(app, `/api/pdf/instructions/${file}`, tokenFor(3));
      expect(res.status, file).toBe(404);
      expect(await res.json()).toEqual({ result: false, errors: ['Инструкция не найдена'] });
    }
  });
});
