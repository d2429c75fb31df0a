// The client and chief dialogs' story fixtures: the production machines (calls never answering by themselves)
// replayed through events, read by core's selectors. The records are core's fixtures (the sandbox register's).
import {
  clientDialogMachine,
  consentMachine,
  scanMachine,
  selectClientDialogView,
  type ClientDialogInput,
  type ClientDialogSnapshot,
  type ClientDialogView,
  type DemoScan,
} from '@sakta/core/parties/client';
import {
  chiefDialogInput,
  chiefDialogMachine,
  selectChiefDialogView,
  type ChiefDialogView,
} from '@sakta/core/parties/chief';
import type { OGPO_CHIEF_LEADER } from '@sakta/core/testing';
import { OGPO_CLIENT_RESIDENT, OGPO_CONSENT_10, OGPO_CONSENT_2 } from '@sakta/core/testing';

// the records the stories open the dialogs with
export {
  OGPO_CHIEF_LEADER,
  OGPO_CLIENT_ENTREPRENEUR,
  OGPO_CLIENT_LEGAL,
  OGPO_CLIENT_NON_RESIDENT,
  OGPO_CLIENT_RESIDENT,
  OGPO_CONSENT_10,
  OGPO_CONSENT_2,
} from '@sakta/core/testing';
import { done, never, replay, stoppedClock, type AnyEvent, type ReplayEvent } from '../replay';

const clientMachine = clientDialogMachine.provide({
  actors: {
    search: never(),
    gate: consentMachine.provide({ actors: { forceKdp: never(), checkConsent: never() } }),
    scan: scanMachine.provide({ actors: { upload: never(), recognize: never(), pollClock: stoppedClock() } }),
    save: never(),
  },
});

/** An event for the consent step (its child machine). */
export const toConsent = (event: AnyEvent) => ({ to: 'gate', event });
/** An event for the scan (its child machine). */
export const toScan = (event: AnyEvent) => ({ to: 'scan', event });

export const INSURED: ClientDialogInput = {
  role: 'insured',
  productType: 1,
  userRole: 3,
  present: [],
  today: '2026-03-02',
};
export const INSURER: ClientDialogInput = { ...INSURED, role: 'insurer' };

export function clientView(
  events: readonly ReplayEvent<AnyEvent>[],
  input: ClientDialogInput = INSURED,
): ClientDialogView {
  return replay(clientMachine, events, selectClientDialogView, input);
}

/**
 * The dialog after `events`, read by `read` with its children's snapshots replaced by `children` (the gallery's
 * consent and scan stories: their own machines replayed, shown in the dialog as its children).
 */
export function clientSnapshot<V>(
  events: readonly ReplayEvent<AnyEvent>[],
  input: ClientDialogInput,
  children: Record<string, unknown>,
  read: (snapshot: ClientDialogSnapshot) => V,
): V {
  return replay(
    clientMachine,
    events,
    (s) =>
      read({
        ...s,
        children: {
          ...s.children,
          ...Object.fromEntries(
            Object.entries(children).map(([id, child]) => [id, { getSnapshot: () => child }]),
          ),
        },
      } as ClientDialogSnapshot),
    input,
  );
}

export const IIN_TYPED = [{ type: 'QUERY', patch: { iin: '850315300128' } }] as const;
export const SEARCHED = [...IIN_TYPED, { type: 'SEARCH' }] as const;
export const FOUND_ONE = [...SEARCHED, done('search', { rows: [OGPO_CLIENT_RESIDENT] })] as const;
export const PICKED = [...FOUND_ONE, { type: 'PICK', index: 0 }] as const;

export const CONSENT_2 = [
  ...SEARCHED,
  done('search', { rows: [], gate: { consent: OGPO_CONSENT_2 } }),
] as const;
export const CONSENT_10 = [
  ...SEARCHED,
  done('search', { rows: [], gate: { consent: OGPO_CONSENT_10 } }),
] as const;

export const SCAN_FILE = {
  type: 'FILE',
  facts: { size: 452_212, type: 'image/png', width: 900, height: 620 },
  file: null,
} as const;

export const DEMO_SCANS: DemoScan[] = [
  {
    id: 'wilson-passport',
    title: 'Паспорт Великобритании: WILSON JAMES (нет в реестре: новый клиент)',
    file: 'passport-wilson.png',
    mime: 'image/png',
    size: 452_212,
  },
  {
    id: 'akhmetov-id-card',
    title: 'Удостоверение личности: Ахметов Ерлан (есть в реестре)',
    file: 'id-card-akhmetov.jpg',
    mime: 'image/jpeg',
    size: 134_978,
  },
];

export const DICTIONARIES = {
  countries: [
    { id: 1, name: 'Казахстан' },
    { id: 13, name: 'Германия' },
    { id: 14, name: 'Великобритания' },
    { id: 16, name: 'Монголия' },
  ],
  activityKinds: [
    { id: 6, name: 'Оптовая и розничная торговля; ремонт автомобилей и мотоциклов' },
    { id: 7, name: 'Транспорт и складирование' },
    { id: 250, name: 'Прочие виды деятельности' },
  ],
  economicSectors: [
    { id: 7, name: 'Негосударственные нефинансовые организации' },
    { id: 10, name: 'Прочие нефинансовые организации' },
  ],
};

const chiefMachine = chiefDialogMachine.provide({ actors: { search: never(), save: never() } });

export function chiefView(
  events: readonly ReplayEvent<AnyEvent>[],
  role: 'leader' | 'beneficiary' = 'leader',
  record?: typeof OGPO_CHIEF_LEADER,
): ChiefDialogView {
  return replay(chiefMachine, events, selectChiefDialogView, chiefDialogInput(role, record));
}
