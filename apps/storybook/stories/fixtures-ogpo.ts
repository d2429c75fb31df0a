/*
 * Fixtures of the OGPO page stories: each view is core's selector over the production policy machine replayed
 * through the story's events (its calls and dialogs never answering by themselves).
 */
import { policyMachine, selectPolicyView, type PolicyInput, type PolicyView } from '@sakta/core/ogpo';
import {
  OGPO_ADMIN_USER,
  OGPO_AGENTS,
  OGPO_MANAGERS,
  OGPO_NOW,
  OGPO_POLICY_NUMBER,
  OGPO_RESERVE_USER,
  OGPO_SELLER_IP,
} from '@sakta/core/testing';
import { codeMachine } from './fixtures-public';
import { done, never, offline, replay, type AnyEvent, type ReplayEvent } from './replay';
import { saleCalls } from './story-actors';

/** The policy machine whose calls, pauses and clocks never answer by themselves (the stories' events do). */
export const storyPolicyMachine = policyMachine.provide({
  actors: {
    clientDialog: never(),
    chiefDialog: never(),
    vehicleDialog: never(),
    licenceDialog: never(),
    documentsDialog: never(),
    podftDialog: never(),
    ...saleCalls(),
    otp: codeMachine,
    loadDefaultParty: never(),
  },
});

/** The seller's address read (GET /api/get-ip), the page's first step. */
export const LOCATED = done('loadIp', { ip: OGPO_SELLER_IP });
/** The page's opening: the seller's address, then the variants' availability. */
export const loaded = (availability: typeof BOTH_OFFERED): ReplayEvent<AnyEvent>[] => [
  LOCATED,
  done('loadAvailability', availability),
];

export const BOTH_OFFERED = [
  { code: 'OGPO_WEB_EA', status: 1 },
  { code: 'OGPO_WEB_EA_VV', status: 1 },
];
export const STANDARD_OFF = [
  { code: 'OGPO_WEB_EA', status: 0 },
  { code: 'OGPO_WEB_EA_VV', status: 1 },
];

export const adminInput: PolicyInput = {
  productType: 1,
  number: OGPO_POLICY_NUMBER,
  user: OGPO_ADMIN_USER,
  now: OGPO_NOW,
};
export const reserveInput: PolicyInput = {
  productType: 2,
  number: OGPO_POLICY_NUMBER,
  user: OGPO_RESERVE_USER,
  now: OGPO_NOW,
};

/** The page opened (the variant offered) and the sellers loaded: the administrator with the first manager's agents. */
export const OPENED: ReplayEvent<AnyEvent>[] = [
  ...loaded(BOTH_OFFERED),
  done('loadManagers', OGPO_MANAGERS),
  { type: 'SET_MANAGER', id: OGPO_MANAGERS[0]!.id },
  done('loadAgents', OGPO_AGENTS),
];

/** The compliance officer's refusal with the comment, as the verification answers it (issue 44 item 1). */
export const PODFT_REFUSAL = 'Отказано по результатам проверки ПОДФТ. Источник средств не подтверждён';

/** Opens a dialog for `target` and answers it with `record` saved. */
export const add = (dialog: string, target: unknown, record: unknown): ReplayEvent<AnyEvent>[] => [
  { type: 'OPEN', target } as AnyEvent,
  done(dialog, { kind: 'saved', record }),
];

export const policyView = (events: ReplayEvent<AnyEvent>[], input: PolicyInput = adminInput): PolicyView =>
  replay(storyPolicyMachine, events, selectPolicyView, input);

export { done, offline };
