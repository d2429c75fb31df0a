import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LoginRequest, SessionGrant } from '../../shared/session/contract';
import { ApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';
import { demoGrant } from '../../shared/testing/fixtures';
import { loginMachine, selectLoginView } from './login.machine';

/** A login actor that answers with `answer` and records what it was asked. */
function loginWith(answer: (req: LoginRequest) => Promise<SessionGrant>) {
  const calls: LoginRequest[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<SessionGrant, LoginRequest>(({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectLoginView(actor.getSnapshot());
  const type = (field: 'iin' | 'password' | 'apc', value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  return { actor, view, type, calls };
}

describe('loginMachine', () => {
  it('starts empty with the button disabled and labelled Войти', () => {
    const { view } = loginWith(async () => demoGrant);
    expect(view()).toEqual({
      iin: '',
      password: '',
      apc: '',
      canSubmit: false,
      submitting: false,
      submitLabel: 'Войти',
      error: null,
    });
  });

  it('keeps only 12 digits of the IIN and only letters and digits of the APC', () => {
    const { view, type } = loginWith(async () => demoGrant);
    type('iin', '9001-0130 0017 99');
    type('apc', ' ab-12_C! ');
    expect(view().iin).toBe('900101300017');
    expect(view().apc).toBe('ab12C');
  });

  it('enables the button only for an IIN longer than 11 and a password longer than 8', () => {
    const { view, type } = loginWith(async () => demoGrant);
    type('iin', '90010130001');
    type('password', '123456789');
    expect(view().canSubmit).toBe(false);
    type('iin', '900101300017');
    type('password', '12345678');
    expect(view().canSubmit).toBe(false);
    type('password', '123456789');
    expect(view().canSubmit).toBe(true);
  });

  it('ignores SUBMIT while the input is incomplete', () => {
    const { actor, type, calls } = loginWith(async () => demoGrant);
    type('iin', '900101300017');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('sends iin, password and apc, shows the wait label, and ends with the grant', async () => {
    let resolve!: (g: SessionGrant) => void;
    const { actor, view, type, calls } = loginWith(() => new Promise((r) => (resolve = r)));
    type('iin', '900101300097');
    type('password', 'Sakta-demo-2026!');
    type('apc', 'APC8');
    actor.send({ type: 'SUBMIT' });
    expect(calls).toEqual([{ iin: '900101300097', password: 'Sakta-demo-2026!', apc: 'APC8' }]);
    expect(view()).toMatchObject({
      submitting: true,
      canSubmit: false,
      submitLabel: 'Пожалуйста, подождите...',
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    resolve(demoGrant);
    await expect(toPromise(actor)).resolves.toEqual(demoGrant);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it("shows the server's errors joined with ', ' and keeps the button disabled until the input changes", async () => {
    const { actor, view, type, calls } = loginWith(async () => {
      throw ApiError.rejected(['Неверный ИИН или пароль', 'Осталось 2 попытки'], 200);
    });
    type('iin', '900101300017');
    type('password', 'wrong-password');
    actor.send({ type: 'SUBMIT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(view()).toMatchObject({ error: 'Неверный ИИН или пароль, Осталось 2 попытки', canSubmit: false });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(1);
    // typing a letter into the IIN changes nothing: still failed, still disabled
    type('iin', '900101300017x');
    expect(view()).toMatchObject({ error: 'Неверный ИИН или пароль, Осталось 2 попытки', canSubmit: false });
    // a real change clears the message and enables the button again
    type('password', 'right-password');
    expect(view()).toMatchObject({ error: null, canSubmit: true });
  });

  it('shows the network message when the call fails without a server answer', async () => {
    const { actor, view, type } = loginWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    type('iin', '900101300017');
    type('password', '123456789');
    actor.send({ type: 'SUBMIT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(view().error).toBe(ru.errors.network);
  });
});
