import { ApiError } from '../../../shared/api/errors';
import { epayMachine } from '../epay.machine';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { MODEL_WIDGET } from './fixtures';

/** Card payment: get-to-epay is an event; the widget's (already origin-checked) results are events. */
export const epayModel = {
  name: 'epay',
  machine: epayMachine.provide({ actors: { loadPayment: neverSettles() } }),
  input: { id: '1001' },
  events: [
    doneEvent('loadPayment', MODEL_WIDGET),
    errorEvent('loadPayment', ApiError.rejected(['Договор уже оплачен'], 409)),
    errorEvent('loadPayment', ApiError.rejected(['Платёжный сервис временно недоступен'], 502)),
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
