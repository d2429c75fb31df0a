import { describe, expect, it } from 'vitest';
import { Base64PdfSchema } from '../../shared/api/fields';
import { answering, failure } from '../../shared/testing/fake-api';
import {
  ConsentStatusSchema,
  EncryptedAnswerSchema,
  FunctionalOtpAcceptRequestSchema,
  FunctionalOtpDataSchema,
  KdpAcceptRequestSchema,
  KdpDocumentSchema,
  functionalOtpAcceptEndpoint,
  functionalOtpPurpose,
  kdpAcceptEndpoint,
  kdpCheckStatusEndpoint,
  kdpPurpose,
} from './contract';
import {
  EPAY_WIDGET_SIZE,
  EpayPostBackSchema,
  EpayWidgetMessageSchema,
  EpayWidgetSchema,
  GetToEpayAnswerSchema,
  getToEpayEndpoint,
  isTrustedEpayOrigin,
} from './epay.contract';

const IIN = '900101300017';
const ULID = '01HZX3V9Q7W8E5R2T4Y6M8N0PA';
const PDF = 'JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+Pgo=';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('consent and document request schemas', () => {
  it('kdp/accept takes {code, iin}; the code is required but has no format', () => {
    expect(ok(KdpAcceptRequestSchema, { iin: IIN, code: '1234' })).toBe(true);
    expect(ok(KdpAcceptRequestSchema, { iin: IIN, code: '12' })).toBe(true);
    expect(ok(KdpAcceptRequestSchema, { iin: IIN, code: '' })).toBe(false);
    expect(KdpAcceptRequestSchema.safeParse({ iin: IIN, code: '' }).error?.issues[0]?.message).toBe(
      'Введите код',
    );
    expect(ok(KdpAcceptRequestSchema, { iin: IIN, code: '1'.repeat(17) })).toBe(false);
    expect(ok(KdpAcceptRequestSchema, { iin: '12345678901', code: '1234' })).toBe(false);
    expect(ok(KdpAcceptRequestSchema, { code: '1234' })).toBe(false);
  });

  it('functional/otp/accept takes {code, ulid} with a ULID of 26 Crockford base32 characters', () => {
    expect(ok(FunctionalOtpAcceptRequestSchema, { ulid: ULID, code: '1234' })).toBe(true);
    for (const ulid of [
      ULID.slice(1), // 25 characters
      ULID + '0', // 27
      ULID.toLowerCase(),
      '01HZX3V9Q7W8E5R2T4Y6M8N0PI', // I is not in the alphabet
      '01HZX3V9Q7W8E5R2T4Y6M8N0PL', // L
      '01HZX3V9Q7W8E5R2T4Y6M8N0PO', // O
      '01HZX3V9Q7W8E5R2T4Y6M8N0PU', // U
      '',
    ]) {
      expect(ok(FunctionalOtpAcceptRequestSchema, { ulid, code: '1234' }), ulid).toBe(false);
    }
    expect(
      FunctionalOtpAcceptRequestSchema.safeParse({ ulid: 'abc', code: '1234' }).error?.issues[0]?.message,
    ).toBe('Неверный идентификатор');
    expect(ok(FunctionalOtpAcceptRequestSchema, { ulid: ULID, code: '' })).toBe(false);
  });

  it('the purposes bind a payload to its IIN or ulid', () => {
    expect(kdpPurpose(IIN)).toBe('kdp-status:900101300017');
    expect(functionalOtpPurpose(ULID)).toBe(`functional-otp:${ULID}`);
    expect(kdpPurpose(IIN)).not.toBe(functionalOtpPurpose(IIN));
  });
});

