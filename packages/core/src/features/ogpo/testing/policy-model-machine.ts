import { idleCallback, neverSettles } from '../../../shared/testing/runner';
import { policyMachine } from '../policy/policy.machine';

/**
 * The policy machine of its models: every actor a fake that never settles (its results are the models' events),
 * the alert's clock silent (TICK is an event too). The dialogs and the code are machines in the policy's setup; a
 * fake in their place is typed `never`.
 */
export const policyModelMachine = policyMachine.provide({
  actors: {
    clientDialog: neverSettles() as never,
    chiefDialog: neverSettles() as never,
    vehicleDialog: neverSettles() as never,
    licenceDialog: neverSettles() as never,
    documentsDialog: neverSettles() as never,
    podftDialog: neverSettles() as never,
    deleteClientImages: neverSettles(),
    loadIp: neverSettles(),
    loadAvailability: neverSettles(),
    loadManagers: neverSettles(),
    loadAgents: neverSettles(),
    loadDraft: neverSettles(),
    policyGet: neverSettles(),
    verifyPolicy: neverSettles(),
    calculate: neverSettles(),
    otp: neverSettles() as never,
    checkout: neverSettles(),
    checkPayment: neverSettles(),
    saveDraft: neverSettles(),
    loadDefaultParty: neverSettles(),
    pause: neverSettles(),
    clock: idleCallback(),
    document: neverSettles() as never,
  },
});
