import { ApiError } from '../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  idleCallback,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../shared/testing/runner';
import {
  FI_ADMIN_USER,
  FI_AGENTS,
  FI_ENTITY,
  FI_LEADER,
  FI_MANAGER_USER,
  FI_MANAGERS,
  FI_NO_TERMINAL_USER,
  FI_PERSON,
  FI_SELLER_IP,
  FI_VERIFY_OK,
  FI_VERIFY_PODFT,
  FI_VERIFY_REFUSED,
  FI_VERIFY_UNKNOWN,
} from '../../../shared/sale/fi/testing/fixtures';
import { isPodftRefused } from '../../../shared/sale/verification';
import { flat } from '../sale/casco-context';
import { cascoMachine, type CascoSnapshot } from '../sale/casco.machine';
import {
  CASCO_CALCULATION,
  CASCO_ENTITY_POLICY,
  CASCO_PERSON_POLICY,
  CASCO_REFUSED,
  cascoInput,
} from './sale-fixtures';
import { CASCO_EXCAVATOR } from './fixtures';

/**
 * The casco machine of its models: every actor a fake that never settles (its results are the models' events), the
 * alert's clock silent.
 */
export const cascoModelMachine = cascoMachine.provide({
  actors: {
    clientDialog: neverSettles() as never,
    chiefDialog: neverSettles() as never,
    vehicleDialog: neverSettles() as never,
    documentsDialog: neverSettles() as never,
    podftDialog: neverSettles() as never,
    deleteClientImages: neverSettles(),
    loadIp: neverSettles(),
    loadAvailability: neverSettles(),
    loadManagers: neverSettles(),
    loadAgents: neverSettles(),
    loadDraft: neverSettles(),
    verifyPolicy: neverSettles(),
    calculate: neverSettles(),
    checkout: neverSettles(),
    checkPayment: neverSettles(),
    saveDraft: neverSettles(),
    pause: neverSettles(),
    clock: idleCallback(),
    document: neverSettles() as never,
  },
});
type Machine = typeof cascoModelMachine;
const machine = cascoModelMachine;

const OFFERED = [
  { code: 'DSAT_CASCO_FRE', status: 1 },
  { code: 'DSAT_CASCO_TRL', status: 1 },
  { code: 'DSAT_CASCO_SE1', status: 1 },
  { code: 'DSAT_CASCO_SE2', status: 1 },
];
const opened = [doneEvent('loadIp', { ip: FI_SELLER_IP }), doneEvent('loadAvailability', OFFERED)];
const saved = <const Id extends string>(id: Id, record: unknown) => doneEvent(id, { kind: 'saved', record });

const TICKET = {
  policyId: 701,
  number: '26-DSAT-100701',
  global: 'KZ-DSAT-2026-0000701',
  processing: false,
  from: '2026-11-26',
  to: '2027-11-25',
  premium: 1_170_000,
};

const kept = (policy = CASCO_PERSON_POLICY) => ({ kept: { policy, draftId: null, payment: null } });

function serializeSale(s: CascoSnapshot): string {
  const c = flat(s.context);
  return JSON.stringify([
    s.value,
    c.method,
    c.payment?.method ?? null,
    c.conditions.risk_damage,
    c.ticket?.processing ?? null,
    c.vehicles.map((v) => v.calc?.result ?? null),
    // a refused bank holds 'Проверить' (issue 44 item 1)
    isPodftRefused(c.beneficiary),
  ]);
}

/**
 * The sale of a person's complete policy of two trucks kept in the browser: verification first with each outcome (the
 * bank refused by the compliance officer among them),
 * 'Рассчитать', the calculation (priced, or refused for a vehicle: its card says 'Ошибка при получении премии'),
 * payment by transfer and by card (Kaspi is the kernel's, as property's model shows), the payment check, the ticket, and the page's fields: a change of the conditions drops the
 * calculation, the payment date does not.
 */
