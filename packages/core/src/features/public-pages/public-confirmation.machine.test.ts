import { createActor, type Actor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { PayloadError } from '../../shared/crypto/payload';
import { ru } from '../../shared/i18n/ru';
import { ruConsent } from './ru';
import type { CodeConfirmationEmitted } from '../../shared/machines/code-confirmation.machine';
import {
  loadFailureText,
  providePublicConfirmation,
  selectPublicCode,
  selectPublicConfirmationView,
  type PublicConfirmationView,
  type PublicStatus,
} from './public-confirmation.machine';

const IIN = '900101300017';
const PDF = 'JVBERi0xLjQK';
const SENT: PublicStatus = { sent: true, accepted: false };

const running: Actor<ReturnType<typeof providePublicConfirmation>>[] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

/** The page with fake calls: `statuses` answer the loads in turn, `accept` answers every accept. */
function start(opts: {
  statuses: Array<() => Promise<PublicStatus>>;
  accept?: () => Promise<unknown>;
  code?: string;
}) {
  const loads: string[] = [];
  const accepts: Array<{ subject: string; code: string }> = [];
  const actor = createActor(
    providePublicConfirmation({
      loadStatus: (subject) => {
        loads.push(subject);
        const next = opts.statuses[loads.length - 1] ?? opts.statuses.at(-1);
        return next ? next() : Promise.reject(new Error('no status'));
      },
      accept: (subject, code) => {
        accepts.push({ subject, code });
        return opts.accept ? opts.accept() : Promise.resolve({ result: true });
      },
    }),
    { input: { subject: IIN, code: opts.code } },
  );
  actor.start();
  running.push(actor);
  const view = () => selectPublicConfirmationView(actor.getSnapshot());
  /** The page's own snapshot does not change with its code machine's, so this waits on microtasks. */
  const until = async (check: (v: PublicConfirmationView) => boolean) => {
    for (let i = 0; i < 50; i++) {
      if (check(view())) return;
      await Promise.resolve();
    }
    throw new Error(`the page stayed at ${JSON.stringify(view())}`);
  };
  const failures: string[] = [];
  const watched = new Set<unknown>();
  const code = (event: { type: 'CHANGE'; value: string } | { type: 'VERIFY' }) => {
    const child = actor.getSnapshot().children.code;
    // the code machine emits the failures for the notification
    if (child && !watched.has(child)) {
      watched.add(child);
      child.on('failure', (e) => failures.push((e as CodeConfirmationEmitted).message));
    }
    child?.send(event);
  };
  return { actor, view, until, code, loads, accepts, failures };
}

const status = (s: PublicStatus) => () => Promise.resolve(s);
const failing = (e: unknown) => () => Promise.reject(e);

describe('publicConfirmationMachine: loading the status', () => {
  it('shows the loader while the status loads, with the subject passed to the call', () => {
    const p = start({ statuses: [() => new Promise<PublicStatus>(() => {})] });
    expect(p.view()).toMatchObject({ status: 'loading', loadError: null });
    expect(p.loads).toEqual([IIN]);
  });

  it('accepted consent: the confirmation', async () => {
    const p = start({ statuses: [status({ sent: true, accepted: true })] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view()).toMatchObject({ status: 'accepted', loadError: null });
    expect(p.view().code.confirmed).toBe(true);
    expect(p.actor.getSnapshot().status).toBe('done');
  });

  it('accepted even when the code flag is null', async () => {
    const p = start({ statuses: [status({ sent: null, accepted: true })] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view().status).toBe('accepted');
  });

  it('no code sent: no access', async () => {
    const p = start({ statuses: [status({ sent: false, accepted: false })] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view().status).toBe('noAccess');
    const q = start({ statuses: [status({ sent: false, accepted: null })] });
    await q.until((v) => v.status !== 'loading');
    expect(q.view().status).toBe('noAccess');
  });

  it('both flags null: failed with the load message, not an endless loader', async () => {
    const p = start({ statuses: [status({ sent: null, accepted: null })] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view()).toMatchObject({ status: 'failed', loadError: ruConsent.loadFailed });
  });

  it('a payload that does not decrypt: failed with the bad-payload message', async () => {
    const p = start({ statuses: [failing(new PayloadError('payload does not decrypt'))] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view()).toMatchObject({ status: 'failed', loadError: ruConsent.badPayload });
  });

  it("a server rejection: failed with the server's messages joined with '. '", async () => {
    const p = start({ statuses: [failing(ApiError.rejected(['Клиент не найден', 'Проверьте ссылку']))] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view()).toMatchObject({ status: 'failed', loadError: 'Клиент не найден. Проверьте ссылку' });
  });

  it('a network failure: failed with the network message', async () => {
    const p = start({ statuses: [failing(new TypeError('Failed to fetch'))] });
    await p.until((v) => v.status !== 'loading');
    expect(p.view()).toMatchObject({ status: 'failed', loadError: ru.errors.network });
  });

  it('RETRY loads the status again', async () => {
    const p = start({ statuses: [failing(new PayloadError('payload is not JSON')), status(SENT)] });
    await p.until((v) => v.status === 'failed');
    p.actor.send({ type: 'RETRY' });
    expect(p.view()).toMatchObject({ status: 'loading', loadError: null });
    await p.until((v) => v.status !== 'loading');
    expect(p.view().status).toBe('form');
    expect(p.loads).toEqual([IIN, IIN]);
  });

  it('the document and its type of /func/otp are in the view', async () => {
    const p = start({
      statuses: [status({ sent: true, accepted: false, type: 'termination', document: PDF })],
    });
    await p.until((v) => v.status === 'form');
    expect(p.view()).toMatchObject({ document: PDF, documentType: 'termination' });
  });
});

describe('loadFailureText', () => {
  it('tells a bad payload, a server message and a network failure apart', () => {
    expect(loadFailureText(new PayloadError('x'))).toBe(ruConsent.badPayload);
    expect(loadFailureText(ApiError.rejected(['a', 'b']))).toBe('a. b');
    expect(loadFailureText(new Error('boom'))).toBe(ru.errors.network);
  });
});

describe('publicConfirmationMachine: the code form', () => {
  it('the code from the link prefills the form: 4 digits can be confirmed at once, then accepted', async () => {
    const p = start({ statuses: [status(SENT)], code: '1234' });
    await p.until((v) => v.status === 'form');
    expect(p.view().code).toMatchObject({
      code: '1234',
      canVerify: true,
      preSent: true,
      canResend: false,
      resendLocked: false,
      step: 2,
    });
    p.code({ type: 'VERIFY' });
    expect(p.accepts).toEqual([{ subject: IIN, code: '1234' }]);
    await p.until((v) => v.status === 'accepted');
    expect(p.view().code.confirmed).toBe(true);
  });

  it('a partial code from the link cannot be confirmed until 4 digits are typed', async () => {
    const p = start({ statuses: [status(SENT)], code: '12' });
    await p.until((v) => v.status === 'form');
    expect(p.view().code).toMatchObject({ code: '12', canVerify: false, step: 1 });
    p.code({ type: 'CHANGE', value: '1234' });
    expect(p.view().code.canVerify).toBe(true);
  });

  it('no code in the link: an empty code field', async () => {
    const p = start({ statuses: [status(SENT)] });
    await p.until((v) => v.status === 'form');
    expect(p.view().code).toMatchObject({ code: '', canVerify: false, canEdit: true });
  });

  it("a rejected accept: the messages joined with '. ', the code cleared, still the form", async () => {
    const p = start({
      statuses: [status(SENT)],
      code: '1234',
      accept: failing(ApiError.rejected(['Неверный код', 'Осталось 2 попытки'])),
    });
    await p.until((v) => v.status === 'form');
    p.code({ type: 'VERIFY' });
    await p.until((v) => !v.code.verifying);
    expect(p.view().status).toBe('form');
    expect(p.view().code).toMatchObject({
      code: '',
      error: 'Неверный код. Осталось 2 попытки',
      canEdit: true,
    });
    expect(p.failures).toEqual(['Неверный код. Осталось 2 попытки']);
  });

  it('a network error on accept stays in the form with the network message', async () => {
    const p = start({
      statuses: [status(SENT)],
      code: '1234',
      accept: failing(ApiError.network(new TypeError('Failed to fetch'))),
    });
    await p.until((v) => v.status === 'form');
    p.code({ type: 'VERIFY' });
    await p.until((v) => !v.code.verifying);
    expect(p.view().status).toBe('form');
    expect(p.view().code).toMatchObject({ step: 1, code: '', error: ru.errors.network, canEdit: true });
    expect(selectPublicCode(p.actor.getSnapshot())?.status).toBe('active');
  });

  it('an accept answered without result (malformed) shows the malformed message and stays in the form', async () => {
    const p = start({ statuses: [status(SENT)], code: '1234', accept: failing(ApiError.malformed()) });
    await p.until((v) => v.status === 'form');
    p.code({ type: 'VERIFY' });
    await p.until((v) => !v.code.verifying);
    expect(p.view().status).toBe('form');
    expect(p.view().code.error).toBe(ru.errors.malformed);
  });

  it('a subscriber of the page (what useSelector(page, selectPublicConfirmationView) relies on) sees typing', async () => {
    const p = start({ statuses: [status(SENT)] });
    await p.until((v) => v.status === 'form');
    const seen: string[] = [];
    p.actor.subscribe((s) => seen.push(selectPublicConfirmationView(s).code.code));
    p.code({ type: 'CHANGE', value: '12' });
    expect(p.view().code.code).toBe('12');
    // the code machine is a child: its changes must reach the page's observers too
    expect(seen.at(-1)).toBe('12');
  });
});
