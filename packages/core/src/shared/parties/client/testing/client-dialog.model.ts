import { ApiError } from '../../../api/errors';
import {
  doneEvent,
  errorEvent,
  idleCallback,
  type MachineModel,
  type ModelEvent,
  neverSettles,
  snapshotEvent,
} from '../../../testing/runner';
import {
  clientDialogMachine,
  isQueryComplete,
  queryError,
  searchState,
  type ClientDialogSnapshot,
} from '../client-dialog.machine';
import { clientErrors } from '../validation';
import { consentMachine } from '../consent.machine';
import { scanMachine } from '../scan.machine';
import {
  OGPO_CLIENT_ENTREPRENEUR,
  OGPO_CLIENT_NON_RESIDENT,
  OGPO_CLIENT_RESIDENT,
  OGPO_CONSENT_10,
  OGPO_CONSENT_2,
} from './fixtures';

/**
 * The client dialog: every call's result, the poll clock's tick and the user's events are explicit events. The
 * vertex keeps what the guards read (the query's completeness and message, the record's savability, its driver,
 * flags and entrepreneur block, the rows), not the typed texts themselves.
 */
function serialize(s: ClientDialogSnapshot): string {
  const c = s.context;
  const r = c.record;
  // what a state reads is assigned on entering it: the rows (found), the consent (consent), the record and the
  // previous filter (form, saving); elsewhere they are leftovers that no guard reads
  const inForm = s.matches('form') || s.matches('saving');
  const search = searchState(c.query, c.env);
  return JSON.stringify({
    value: s.value,
    mode: search.mode,
    flags: search.flags,
    complete: isQueryComplete(search),
    queryError: queryError(search) !== null,
    rows: s.matches('found') ? c.rows.map((row) => row.client.iin) : null,
    consent: s.matches('gate') ? (c.gate?.consent.status ?? null) : null,
    record:
      inForm && r
        ? {
            savable: clientErrors(r, c.env.present).length === 0,
            filter: r.filter,
            driver: r.driver !== null,
            entrepreneur: r.entrepreneur !== null,
            previous: c.entered?.filter ?? null,
          }
        : null,
    editing: c.editing,
  });
}

export const CLIENT_PRESENT = [
  { iin: '600501300336', document: '039876543' },
  { iin: '', document: '045612378' },
];

export const clientDialogModel = {
  name: 'client-dialog',
  machine: clientDialogMachine.provide({
    actors: {
      search: neverSettles(),
      // the real children with their calls never answering: the view reads their steps
      gate: consentMachine.provide({ actors: { forceKdp: neverSettles(), checkConsent: neverSettles() } }),
      scan: scanMachine.provide({
        actors: { upload: neverSettles(), recognize: neverSettles(), pollClock: idleCallback() },
      }),
      save: neverSettles(),
    },
  }),
  inputs: [
    // the policy machine's request: the parties listed in the policy
    {
      role: 'insured',
      productType: 1,
      userRole: 3,
      listed: { iins: ['600501300336'], documents: ['039876543', '045612378'] },
      today: '2026-03-02',
    },
    { role: 'insurer', productType: 2, userRole: 0, record: OGPO_CLIENT_RESIDENT, today: '2026-03-02' },
  ],
  serializeState: serialize,
  events: <ModelEvent<typeof clientDialogMachine>[]>[
    { type: 'MODE', mode: 0 },
    { type: 'MODE', mode: 1 },
    { type: 'MODE', mode: 2 },
    { type: 'MODE', mode: 3 },
    { type: 'QUERY', patch: { iin: '850315300128' } },
    { type: 'QUERY', patch: { iin: '600501300336' } },
    { type: 'QUERY', patch: { surname: 'MUELLER', name: 'ANNA' } },
    { type: 'QUERY', patch: { surname: 'Mюллер', name: 'Anna' } },
    { type: 'FLAG', flag: 'verify', value: false },
    { type: 'SEARCH' },
    {
      type: 'FILE',
      facts: { size: 200_000, type: 'image/png', width: 900, height: 620 },
      file: 'passport-wilson.png',
    },
    { type: 'FILE', facts: { size: 50_000, type: 'image/png', width: 900, height: 620 }, file: 'small.png' },
    doneEvent('search', { rows: [OGPO_CLIENT_RESIDENT, OGPO_CLIENT_ENTREPRENEUR] }),
    doneEvent('search', { rows: [OGPO_CLIENT_NON_RESIDENT] }),
    doneEvent('search', { rows: [] }),
    doneEvent('search', { rows: [], gate: { consent: OGPO_CONSENT_10 } }),
    doneEvent('search', { rows: [], gate: { consent: OGPO_CONSENT_2 } }),
    errorEvent('search', new TypeError('Failed to fetch')),
    { type: 'RESEND' },
    { type: 'PHONE', value: '+7(701) 555-0000' },
    { type: 'CODE', value: '12a34' },
    { type: 'CHECK' },
    doneEvent('gate', { notice: 'Код подтвержден' }),
    snapshotEvent('gate'),
    doneEvent('scan', { kind: 'newClient', record: OGPO_CLIENT_NON_RESIDENT }),
    doneEvent('scan', { kind: 'found', rows: [OGPO_CLIENT_RESIDENT] }),
    doneEvent('scan', { kind: 'message', message: 'Срок действия документа № C4F7K2L91 истёк 31.01.2024.' }),
    doneEvent('scan', { kind: 'cancelled' }),
    snapshotEvent('scan'),
    { type: 'PICK', index: 0 },
    { type: 'PICK', index: 1 },
    { type: 'PICK', index: 5 },
    { type: 'CREATE' },
    { type: 'RESET' },
    { type: 'CHANGE', block: 'client', patch: { surname: '' } },
    { type: 'CHANGE', block: 'bank', patch: { bik: '' } },
    { type: 'IBAN' },
    { type: 'DOCUMENT', index: 1 },
    { type: 'DOCUMENT', index: 0 },
    { type: 'EXPERIENCE', value: true },
    { type: 'PENSIONER', value: true },
    { type: 'ENTREPRENEUR', value: true },
    { type: 'SUBMIT' },
    doneEvent('save', { ...OGPO_CLIENT_RESIDENT, client: { ...OGPO_CLIENT_RESIDENT.client, id: 31 } }),
    errorEvent('save', ApiError.rejected(['Некорректный email'], 400)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof clientDialogMachine>;