export const cascoSaleModel = {
  name: 'casco-sale',
  machine,
  input: cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, kept()),
  serializeState: serializeSale,
  events: <ModelEvent<Machine>[]>[
    ...opened,
    { type: 'VERIFY' },
    { type: 'CALCULATE' },
    // the insurer (insured by the checkbox), then the bank
    doneEvent('verifyPolicy', { terminal: null, clients: [FI_VERIFY_OK, FI_VERIFY_OK] }),
    doneEvent('verifyPolicy', { terminal: null, clients: [FI_VERIFY_PODFT, FI_VERIFY_OK] }),
    doneEvent('verifyPolicy', { terminal: null, clients: [FI_VERIFY_OK, FI_VERIFY_UNKNOWN] }),
    doneEvent('verifyPolicy', { terminal: null, clients: [FI_VERIFY_OK, FI_VERIFY_REFUSED] }),
    errorEvent('verifyPolicy', new TypeError('Failed to fetch')),
    doneEvent('pause', undefined),
    doneEvent('calculate', CASCO_CALCULATION),
    errorEvent('calculate', CASCO_REFUSED),
    { type: 'CHECKOUT', method: 'transfer' },
    { type: 'CHECKOUT', method: 'card' },
    doneEvent('checkout', {
      result: true,
      policyId: 701,
      url: 'http://localhost:4100/bank/invoice/INV-701',
      invoice: 'INV-701',
    }),
    doneEvent('checkout', { result: true, policyId: 702, url: '/epay/702' }),
    doneEvent('checkout', { result: true, ticket: { ...TICKET, global: null, processing: true } }),
    errorEvent('checkout', ApiError.rejected(['Укажите дату оплаты не раньше завтрашнего дня'], 400)),
    { type: 'CHECK_PAYMENT' },
    doneEvent('checkPayment', { result: true, waiting: true, message: 'Оплата ещё не поступила' }),
    doneEvent('checkPayment', {
      result: true,
      waiting: true,
      declined: true,
      message: 'Платёж отклонён. Выберите способ оплаты и оплатите ещё раз',
    }),
    doneEvent('checkPayment', { result: true, ticket: TICKET }),
    errorEvent('checkPayment', new TypeError('Failed to fetch')),
    { type: 'OPEN_DOCUMENT', document: 0 },
    { type: 'OPEN_DOCUMENT', document: 1 },
    { type: 'CLOSE_DOCUMENT' },
    { type: 'EDIT', patch: { conditions: { ...CASCO_PERSON_POLICY.conditions, risk_damage: 5 } } },
  ],
} satisfies MachineModel<Machine>;

/** The client dialog's parties and the checkbox: every dialog's result is an event; the sellers never answer. */
function serializeClients(s: CascoSnapshot): string {
  const c = flat(s.context);
  const kind = c.insurer ? (c.insurer.filter.person ? 'person' : 'entity') : null;
  return JSON.stringify([s.value, c.target, kind, c.isDrive, c.insureds.length > 0, c.beneficiary !== null]);
}

export const cascoClientsModel = {
  name: 'casco-clients',
  machine,
  input: cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER),
  serializeState: serializeClients,
  events: <ModelEvent<Machine>[]>[
    ...opened,
    { type: 'OPEN', target: { kind: 'insurer' } },
    { type: 'OPEN', target: { kind: 'insured', index: null } },
    { type: 'OPEN', target: { kind: 'insured', index: 0 } },
    { type: 'OPEN', target: { kind: 'beneficiary' } },
    { type: 'OPEN', target: { kind: 'documents', owner: { kind: 'insurer' } } },
    { type: 'OPEN', target: { kind: 'podft', owner: { kind: 'insured', index: 0 } } },
    { type: 'DELETE', target: { kind: 'insurer' } },
    { type: 'DELETE', target: { kind: 'insured', index: 0 } },
    { type: 'DELETE', target: { kind: 'beneficiary' } },
    saved('clientDialog', FI_PERSON),
    saved('clientDialog', FI_ENTITY),
    saved('documentsDialog', { images: [{ id: 1, type_id: '00001' }] }),
    saved('podftDialog', {
      podft: { success: false, message: 'Документы ПОДФТ загружены', setDocument: false },
    }),
    doneEvent('clientDialog', { kind: 'closed' }),
    ...(['clientDialog', 'documentsDialog', 'podftDialog'] as const).map((id) =>
      errorEvent(id, new Error('dialog crashed')),
    ),
    { type: 'EDIT', patch: { isDrive: true } },
    { type: 'EDIT', patch: { isDrive: false } },
  ],
} satisfies MachineModel<Machine>;

