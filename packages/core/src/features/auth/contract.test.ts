import { describe, expect, it } from 'vitest';
import { CodeSentSchema, ResultTrueSchema } from '../../shared/api/fields';
import { answering, failure } from '../../shared/testing/fake-api';
import {
  CheckCodeRequestSchema,
  ResetPasswordRequestSchema,
  SetPasswordRequestSchema,
  checkCodeEndpoint,
  resetPasswordEndpoint,
  setPasswordEndpoint,
} from './contract';

/** The reset contract (spec part 1 section 7): its schemas and the client's calls. */
const IIN = '900101300017';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('reset request schemas', () => {
  it('reset-password takes a 12-digit IIN only', () => {
    expect(ok(ResetPasswordRequestSchema, { iin: IIN })).toBe(true);
    for (const iin of [
      '90010130001',
      '9001013000170',
      '900101 30001',
      '90010130001a',
      '',
      '９００１０１３０００１７',
    ]) {
      expect(ok(ResetPasswordRequestSchema, { iin }), iin).toBe(false);
    }
    expect(ok(ResetPasswordRequestSchema, { iin: 900101300017 })).toBe(false);
    expect(ok(ResetPasswordRequestSchema, {})).toBe(false);
  });

  it('the IIN message is in Russian', () => {
    const r = ResetPasswordRequestSchema.safeParse({ iin: '123' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('ИИН должен содержать 12 цифр');
  });

  it('check-code takes the IIN, a 4-digit code and type 0', () => {
    expect(ok(CheckCodeRequestSchema, { iin: IIN, code: '1234', type: 0 })).toBe(true);
    for (const code of ['123', '12345', '12a4', '', ' 1234']) {
      expect(ok(CheckCodeRequestSchema, { iin: IIN, code, type: 0 }), code).toBe(false);
    }
    expect(ok(CheckCodeRequestSchema, { iin: IIN, code: '1234', type: 1 })).toBe(false);
    expect(ok(CheckCodeRequestSchema, { iin: IIN, code: '1234' })).toBe(false);
    expect(ok(CheckCodeRequestSchema, { iin: '1234', code: '1234', type: 0 })).toBe(false);
    expect(
      CheckCodeRequestSchema.safeParse({ iin: IIN, code: '12', type: 0 }).error?.issues[0]?.message,
    ).toBe('Код должен содержать 4 цифры');
  });

  it('set-password takes form {iin, code, password, confirm}', () => {
    const form = { iin: IIN, code: '1234', password: 'Пароль12!', confirm: 'Пароль12!' };
    expect(ok(SetPasswordRequestSchema, { form })).toBe(true);
    expect(ok(SetPasswordRequestSchema, form)).toBe(false);
    expect(ok(SetPasswordRequestSchema, { form: { ...form, code: '123' } })).toBe(false);
    expect(ok(SetPasswordRequestSchema, { form: { ...form, iin: '1' } })).toBe(false);
    expect(ok(SetPasswordRequestSchema, { form: { ...form, confirm: undefined } })).toBe(false);
    expect(ok(SetPasswordRequestSchema, { form: { ...form, password: 'x'.repeat(257) } })).toBe(false);
  });
});

describe('reset response schemas', () => {
  it("reset-password's answer has result true and the masked phone", () => {
    expect(CodeSentSchema.parse({ result: true, sendPhone: '+7(701) ***-**67' })).toEqual({
      result: true,
      sendPhone: '+7(701) ***-**67',
    });
    expect(
      ok(CodeSentSchema, { result: true, sendPhone: '+7(701) ***-**67', message: 'Код отправлен' }),
    ).toBe(true);
    expect(ok(CodeSentSchema, { result: true })).toBe(false);
    expect(ok(CodeSentSchema, { result: false, sendPhone: '+7(701) ***-**67' })).toBe(false);
  });

  it('check-code and set-password answer {result: true, message?}', () => {
    expect(ok(ResultTrueSchema, { result: true })).toBe(true);
    expect(ok(ResultTrueSchema, { result: true, message: 'Пароль был успешно изменен' })).toBe(true);
    expect(ok(ResultTrueSchema, { result: false })).toBe(false);
    expect(ok(ResultTrueSchema, { result: 1 })).toBe(false);
    expect(ok(ResultTrueSchema, {})).toBe(false);
  });
});

describe('the client with the reset calls', () => {
  it('reset-password posts {iin} and returns the phone', async () => {
    const { api, sent } = answering({ result: true, sendPhone: '+7(701) ***-**67' });
    expect(await api.call(resetPasswordEndpoint, { iin: IIN })).toEqual({
      result: true,
      sendPhone: '+7(701) ***-**67',
    });
    expect(sent[0]?.url).toBe('http://api.test/api/reset-password');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ iin: IIN });
  });

  it("reset-password answered {result: false, errors: ['a', 'b']} is rejected with both errors", async () => {
    const { api } = answering({ result: false, errors: ['a', 'b'] });
    const e = await failure(api.call(resetPasswordEndpoint, { iin: IIN }));
    expect(e.kind).toBe('rejected');
    expect(e.errors).toEqual(['a', 'b']);
    expect(e.message).toBe('a, b');
  });

  it('check-code and set-password post their bodies to their paths', async () => {
    const { api, sent } = answering({ result: true, message: 'ok' });
    await api.call(checkCodeEndpoint, { iin: IIN, code: '1234', type: 0 });
    const form = { iin: IIN, code: '1234', password: 'Пароль12!', confirm: 'Пароль12!' };
    await api.call(setPasswordEndpoint, { form });
    expect(sent.map((s) => s.url)).toEqual([
      'http://api.test/api/check-code',
      'http://api.test/api/set-password',
    ]);
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ iin: IIN, code: '1234', type: 0 });
    expect(JSON.parse(String(sent[1]?.init?.body))).toEqual({ form });
  });
});
