import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { EpayWidget } from './epay.contract';
import { ApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';
import { epayMachine, selectEpayView, type EpayStatus } from './epay.machine';

const WIDGET: EpayWidget = {
  invoice: '000042',
  invoiceAlt: 'ALT-000042',
  amount: 15000,
  currency: 'KZT',
  language: 'RUS',
  widgetUrl: 'http://localhost:5175/widget?token=t-1',
};

const running: Actor<typeof epayMachine>[] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

/** The payment page of contract 42 with a fake get-to-epay: `answers` answer the loads in turn. */
function start(answers: Array<() => Promise<EpayWidget>>) {
  const loads: Array<{ id: string }> = [];
  const machine = epayMachine.provide({
    actors: {
      loadPayment: fromPromise<EpayWidget, { id: string }>(({ input }) => {
        loads.push(input);
        const answer = answers[loads.length - 1] ?? answers.at(-1);
        return answer ? answer() : Promise.reject(new Error('no answer'));
      }),
    },
  });
  const actor = createActor(machine, { input: { id: '42' } }).start();
  running.push(actor);
  const view = () => selectEpayView(actor.getSnapshot());
  const until = (status: EpayStatus) => waitFor(actor, (s) => selectEpayView(s).status === status);
  const result = (invoice: string, success: boolean, message?: string) =>
    actor.send({ type: 'WIDGET_RESULT', invoice, success, ...(message === undefined ? {} : { message }) });
  return { actor, view, until, result, loads };
}

const widget = () => Promise.resolve(WIDGET);

describe('epayMachine', () => {
  it('loads the payment of the contract, then opens the widget', async () => {
    const p = start([widget]);
    expect(p.view()).toEqual({ status: 'loading', message: null, widgetUrl: null });
    expect(p.loads).toEqual([{ id: '42' }]);
    await p.until('widget');
    expect(p.view()).toEqual({ status: 'widget', message: null, widgetUrl: WIDGET.widgetUrl });
  });

  it('ignores a result for another invoice', async () => {
    const p = start([widget]);
    await p.until('widget');
    p.result('000043', true);
    p.result('ALT-000042', true);
    expect(p.view()).toMatchObject({ status: 'widget', widgetUrl: WIDGET.widgetUrl });
  });

  it('success: paid, and the overlay is removed', async () => {
    const p = start([widget]);
    await p.until('widget');
    p.result('000042', true);
    expect(p.view()).toEqual({ status: 'paid', message: null, widgetUrl: null });
    expect(p.actor.getSnapshot().status).toBe('done');
  });

  it("failure with the provider's message: declined with that message, overlay removed", async () => {
    const p = start([widget]);
    await p.until('widget');
    p.result('000042', false, 'Недостаточно средств');
    expect(p.view()).toEqual({ status: 'declined', message: 'Недостаточно средств', widgetUrl: null });
  });

  it('failure without a message: declined with the default message', async () => {
    const p = start([widget]);
    await p.until('widget');
    p.result('000042', false);
    // No reason from the provider: no message (the page says 'Платёж по договору {id} отклонён…' under its title).
    expect(p.view()).toEqual({ status: 'declined', message: null, widgetUrl: null });
  });

  it('CLOSE: cancelled, without a message (the page says it under its title)', async () => {
    const p = start([widget]);
    await p.until('widget');
    p.actor.send({ type: 'CLOSE' });
    expect(p.view()).toEqual({ status: 'cancelled', message: null, widgetUrl: null });
  });

  it("a rejected load: failed with the server's message", async () => {
    const p = start([() => Promise.reject(ApiError.rejected(['Договор уже оплачен']))]);
    await p.until('failed');
    expect(p.view()).toEqual({ status: 'failed', message: 'Договор уже оплачен', widgetUrl: null });
  });

  it('a network failure of the load: failed with the network message', async () => {
    const p = start([() => Promise.reject(ApiError.network(new TypeError('Failed to fetch')))]);
    await p.until('failed');
    expect(p.view().message).toBe(ru.errors.network);
  });

  it('a widget result while loading is ignored', () => {
    const p = start([() => new Promise<EpayWidget>(() => {})]);
    p.result('000042', true);
    expect(p.view().status).toBe('loading');
  });

  it.each([
    ['failed', (p: ReturnType<typeof start>) => p.until('failed')],
    [
      'declined',
      async (p: ReturnType<typeof start>) => {
        await p.until('widget');
        p.result('000042', false, 'Отказ банка');
      },
    ],
    [
      'cancelled',
      async (p: ReturnType<typeof start>) => {
        await p.until('widget');
        p.actor.send({ type: 'CLOSE' });
      },
    ],
  ] as const)('RETRY from %s loads again and opens a fresh widget', async (from, reach) => {
    const second = { ...WIDGET, widgetUrl: 'http://localhost:5175/widget?token=t-2' };
    const p = start([
      from === 'failed' ? () => Promise.reject(ApiError.rejected(['Временная ошибка'])) : widget,
      () => Promise.resolve(second),
    ]);
    await reach(p);
    expect(p.view().status).toBe(from);
    p.actor.send({ type: 'RETRY' });
    expect(p.view()).toEqual({ status: 'loading', message: null, widgetUrl: null });
    await p.until('widget');
    expect(p.view()).toEqual({ status: 'widget', message: null, widgetUrl: second.widgetUrl });
    expect(p.loads).toEqual([{ id: '42' }, { id: '42' }]);
  });

  it('a paid contract is final: RETRY does nothing', async () => {
    const p = start([widget]);
    await p.until('widget');
    p.result('000042', true);
    p.actor.send({ type: 'RETRY' });
    expect(p.view().status).toBe('paid');
    expect(p.loads).toHaveLength(1);
  });
});