/**
 * A legal entity's chiefs, the vehicles and the program (a vehicle type resets the product; a vehicle of another
 * type stays listed, refused), on a kept entity's policy without chiefs or vehicles.
 */
function serializeVehicles(s: CascoSnapshot): string {
  const c = flat(s.context);
  return JSON.stringify([
    s.value,
    c.target,
    c.insurer !== null,
    c.leader !== null,
    c.owners.length > 0,
    c.vehicles.length > 0,
    c.program,
  ]);
}

export const cascoVehiclesModel = {
  name: 'casco-vehicles',
  machine,
  input: cascoInput('DSAT_CASCO_SE1', FI_ADMIN_USER, {
    kept: {
      policy: { ...CASCO_ENTITY_POLICY, leader: null, owners: [], vehicles: [] },
      draftId: null,
      payment: null,
    },
  }),
  serializeState: serializeVehicles,
  events: <ModelEvent<Machine>[]>[
    ...opened,
    { type: 'OPEN', target: { kind: 'leader' } },
    { type: 'OPEN', target: { kind: 'owner', index: null } },
    { type: 'OPEN', target: { kind: 'owner', index: 0 } },
    { type: 'OPEN', target: { kind: 'vehicle', index: null } },
    { type: 'OPEN', target: { kind: 'vehicle', index: 0 } },
    { type: 'DELETE', target: { kind: 'insurer' } },
    { type: 'DELETE', target: { kind: 'leader' } },
    { type: 'DELETE', target: { kind: 'owner', index: 0 } },
    { type: 'DELETE', target: { kind: 'vehicle', index: 0 } },
    saved('chiefDialog', FI_LEADER),
    saved('vehicleDialog', CASCO_EXCAVATOR),
    doneEvent('chiefDialog', { kind: 'closed' }),
    doneEvent('vehicleDialog', { kind: 'closed' }),
    errorEvent('chiefDialog', new Error('dialog crashed')),
    errorEvent('vehicleDialog', new Error('dialog crashed')),
    { type: 'EDIT', patch: { program: { type: 15, product: 4 } } },
    { type: 'EDIT', patch: { program: { type: 6, product: 4 } } },
    { type: 'EDIT', patch: { program: { type: 15, product: 3 } } },
  ],
} satisfies MachineModel<Machine>;

/**
 * The page's gate and the sellers: the availability, a draft (found, of another family, missing, failing), a sale
 * kept after its payment was requested or after its calculation, a draft asked for over a kept sale (unsaved: the
 * question and its two answers; saved: replaced), the terminal alert, the managers and agents, the terms; a legal
 * entity's policy (transfer only).
 */
