// The production machines' actors as the stories run them: calls, pauses and clocks that never answer by themselves
// (a story's events answer them). Core only: Node reads it too (the gallery's registry).
import { codeConfirmationMachine, documentMachine, terminationMachine } from '@sakta/core';
import { never, stoppedClock } from './replay';

/** The shared code step (send, verify, its countdown). */
export const codeMachine = codeConfirmationMachine.provide({
  actors: { sendCode: never(), verifyCode: never(), clock: stoppedClock() },
});

/** The calls, pauses and clock every sale page's machine (OGPO, property, casco) runs. */
export const saleCalls = () => ({
  deleteClientImages: never(),
  loadIp: never(),
  loadAvailability: never(),
  loadManagers: never(),
  loadAgents: never(),
  loadDraft: never(),
  policyGet: never(),
  verifyPolicy: never(),
  calculate: never(),
  checkout: never(),
  checkPayment: never(),
  saveDraft: never(),
  pause: never(),
  clock: stoppedClock(),
});

/** The termination modal's machine, its document and code step real. */
export const storyTerminationMachine = terminationMachine.provide({
  actors: {
    calculate: never(),
    createDocument: never(),
    checkOtp: never(),
    update: never(),
    terminate: never(),
    documentLoader: documentMachine.provide({ actors: { fetchDocument: never() } }),
    codeConfirmation: codeMachine,
  },
});
