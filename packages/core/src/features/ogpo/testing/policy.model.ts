import { flat } from '../policy/policy-context';
import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, type ModelEvent } from '../../../shared/testing/runner';
import type { policyMachine } from '../policy/policy.machine';
import { type PolicySnapshot } from '../policy/policy.machine';
import { policyModelMachine } from './policy-model-machine';
import {
  OGPO_ADMIN_USER,
  OGPO_MANAGER_USER,
  OGPO_AGENTS,
  OGPO_DEFAULT_INSURED,
  OGPO_ENTITY_INSURER,
  OGPO_FOREIGN_CAR,
  OGPO_LEADER,
  OGPO_MANAGERS,
  OGPO_NO_CONSENT_DRIVER,
  OGPO_OWNER,
  OGPO_PASSENGER_CAR,
  OGPO_SELLER_IP,
  OGPO_RESERVE_USER,
  OGPO_RESIDENT_INSURER,
  OGPO_BOTH_OFFERED,
  ogpoInput,
} from './fixtures';

const STANDARD_OFF = [
  { code: 'OGPO_WEB_EA', status: 0 },
  { code: 'OGPO_WEB_EA_VV', status: 1 },
];

const saved = <const Id extends string>(id: Id, record: unknown) => doneEvent(id, { kind: 'saved', record });

/**
 * The graph's vertex: the region states, the dialog's target, the insurer's kind and isDrive, and whether each list
 * has an entry (the events use index 0 only, so one entry or more is the same for every guard); for the sellers the
 * lists' sizes and the choices.
 */
function serializePolicy(s: PolicySnapshot): string {
  const c = flat(s.context);
  const kind = c.insurer ? (c.insurer.filter.person ? 'person' : 'entity') : null;
  return JSON.stringify([
    s.value,
    c.target,
    kind,
    c.isDrive,
    c.insureds.length > 0,
    c.vehicles.length > 0,
    c.leader !== null,
    c.beneficiaries.length > 0,
    c.managers.length,
    c.manager,
    c.agents.length,
    c.agent,
    c.staffMessage !== null,
  ]);
}

const machine = policyModelMachine;

/**
 * The policy's parties: every dialog's result is an event of its child (saved records from the fixtures, closed, or
 * failed). The page opens (both variants offered); the sellers' calls never answer here (their region has its own model below), so the graph stays small.
 */
export const policyPartiesModel = {
  name: 'ogpo-policy-parties',
  machine,
  input: ogpoInput(1, OGPO_ADMIN_USER),
  serializeState: serializePolicy,
  events: <ModelEvent<typeof policyMachine>[]>[
    doneEvent('loadIp', { ip: OGPO_SELLER_IP }),
    doneEvent('loadAvailability', OGPO_BOTH_OFFERED),
    { type: 'OPEN', target: { kind: 'insurer' } },
    { type: 'OPEN', target: { kind: 'insured', index: null } },
    { type: 'OPEN', target: { kind: 'insured', index: 0 } },
    { type: 'OPEN', target: { kind: 'drive' } },
    { type: 'OPEN', target: { kind: 'vehicle', index: null } },
    { type: 'OPEN', target: { kind: 'vehicle', index: 1 } },
    { type: 'OPEN', target: { kind: 'leader' } },
    { type: 'OPEN', target: { kind: 'beneficiary', index: null } },
    { type: 'OPEN', target: { kind: 'licence', index: 0 } },
    { type: 'OPEN', target: { kind: 'licence', index: 'drive' } },
    { type: 'OPEN', target: { kind: 'documents', owner: { kind: 'insured', index: 0 } } },
    { type: 'OPEN', target: { kind: 'podft', owner: { kind: 'vehicle', index: 0 } } },
    { type: 'DELETE', target: { kind: 'insurer' } },
    { type: 'DELETE', target: { kind: 'insured', index: 0 } },
    { type: 'DELETE', target: { kind: 'drive' } },
    { type: 'DELETE', target: { kind: 'vehicle', index: 0 } },
    { type: 'DELETE', target: { kind: 'leader' } },
    { type: 'DELETE', target: { kind: 'beneficiary', index: 0 } },
    saved('clientDialog', OGPO_RESIDENT_INSURER),
    saved('clientDialog', OGPO_ENTITY_INSURER),
    saved('clientDialog', OGPO_NO_CONSENT_DRIVER),
    saved('vehicleDialog', OGPO_PASSENGER_CAR),
    saved('vehicleDialog', OGPO_FOREIGN_CAR),
    saved('chiefDialog', OGPO_LEADER),
    saved('chiefDialog', OGPO_OWNER),
    saved('licenceDialog', { number: 'BN123456', issued: '2005-06-10' }),
    saved('documentsDialog', { images: [{ id: 1, type_id: '00001' }] }),
    saved('podftDialog', {
      podft: { success: false, message: 'Документы ПОДФТ загружены', setDocument: false },
    }),
    doneEvent('clientDialog', { kind: 'closed' }),
    doneEvent('vehicleDialog', { kind: 'closed' }),
    ...(
      [
        'clientDialog',
        'chiefDialog',
        'vehicleDialog',
        'licenceDialog',
        'documentsDialog',
        'podftDialog',
      ] as const
    ).map((id) => errorEvent(id, new Error('dialog crashed'))),
  ],
} satisfies MachineModel<typeof policyMachine>;