export const cascoOpeningModel = {
  name: 'casco-opening',
  machine,
  inputs: [
    cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, { draft: '01JDMA0000000000000000DRFT' }),
    cascoInput('DSAT_CASCO_FRE', FI_NO_TERMINAL_USER),
    cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, {
      kept: {
        policy: CASCO_ENTITY_POLICY,
        draftId: null,
        payment: { method: 'transfer', policyId: 701, url: '/bank/INV-701', invoice: 'INV-701' },
      },
    }),
    cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, {
      kept: {
        policy: CASCO_PERSON_POLICY,
        draftId: null,
        payment: null,
        calculation: { premium: 1_170_000, calculationDate: '2026-11-25 11:05:00' },
      },
    }),
    // a draft asked for over a sale in progress: unsaved (the seller is asked), saved as its own draft (replaced)
    cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, {
      draft: '01JDMA0000000000000000DRFT',
      kept: { policy: CASCO_PERSON_POLICY, draftId: null, payment: null },
    }),
    cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, {
      draft: '01JDMA0000000000000000DRFT',
      kept: { policy: CASCO_PERSON_POLICY, draftId: CASCO_PERSON_POLICY.number, payment: null, saved: true },
    }),
  ],
  serializeState: (s: CascoSnapshot) => {
    const c = flat(s.context);
    return JSON.stringify([
      s.value,
      c.program,
      c.draftRequest,
      c.keptSale !== null,
      c.alert,
      c.pageMessage !== null,
    ]);
  },
  events: <ModelEvent<Machine>[]>[
    doneEvent('loadIp', { ip: FI_SELLER_IP }),
    errorEvent('loadIp', new TypeError('Failed to fetch')),
    doneEvent('loadAvailability', OFFERED),
    doneEvent('loadAvailability', [{ code: 'DSAT_CASCO_FRE', status: 0 }]),
    errorEvent('loadAvailability', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    // saved for a day after tomorrow: it opens from tomorrow all the same (4.1)
    doneEvent('loadDraft', {
      result: true,
      id: '01JDMA0000000000000000DRFT',
      policy: {
        ...CASCO_ENTITY_POLICY,
        number: '01JDMA0000000000000000DRFT',
        treaty: { ...CASCO_ENTITY_POLICY.treaty, date: '2027-03-01' },
      },
    }),
    doneEvent('loadDraft', {
      result: true,
      id: '1024',
      policy: { ...CASCO_PERSON_POLICY, product: 'DSI_FI' },
    }),
    doneEvent('loadDraft', { result: false }),
    errorEvent('loadDraft', new TypeError('Failed to fetch')),
    { type: 'OPEN_DRAFT' },
    { type: 'KEEP_SALE' },
    { type: 'TICK', seconds: 3 },
    { type: 'DISMISS_ALERT' },
    { type: 'SHOW_ALERT', message: 'Проверьте данные', seconds: 10 },
    { type: 'CHECK_PAYMENT' },
    { type: 'SAVE_DRAFT' },
    doneEvent('saveDraft', { id: '01JDMA0000000000000000DRFT' }),
    errorEvent('saveDraft', ApiError.rejected(['Черновик не сохранён'], 400)),
  ],
} satisfies MachineModel<Machine>;

export const cascoStaffModel = {
  name: 'casco-staff',
  machine,
  inputs: [
    cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER),
    cascoInput('DSAT_CASCO_FRE', FI_MANAGER_USER),
    cascoInput('DSAT_CASCO_FRE', { ...FI_ADMIN_USER, apc: 'APC0001' }),
  ],
  serializeState: (s: CascoSnapshot) => {
    const c = flat(s.context);
    return JSON.stringify([
      s.value,
      c.managers.length,
      c.manager,
      c.agent,
      c.staffMessage !== null,
      c.treaty,
      c.paymentPhone,
      c.paymentDate,
    ]);
  },
  events: <ModelEvent<Machine>[]>[
    ...opened,
    doneEvent('loadManagers', FI_MANAGERS),
    errorEvent('loadManagers', ApiError.rejected(['Нет доступа'], 200)),
    doneEvent('loadAgents', FI_AGENTS),
    errorEvent('loadAgents', new TypeError('Failed to fetch')),
    { type: 'RETRY_STAFF' },
    { type: 'SET_MANAGER', id: 11 },
    { type: 'SET_AGENT', id: 6 },
    { type: 'SET_TREATY_DATE', date: '2026-12-01' },
    { type: 'SET_TERM', term: { unit: 'month', count: 12 } },
    { type: 'SET_PAYMENT_PHONE', phone: '+7(701) 710-0128' },
    // the payment date keeps the calculation (the sale model prices with a valid one)
    { type: 'EDIT', patch: { paymentDate: '2026-11-20' } },
    { type: 'EDIT', patch: { paymentDate: '2026-11-30' } },
  ],
} satisfies MachineModel<Machine>;
