import { ApiError } from '../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  idleCallback,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../shared/testing/runner';
import { flat } from '../sale/property-context';
import { propertyMachine, type PropertySnapshot } from '../sale/property.machine';
import { propertyPolicy, PROPERTY_OFFICE } from './fixtures';
import {
  PROPERTY_ADMIN_USER,
  PROPERTY_AGENTS,
  PROPERTY_BANK,
  PROPERTY_CALCULATION_OFFICE,
  PROPERTY_ENTITY,
  PROPERTY_EPAY,
  PROPERTY_INVOICE,
  PROPERTY_LEADER,
  PROPERTY_MANAGER_USER,
  PROPERTY_MANAGERS,
  PROPERTY_NO_TERMINAL_USER,
  PROPERTY_OFFERED,
  PROPERTY_OWNER,
  PROPERTY_PERSON,
  PROPERTY_SELLER_IP,
  PROPERTY_SIGNATORY,
  PROPERTY_TICKET,
  PROPERTY_VERIFY_OK,
  PROPERTY_VERIFY_PODFT,
  PROPERTY_VERIFY_UNKNOWN,
  PROPERTY_WAREHOUSE,
  propertyInput,
} from './sale-fixtures';

/**
 * The property machine of its models: every actor a fake that never settles (its results are the models' events),
 * the alert's clock silent (TICK is an event too).
 */
