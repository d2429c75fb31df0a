import { describe, expect, it } from 'vitest';
import { PASSWORD_GATE } from '../src/platform/password';
import { demo, login, makeApp } from './helpers';

/**
 * Sign-in during a burst of failed logins (issue 42, item 7): the password checks wait their turn in one gate
 * (platform/password.ts); a check that gave way to newer ones answers at once with 503 and 'Повторите вход', and
 * costs the address no failed attempt. The time a real user waits is measured by `pnpm bench:login`.
 */

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('POST /api/login while the password checks are busy', () => {
  it('a login that gave way to newer ones is told to try again at once; the next one signs in', async () => {
    const t = makeApp();
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const { running, waiting } = PASSWORD_GATE.load();
    expect({ running, waiting }).toEqual({ running: 0, waiting: 0 });
    // every slot taken by work that ends when the test says so
    const holders: Promise<unknown>[] = [];
    const take = () => holders.push(PASSWORD_GATE.run(() => busy).catch(() => undefined));
    while (PASSWORD_GATE.load().waiting === 0) {
      take();
      await settled();
    }
    const slots = PASSWORD_GATE.load().running;
    const pending = login(t.app, demo(3).iin);
    while (PASSWORD_GATE.load().waiting < 2) await settled();
    // eight newer checks arrive: the login, the oldest waiting but one, gives way once more than eight wait
    for (let i = 0; i < 8; i++) take();
    const res = await pending;
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('2');
    expect(await res.json()).toEqual({
      result: false,
      errors: ['Сервер занят: слишком много попыток входа. Повторите вход через несколько секунд.'],
    });
    release();
    await Promise.all(holders);
    expect(PASSWORD_GATE.load()).toEqual({ running: 0, waiting: 0 });
    expect(slots).toBeGreaterThan(0);
    expect((await login(t.app, demo(3).iin)).status).toBe(200);
  });
});
