import { idleCallback, neverSettles } from '../../../shared/testing/runner';
import { policyMachine } from '../policy/policy.machine';

/**
 * The policy machine of its models: every actor a fake that never settles (its results are the models' events),
 * the alert's clock silent (TICK is an event too).
 */
export const policyModelMachine = policyMachine.provide({
  actors: {
    clientDialog: neverSettles(),
    chiefDialog: neverSettles(),
    vehicleDialog: neverSettles(),
    licenceDialog: neverSettles(),
    documentsDialog: neverSettles(),
    podftDialog: neverSettles(),
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
    pause: neverSettles(),
    clock: idleCallback(),
    document: neverSettles() as never,
  },
});
