import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { demoGrant } from '../../shared/testing/fixtures';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { loginModel } from './testing/login.model';
import { selectLoginView, type LoginSnapshot } from './login.machine';

type Model = typeof loginModel.machine;

/** What each typed value becomes in the field (spec: IIN 12 digits, APC letters and digits). */
const SANITISED: Record<string, string> = {
  '': '',
  '12345': '12345',
  '9001 0130-0017': '900101300017',
  '9001013000171234': '900101300017',
  '12345678': '12345678',
  '123456789': '123456789',
  'ab-12 C!': 'ab12C',
};

/** Inputs the spec lets through: IIN longer than 11, password longer than 8. */
const FULL_IIN = '900101300017';
const LONG_ENOUGH_PASSWORDS = new Set(['123456789']);

/** What the screen shows for each failure of the model (errors joined with ', '). */
function expectedError(error: unknown): string {
  const text = (error as { errors?: string[] }).errors?.join(', ');
  if (text === 'Неверный ИИН или пароль') return 'Неверный ИИН или пароль';
  if (text === 'Пользователь заблокирован, Обратитесь к администратору')
    return 'Пользователь заблокирован, Обратитесь к администратору';
  if (error instanceof TypeError) return ru.errors.network;
  throw new Error(`no expectation for ${String(error)}`);
}

function lastLoginError(events: StepInfo<Model>['events']): unknown {
  const e = [...events].reverse().find((ev) => ev.type === 'xstate.error.actor.login');
  return (e as { error?: unknown } | undefined)?.error;
}

function check(s: LoginSnapshot, { event, previous, events }: StepInfo<Model>) {
  const view = selectLoginView(s);
  expect(view.iin).toMatch(/^\d{0,12}$/);
  expect(view.apc).toMatch(/^[A-Za-z0-9]*$/);
  expect(view.canSubmit).toBe(
    s.matches('editing') && view.iin === FULL_IIN && LONG_ENOUGH_PASSWORDS.has(view.password),
  );

  if (s.matches('editing')) {
    expect(s.hasTag('form')).toBe(true);
    expect(view.error).toBeNull();
    expect(view.submitting).toBe(false);
    expect(view.submitLabel).toBe('Войти');
  }
  if (s.matches('submitting')) {
    expect(s.hasTag('loading')).toBe(true);
    expect(view.submitting).toBe(true);
    expect(view.submitLabel).toBe('Пожалуйста, подождите...');
    expect(view.error).toBeNull();
    // the login call was made with the typed values
    expect(s.children.login?.getSnapshot().input).toEqual({
      iin: view.iin,
      password: view.password,
      apc: view.apc,
    });
  }
  if (s.matches('failed')) {
    expect(s.hasTag('form')).toBe(true);
    expect(view.submitting).toBe(false);
    expect(view.submitLabel).toBe('Войти');
    expect(view.error).toBe(expectedError(lastLoginError(events)));
  }
  if (s.matches('success')) {
    expect(s.status).toBe('done');
    expect(s.output).toEqual(demoGrant);
  }

  if (!event || !previous) return;
  const before = selectLoginView(previous);
  if (event.type === 'CHANGE') {
    const typed = SANITISED[event.value];
    expect(typed, `sanitised form of ${event.value}`).toBeDefined();
    const changed = typed !== before[event.field];
    if (previous.matches('failed') && !changed) {
      // the failure and the disabled button stay until the input really changes
      expect(s.matches('failed')).toBe(true);
      expect(view.error).toBe(before.error);
    } else {
      expect(s.matches('editing')).toBe(true);
      expect(view[event.field]).toBe(typed);
    }
  }
  if (event.type === 'SUBMIT') {
    expect(s.matches('submitting')).toBe(before.canSubmit);
    if (!before.canSubmit) expect(s.value).toEqual(previous.value);
  }
  if (event.type === 'xstate.done.actor.login') expect(s.matches('success')).toBe(true);
  if (event.type === 'xstate.error.actor.login') expect(s.matches('failed')).toBe(true);
}

describe('loginMachine (model-based)', () => {
  it('every path keeps the view true to the spec, with 100% of states and transitions covered', () => {
    const run = runModel(loginModel, check);
    expect(run.paths).toBeGreaterThan(50);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
    expect(run.coverage.states.covered).toBe(run.coverage.states.total);
    expect(run.coverage.transitions.covered).toBe(run.coverage.transitions.total);
  });
});
