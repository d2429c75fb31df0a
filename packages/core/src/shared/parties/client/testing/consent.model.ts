import { ApiError } from '../../../api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../testing/runner';
import { consentMachine } from '../consent.machine';
import { OGPO_CONSENT_10, OGPO_CONSENT_2 } from './fixtures';

/** The client dialog's consent child: the calls' results and the view's events are explicit events. */
export const consentModel = {
  name: 'client-consent',
  machine: consentMachine.provide({ actors: { forceKdp: neverSettles(), checkConsent: neverSettles() } }),
  // a live code awaits the customer (10), or the request must be sent again (2)
  inputs: [{ consent: OGPO_CONSENT_10 }, { consent: OGPO_CONSENT_2 }],
  events: <ModelEvent<typeof consentMachine>[]>[
    { type: 'RESEND' },
    { type: 'PHONE', value: '+7(701) 555-0000' },
    doneEvent('forceKdp', { message: 'Обработано / Запрос отправлен на КДП' }),
    errorEvent('forceKdp', ApiError.rejected(['Код уже отправлен. Повторите через 42 с.'], 429)),
    { type: 'CODE', value: '12a34' },
    { type: 'CHECK' },
    doneEvent('checkConsent', 'confirmed'),
    doneEvent('checkConsent', 'given'),
    doneEvent('checkConsent', 'notYet'),
    errorEvent('checkConsent', ApiError.rejected(['Неверный код'], 400)),
  ],
} satisfies MachineModel<typeof consentMachine>;