describe('consent and document response schemas', () => {
  it('status answers are {payload} with a non-empty payload', () => {
    expect(ok(EncryptedAnswerSchema, { payload: 'abc' })).toBe(true);
    expect(ok(EncryptedAnswerSchema, { payload: '' })).toBe(false);
    expect(ok(EncryptedAnswerSchema, { isOtpSended: true, isKdpAccepted: false })).toBe(false);
  });

  it('consent status: isOtpSended, isKdpAccepted, each a boolean or null', () => {
    expect(ok(ConsentStatusSchema, { isOtpSended: true, isKdpAccepted: false })).toBe(true);
    expect(ok(ConsentStatusSchema, { isOtpSended: null, isKdpAccepted: null })).toBe(true);
    expect(ok(ConsentStatusSchema, { isOtpSended: 1, isKdpAccepted: 0 })).toBe(false);
    expect(ok(ConsentStatusSchema, { isOtpSended: true })).toBe(false);
  });

  it('generic code data: isOtpSended, isOtpAccepted, type, document (base64 PDF)', () => {
    const data = { isOtpSended: true, isOtpAccepted: false, type: 'termination', document: PDF };
    expect(FunctionalOtpDataSchema.parse(data)).toEqual(data);
    expect(
      ok(FunctionalOtpDataSchema, { isOtpSended: null, isOtpAccepted: null, type: null, document: null }),
    ).toBe(true);
    expect(ok(FunctionalOtpDataSchema, { ...data, document: 'iVBORw0KGgo=' })).toBe(false);
    expect(ok(FunctionalOtpDataSchema, { ...data, type: undefined })).toBe(false);
  });

  it('get-document answers {document} with a base64 PDF', () => {
    expect(ok(KdpDocumentSchema, { document: PDF })).toBe(true);
    expect(ok(KdpDocumentSchema, { document: `data:application/pdf;base64,${PDF}` })).toBe(false);
  });

  it("Base64PdfSchema accepts base64 that starts with the PDF magic '%PDF' (JVBER) and nothing else", () => {
    expect(ok(Base64PdfSchema, 'JVBERi0x')).toBe(true);
    expect(ok(Base64PdfSchema, PDF)).toBe(true);
    expect(ok(Base64PdfSchema, Buffer.from('%PDF-1.7\n%âãÏÓ\n').toString('base64'))).toBe(true);
    for (const bad of [
      '',
      'iVBORw0KGgoAAAANSUhEUg==', // PNG
      Buffer.from('hello').toString('base64'),
      `data:application/pdf;base64,${PDF}`,
      'JVBERi0x LjQK', // a space
      'JVBERi0x-_', // base64url alphabet
      'JVBERi0x===',
      '%PDF-1.4',
    ]) {
      expect(ok(Base64PdfSchema, bad), bad).toBe(false);
    }
  });
});

describe('card payment schemas', () => {
  const WIDGET = {
    invoice: '000123',
    invoiceAlt: 'ALT-000123',
    amount: 15000.5,
    currency: 'KZT',
    language: 'RUS',
    widgetUrl: 'http://localhost:5175/widget?token=t-1',
  };

  it('get-to-epay answers {result: true, data} with what the widget needs', () => {
    expect(GetToEpayAnswerSchema.parse({ result: true, data: WIDGET })).toEqual({
      result: true,
      data: WIDGET,
    });
    expect(ok(GetToEpayAnswerSchema, { result: true })).toBe(false);
  });

  it('the widget data needs the ALT- prefix, KZT, RUS, a positive amount and a URL', () => {
    expect(ok(EpayWidgetSchema, WIDGET)).toBe(true);
    expect(ok(EpayWidgetSchema, { ...WIDGET, invoiceAlt: '000123' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, invoiceAlt: 'alt-000123' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, currency: 'USD' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, language: 'KAZ' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, language: 'rus' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, widgetUrl: 'not a url' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, widgetUrl: '/widget' })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, amount: 0 })).toBe(false);
    expect(ok(EpayWidgetSchema, { ...WIDGET, invoice: '' })).toBe(false);
  });

  it('the overlay box is 420 x 900', () => {
    expect(EPAY_WIDGET_SIZE).toEqual({ width: 420, height: 900 });
  });

  it("the widget's message names its source, the invoice and success", () => {
    expect(ok(EpayWidgetMessageSchema, { source: 'sakta-epay', invoice: '000123', success: true })).toBe(
      true,
    );
    expect(
      ok(EpayWidgetMessageSchema, {
        source: 'sakta-epay',
        invoice: '000123',
        success: false,
        message: 'Отказ',
      }),
    ).toBe(true);
    expect(ok(EpayWidgetMessageSchema, { source: 'other', invoice: '000123', success: true })).toBe(false);
    expect(ok(EpayWidgetMessageSchema, { source: 'sakta-epay', invoice: '000123', success: 'true' })).toBe(
      false,
    );
    expect(ok(EpayWidgetMessageSchema, 'success')).toBe(false);
  });

  it("the provider's post-back is success or declined, and signed", () => {
    const back = { invoice: '000123', status: 'success', amount: 15000.5, reference: 'R-1', signature: 'ab' };
    expect(ok(EpayPostBackSchema, back)).toBe(true);
    expect(ok(EpayPostBackSchema, { ...back, status: 'declined', reason: 'Недостаточно средств' })).toBe(
      true,
    );
    expect(ok(EpayPostBackSchema, { ...back, status: 'ok' })).toBe(false);
    expect(ok(EpayPostBackSchema, { ...back, signature: undefined })).toBe(false);
  });
});