export const propertyModelMachine = propertyMachine.provide({
  actors: {
    clientDialog: neverSettles() as never,
    chiefDialog: neverSettles() as never,
    objectDialog: neverSettles() as never,
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
type Machine = typeof propertyModelMachine;
const machine = propertyModelMachine;

const saved = <const Id extends string>(id: Id, record: unknown) => doneEvent(id, { kind: 'saved', record });
const opened = [
  doneEvent('loadIp', { ip: PROPERTY_SELLER_IP }),
  doneEvent('loadAvailability', PROPERTY_OFFERED),
];

/** A legal entity's complete policy: two objects, the bank, leader, owner, signatory, the payment date. */
export const PROPERTY_ENTITY_POLICY = propertyPolicy({
  insurer: PROPERTY_ENTITY,
  isDrive: true,
  insureds: [PROPERTY_ENTITY],
  beneficiary: PROPERTY_BANK,
  leader: PROPERTY_LEADER,
  owners: [PROPERTY_OWNER],
  objects: [PROPERTY_OFFICE, PROPERTY_WAREHOUSE],
  signatory: PROPERTY_SIGNATORY,
  treaty: { date: '2026-11-26', term: { unit: 'month', count: 12 }, end: '2027-11-25' },
  programCondition: { insuredSum: 180_000_000, franchise: 1, av: 0, md: 0 },
  paymentDate: '2026-11-28',
  manager: 4,
});
/** A person's complete policy, insured by the checkbox, one office, paying online. */
export const PROPERTY_PERSON_POLICY = propertyPolicy({
  insurer: PROPERTY_PERSON,
  isDrive: true,
  insureds: [PROPERTY_PERSON],
  beneficiary: PROPERTY_BANK,
  treaty: { date: '2026-11-26', term: { unit: 'month', count: 12 }, end: '2027-11-25' },
  programCondition: { insuredSum: 60_000_000, franchise: 1, av: 0, md: 0 },
  paymentPhone: '+7(701) 710-0128',
  paymentDate: '2026-11-28',
  manager: 4,
});

const kept = (policy = PROPERTY_ENTITY_POLICY) => ({ kept: { policy, draftId: null, payment: null } });

/**
 * The graph's vertex for the sale: the regions, and what the guards read of the context (the chosen payment, the
 * program condition, the signatory, the payment date, the treaty, the alert). The texts the views show follow from
 * the path's last events and are checked on each step.
 */
function serializeSale(s: PropertySnapshot): string {
  const c = flat(s.context);
  return JSON.stringify([
    s.value,
    c.method,
    c.payment?.method ?? null,
    c.programCondition.franchise,
    c.ticket?.processing ?? null,
  ]);
}

/**
 * The sale of a person's complete policy kept in the browser (no dialog needed): verification as its own step with
 * each outcome, 'Рассчитать' once verified, the calculation, the three ways to pay, the payment check, the ticket
 * (numbered at once, or while 1C numbers it), the documents, and the page's own fields: a change of the program
 * condition drops the calculation (the payment date's edits are the sellers' model's).
 */
export const propertySaleModel = {
  name: 'property-sale',
  machine,
  input: propertyInput('DSI_FI', PROPERTY_ADMIN_USER, kept(PROPERTY_PERSON_POLICY)),
  serializeState: serializeSale,
  events: <ModelEvent<Machine>[]>[
    ...opened,
    { type: 'VERIFY' },
    { type: 'CALCULATE' },
    // the insurer (insured by the checkbox), then the bank
    doneEvent('verifyPolicy', { terminal: null, clients: [PROPERTY_VERIFY_OK, PROPERTY_VERIFY_OK] }),
    doneEvent('verifyPolicy', { terminal: null, clients: [PROPERTY_VERIFY_PODFT, PROPERTY_VERIFY_OK] }),
    doneEvent('verifyPolicy', { terminal: null, clients: [PROPERTY_VERIFY_OK, PROPERTY_VERIFY_UNKNOWN] }),
    errorEvent('verifyPolicy', new TypeError('Failed to fetch')),
    doneEvent('pause', undefined),
    doneEvent('calculate', PROPERTY_CALCULATION_OFFICE),
    errorEvent('calculate', ApiError.rejected(['Выбранный объект не подлежит страхованию'], 422)),
    { type: 'CHECKOUT', method: 'transfer' },
    { type: 'CHECKOUT', method: 'card' },
    { type: 'CHECKOUT', method: 'kaspi' },
    doneEvent('checkout', PROPERTY_INVOICE),
    doneEvent('checkout', PROPERTY_EPAY),
    doneEvent('checkout', { result: true, ticket: { ...PROPERTY_TICKET, global: null, processing: true } }),
    errorEvent('checkout', ApiError.rejected(['Укажите дату оплаты не раньше завтрашнего дня'], 400)),
    { type: 'CHECK_PAYMENT' },
    doneEvent('checkPayment', { result: true, waiting: true, message: 'Оплата ещё не поступила' }),
    doneEvent('checkPayment', {
      result: true,
      waiting: true,
      declined: true,
      message: 'Платёж отклонён. Выберите способ оплаты и оплатите ещё раз',
    }),
    doneEvent('checkPayment', { result: true, ticket: PROPERTY_TICKET }),
    errorEvent('checkPayment', new TypeError('Failed to fetch')),
    { type: 'OPEN_DOCUMENT', document: 0 },
    { type: 'OPEN_DOCUMENT', document: 1 },
    { type: 'CLOSE_DOCUMENT' },
    { type: 'EDIT', patch: { programCondition: { insuredSum: 200_000_000, franchise: 5, av: 0, md: 0 } } },
  ],
} satisfies MachineModel<Machine>;

/**
 * The parties of the client dialog and the page's checkbox: the insurer (a person or a legal entity), the insureds,
 * the bank, their documents; every dialog's result is an event of its child (saved records from the fixtures,
 * closed, or failed). The sellers never answer.
 */
function serializeClients(s: PropertySnapshot): string {
  const c = flat(s.context);
  const kind = c.insurer ? (c.insurer.filter.person ? 'person' : 'entity') : null;
  return JSON.stringify([s.value, c.target, kind, c.isDrive, c.insureds.length > 0, c.beneficiary !== null]);
}

export const propertyClientsModel = {
  name: 'property-clients',
  machine,
  input: propertyInput('DSI_FI', PROPERTY_ADMIN_USER),
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
    saved('clientDialog', PROPERTY_PERSON),
    saved('clientDialog', PROPERTY_ENTITY),
    saved('clientDialog', PROPERTY_BANK),
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
 * A legal entity's leader and beneficial owners, the objects and the program switch (an object of the immovable
 * program is refused by the movable one and back), on a kept entity's policy; every dialog's result is an event.
 */
function serializeObjects(s: PropertySnapshot): string {
  const c = flat(s.context);
  return JSON.stringify([
    s.value,
    c.target,
    c.insurer !== null,
    c.leader !== null,
    c.owners.length > 0,
    c.objects.length > 0,
    c.product,
  ]);
}

export const propertyObjectsModel = {
  name: 'property-objects',
  machine,
  input: propertyInput('DSI_FI', PROPERTY_ADMIN_USER, {
    kept: {
      policy: { ...PROPERTY_ENTITY_POLICY, leader: null, owners: [], objects: [] },
      draftId: null,
      payment: null,
    },
  }),
  serializeState: serializeObjects,
  events: <ModelEvent<Machine>[]>[
    ...opened,
    { type: 'OPEN', target: { kind: 'leader' } },
    { type: 'OPEN', target: { kind: 'owner', index: null } },
    { type: 'OPEN', target: { kind: 'owner', index: 0 } },
    { type: 'OPEN', target: { kind: 'object', index: null } },
    { type: 'OPEN', target: { kind: 'object', index: 0 } },
    { type: 'DELETE', target: { kind: 'insurer' } },
    { type: 'DELETE', target: { kind: 'leader' } },
    { type: 'DELETE', target: { kind: 'owner', index: 0 } },
    { type: 'DELETE', target: { kind: 'object', index: 0 } },
    saved('chiefDialog', PROPERTY_LEADER),
    saved('objectDialog', PROPERTY_OFFICE),
    doneEvent('chiefDialog', { kind: 'closed' }),
    doneEvent('objectDialog', { kind: 'closed' }),
    errorEvent('chiefDialog', new Error('dialog crashed')),
    errorEvent('objectDialog', new Error('dialog crashed')),
    {
      type: 'EDIT',
      patch: { conditions: { is_immovable: false, kind: 'equipment', has_losses: false, is_indoors: true } },
    },
    {
      type: 'EDIT',
      patch: { conditions: { is_immovable: true, kind: '', has_losses: false, is_indoors: true } },
    },
  ],
} satisfies MachineModel<Machine>;

/**
 * The page's gate: the availability (offered, switched off, failed), the seller's address, a draft (found, of
 * another product, missing, failing), a sale kept after its payment was requested or after its calculation, a draft
 * asked for over an unsaved kept sale (the question and its answers), the blocking alert of a seller without a
 * terminal, and saving the draft. The sellers' calls never answer here.
 */
export const propertyOpeningModel = {
  name: 'property-opening',
  machine,
  inputs: [
    propertyInput('DSI_FI', PROPERTY_ADMIN_USER, { draft: '01JDMA0000000000000000DRFT' }),
    propertyInput('DSI_FI', PROPERTY_NO_TERMINAL_USER),
    propertyInput('DSI_FI', PROPERTY_ADMIN_USER, {
      kept: {
        policy: PROPERTY_PERSON_POLICY,
        draftId: null,
        payment: { method: 'card', policyId: 602, url: '/epay/602', invoice: null },
      },
    }),
    propertyInput('DSI_FI', PROPERTY_ADMIN_USER, {
      kept: {
        policy: PROPERTY_PERSON_POLICY,
        draftId: '01JDMA0000000000000000DRFT',
        payment: null,
        calculation: { premium: 89_100, calculationDate: '2026-11-25 11:05:00' },
      },
    }),
    // a draft asked for over an unsaved sale in progress: the seller is asked (a saved one: casco's model)
    propertyInput('DSI_FI', PROPERTY_ADMIN_USER, {
      draft: '01JDMA0000000000000000DRFT',
      kept: { policy: PROPERTY_PERSON_POLICY, draftId: null, payment: null },
    }),
  ],
  serializeState: (s: PropertySnapshot) => {
    const c = flat(s.context);
    return JSON.stringify([
      s.value,
      c.product,
      c.draftRequest,
      c.keptSale !== null,
      c.alert,
      c.pageMessage !== null,
    ]);
  },
  events: <ModelEvent<Machine>[]>[
    doneEvent('loadIp', { ip: PROPERTY_SELLER_IP }),
    errorEvent('loadIp', new TypeError('Failed to fetch')),
    doneEvent('loadAvailability', PROPERTY_OFFERED),
    doneEvent('loadAvailability', [{ code: 'DSI_FI', status: 0 }]),
    errorEvent('loadAvailability', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    doneEvent('loadDraft', {
      result: true,
      id: '01JDMA0000000000000000DRFT',
      policy: { ...PROPERTY_ENTITY_POLICY, number: '01JDMA0000000000000000DRFT', product: 'DSD_FI' },
    }),
    doneEvent('loadDraft', {
      result: true,
      id: '1024',
      policy: { ...PROPERTY_ENTITY_POLICY, product: 'OGPO_WEB_EA' },
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

/**
 * The sellers and the terms: the managers, the agents of the chosen one (an administrator chooses; a manager is
 * locked to himself; with an APC no agent is chosen), their failures and retry; the first day of cover, the term (an administrator's) and the
 * payment phone.
 */
export const propertyStaffModel = {
  name: 'property-staff',
  machine,
  inputs: [
    propertyInput('DSI_FI', PROPERTY_ADMIN_USER),
    propertyInput('DSD_FI', PROPERTY_MANAGER_USER),
    // with an APC: the read-only APC field instead of the agent selector
    propertyInput('DSI_FI', { ...PROPERTY_ADMIN_USER, apc: 'APC0001' }),
  ],
  serializeState: (s: PropertySnapshot) => {
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
    doneEvent('loadManagers', PROPERTY_MANAGERS),
    errorEvent('loadManagers', ApiError.rejected(['Нет доступа'], 200)),
    doneEvent('loadAgents', PROPERTY_AGENTS),
    errorEvent('loadAgents', new TypeError('Failed to fetch')),
    { type: 'RETRY_STAFF' },
    { type: 'SET_MANAGER', id: 11 },
    { type: 'SET_AGENT', id: 6 },
    { type: 'SET_TREATY_DATE', date: '2026-12-01' },
    { type: 'SET_TERM', term: { unit: 'month', count: 6 } },
    { type: 'SET_PAYMENT_PHONE', phone: '+7(701) 710-0128' },
    // the payment date keeps the calculation (the sale model prices with a valid one)
    { type: 'EDIT', patch: { paymentDate: '2026-11-30' } },
    { type: 'EDIT', patch: { paymentDate: '2026-11-20' } },
  ],
} satisfies MachineModel<Machine>;
