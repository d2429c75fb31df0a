import { ApiError } from '../../../shared/api/errors';
import type { EpayWidget } from '../epay.contract';
import { epayMachine } from '../epay.machine';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';

export const MODEL_WIDGET: EpayWidget = {
  invoice: '000100101',
  invoiceAlt: 'ALT-000100101',
  amount: 45_210.5,
  currency: 'KZT',
  language: 'RUS',
  widgetUrl: 'http://localhost:8081/widget?token=t1',
};

/** Card payment: get-to-epay is an event; the widget's (already origin-checked) results are events. */
export const epayModel = {
  name: 'epay',
  machine: epayMachine.provide({ actors: { loadPayment: neverSettles() } }),
  input: { id: '1001' },
  events: [
    doneEvent('loadPayment', MODEL_WIDGET),
    errorEvent('loadPayment', ApiError.rejected(['Договор уже оплачен'], 200)),
    errorEvent('loadPayment', new TypeError('Failed to fetch')),
    { type: 'WIDGET_RESULT', invoice: MODEL_WIDGET.invoice, success: true },
    {
      type: 'WIDGET_RESULT',
      invoice: MODEL_WIDGET.invoice,
      success: false,
      message: 'Карта отклонена банком',
    },
    { type: 'WIDGET_RESULT', invoice: MODEL_WIDGET.invoice, success: false },
    { type: 'WIDGET_RESULT', invoice: '000999999', success: true },
    { type: 'CLOSE' },
    { type: 'RETRY' },
  ],
} satisfies MachineModel<typeof epayMachine>;