describe('isTrustedEpayOrigin', () => {
  const PROVIDER = 'http://localhost:5175';

  it('trusts the configured origin exactly, with or without a trailing slash in the configuration', () => {
    expect(isTrustedEpayOrigin('http://localhost:5175', PROVIDER)).toBe(true);
    expect(isTrustedEpayOrigin('http://localhost:5175', 'http://localhost:5175/')).toBe(true);
    expect(isTrustedEpayOrigin('https://epay.example.kz', 'https://epay.example.kz//')).toBe(true);
  });

  it("refuses 'null', an empty origin, another port, another scheme, another host and a lookalike", () => {
    for (const origin of [
      'null',
      '',
      'http://localhost:5173',
      'http://localhost',
      'https://localhost:5175',
      'http://127.0.0.1:5175',
      'http://localhost:51750',
      'http://localhost:5175.evil.test',
      'http://evil.test',
      'http://localhost:5175/', // a real origin never ends with '/'
    ]) {
      expect(isTrustedEpayOrigin(origin, PROVIDER), origin).toBe(false);
    }
  });

  it('https provider: an http message is refused', () => {
    expect(isTrustedEpayOrigin('http://epay.example.kz', 'https://epay.example.kz')).toBe(false);
    expect(isTrustedEpayOrigin('https://epay.example.kz', 'https://epay.example.kz')).toBe(true);
  });

  it("an unconfigured provider ('' or 'null') trusts nothing", () => {
    expect(isTrustedEpayOrigin('', '')).toBe(false);
    expect(isTrustedEpayOrigin('null', 'null')).toBe(false);
    expect(isTrustedEpayOrigin('', '/')).toBe(false);
  });
});

describe('the client with the calls of the public pages', () => {
  it("kdp/accept answered {result: false, message: 'Неверный код'} is rejected with that message", async () => {
    const { api, sent } = answering({ result: false, message: 'Неверный код' });
    const e = await failure(api.call(kdpAcceptEndpoint, { iin: IIN, code: '1234' }));
    expect(e.kind).toBe('rejected');
    expect(e.errors).toEqual(['Неверный код']);
    expect(sent[0]?.url).toBe('http://api.test/api/kdp/accept');
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ iin: IIN, code: '1234' });
  });

  it("an accept answered {error: 'x', result: false} is rejected with ['x']", async () => {
    const { api } = answering({ error: 'x', result: false });
    const e = await failure(api.call(functionalOtpAcceptEndpoint, { ulid: ULID, code: '1234' }));
    expect(e.kind).toBe('rejected');
    expect(e.errors).toEqual(['x']);
  });

  it("a rejection without any message is rejected with the default title 'Ошибка'", async () => {
    const { api } = answering({ result: false });
    const e = await failure(api.call(kdpAcceptEndpoint, { iin: IIN, code: '1234' }));
    expect(e.kind).toBe('rejected');
    expect(e.errors).toEqual(['Ошибка']);
  });

  it('an accept answer without result ({}) is malformed', async () => {
    const { api } = answering({});
    const e = await failure(api.call(kdpAcceptEndpoint, { iin: IIN, code: '1234' }));
    expect(e.kind).toBe('malformed');
  });

  it('check-status is a GET with the IIN in the query and returns the payload', async () => {
    const { api, sent } = answering({ payload: 'abc' });
    expect(await api.call(kdpCheckStatusEndpoint, undefined, { query: { iin: IIN } })).toEqual({
      payload: 'abc',
    });
    expect(sent[0]?.url).toBe(`http://api.test/api/kdp/check-status?iin=${IIN}`);
    expect(sent[0]?.init?.method).toBe('GET');
    expect(sent[0]?.init?.body).toBeUndefined();
  });

  it('get-to-epay fills the contract id and a failure carries the server message', async () => {
    const { api, sent } = answering({ result: false, message: 'Договор уже оплачен' });
    const e = await failure(api.call(getToEpayEndpoint, undefined, { params: { id: '42' } }));
    expect(sent[0]?.url).toBe('http://api.test/api/get-to-epay/42');
    expect(e.kind).toBe('rejected');
    expect(e.errors).toEqual(['Договор уже оплачен']);
  });
});