/**
 * The default insured of a legal-entity insurer without named drivers (4.1): fetched (done, failed, retried) when
 * the insurer is a legal entity and no driver is named, dropped when a driver is named or the insurer goes or is a
 * person. Only the insurer's and the drivers' dialogs open here (the other parties have their own model above).
 */
export const policyDefaultInsuredModel = {
  name: 'ogpo-policy-default-insured',
  machine,
  input: ogpoInput(1, OGPO_ADMIN_USER),
  serializeState: serializePolicy,
  events: <ModelEvent<typeof policyMachine>[]>[
    doneEvent('loadIp', { ip: OGPO_SELLER_IP }),
    doneEvent('loadAvailability', OGPO_BOTH_OFFERED),
    { type: 'OPEN', target: { kind: 'insurer' } },
    { type: 'OPEN', target: { kind: 'insured', index: null } },
    { type: 'OPEN', target: { kind: 'insured', index: 0 } },
    { type: 'OPEN', target: { kind: 'licence', index: 0 } },
    { type: 'OPEN', target: { kind: 'documents', owner: { kind: 'insured', index: 0 } } },
    { type: 'DELETE', target: { kind: 'insurer' } },
    { type: 'DELETE', target: { kind: 'insured', index: 0 } },
    saved('clientDialog', OGPO_RESIDENT_INSURER),
    saved('clientDialog', OGPO_ENTITY_INSURER),
    saved('clientDialog', OGPO_NO_CONSENT_DRIVER),
    doneEvent('loadDefaultParty', OGPO_DEFAULT_INSURED),
    errorEvent('loadDefaultParty', ApiError.rejected(['Реестр недоступен'], 503)),
    { type: 'RETRY_DEFAULT_PARTY' },
  ],
} satisfies MachineModel<typeof policyMachine>;

/**
 * The page's gate and the policy's sellers: the availability (offered, Standard switched off, failed) and the managers
 * and agents calls are events; no dialog opens. Two users: an administrator
 * (chooses the manager, then the agent) and a reserve seller with an apc (the first manager, no agent selector).
 */
export const policyStaffModel = {
  name: 'ogpo-policy-staff',
  machine,
  inputs: [ogpoInput(1, OGPO_ADMIN_USER), ogpoInput(2, OGPO_RESERVE_USER), ogpoInput(1, OGPO_MANAGER_USER)],
  serializeState: serializePolicy,
  events: <ModelEvent<typeof policyMachine>[]>[
    doneEvent('loadIp', { ip: OGPO_SELLER_IP }),
    doneEvent('loadAvailability', OGPO_BOTH_OFFERED),
    doneEvent('loadAvailability', STANDARD_OFF),
    errorEvent('loadAvailability', new TypeError('Failed to fetch')),
    errorEvent('loadIp', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    doneEvent('loadManagers', OGPO_MANAGERS),
    doneEvent('loadManagers', []),
    errorEvent('loadManagers', ApiError.rejected(['Нет доступа'], 200)),
    doneEvent('loadAgents', OGPO_AGENTS),
    errorEvent('loadAgents', new TypeError('Failed to fetch')),
    { type: 'SET_MANAGER', id: 11 },
    { type: 'SET_MANAGER', id: 999 },
    { type: 'SET_AGENT', id: 6 },
    { type: 'SET_AGENT', id: null },
    { type: 'SET_AGENT', id: 999 },
    { type: 'RETRY_STAFF' },
  ],
} satisfies MachineModel<typeof policyMachine>;
