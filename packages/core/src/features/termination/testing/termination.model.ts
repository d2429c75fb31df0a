/**
 * The termination modal's model for the model-based runner: the production machine with fakes that never
 * settle, the events (calls' answers, edits, signing, the code step) and how a vertex of the graph is keyed.
 */
import { ApiError } from '../../../shared/api/errors';
import { type TerminationInput, terminationMachine, type TerminationSnapshot } from '../termination.machine';
import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';
import { documentMachine } from '../../../shared/machines/document.machine';
import {
  doneEvent,
  errorEvent,
  type MachineModel,
  neverSettles,
  snapshotEvent,
} from '../../../shared/testing/runner';
import {
  CLIENT_PHONE,
  historyItem,
  notTerminablePolicy,
  REFUND,
  terminablePolicy,
  TERMINATION_PDF,
  TERMINATION_ULID,
  WRONG_CHECKSUM_IBAN,
} from './fixtures';
import { childInput } from '../../../shared/testing/xstate-adapter';

export const terminationInputs: TerminationInput[] = [
  { target: { kind: 'history', item: historyItem }, ulid: TERMINATION_ULID },
  { target: { kind: 'result', policy: notTerminablePolicy }, ulid: TERMINATION_ULID },
  { target: { kind: 'result', policy: terminablePolicy }, ulid: TERMINATION_ULID },
];

/**
 * The vertex of the graph: state value (which holds the pending SMS and the confirmation) and the context a guard
 * reads (the termination data, the document). The messages are left out: no guard reads them (the checks assert
 * them against the actor's own context).
 */
function serializeTermination(s: TerminationSnapshot): string {
  const { termination, document } = s.context;
  return JSON.stringify({ value: s.value, termination, document: document !== null });
}

const received = new WeakMap<object, EventObject[]>();

/** The code step of the model: never finishes by itself, and keeps the events the termination sends it. */
const recordingCodeStep = fromCallback<EventObject, object>(({ input, receive }) => {
  const events: EventObject[] = [];
  received.set(input, events);
  receive((event) => events.push(event));
});

/** The events the model's code step (child 'code') has received so far; [] when it does not run. */
export function codeStepEvents(code: AnyActorRef | undefined): EventObject[] {
  const input = childInput(code) as object | undefined;
  return (input && received.get(input)) ?? [];
}

/**
 * Termination modal: the production machine; the calls and the code step (the shared code machine, modelled on
 * its own) never finish by themselves: their outcomes are events.
 */
export const terminationModel = {
  name: 'termination',
  machine: terminationMachine.provide({
    actors: {
      calculate: neverSettles(),
      createDocument: neverSettles(),
      checkOtp: neverSettles(),
      update: neverSettles(),
      terminate: neverSettles(),
      codeConfirmation: recordingCodeStep as never,
      // the shared document machine, its call never answering (modelled on its own)
      documentLoader: documentMachine.provide({ actors: { fetchDocument: neverSettles() } }),
    },
  }),
  inputs: terminationInputs,
  serializeState: serializeTermination,
  // paths share their prefixes: each step is checked once (the code step's events are part of a step)
  stepKey: (s) =>
    JSON.stringify([s.value, s.context, codeStepEvents(s.children.code), Object.keys(s.children)]),
  events: [
    { type: 'CALCULATE' },
    doneEvent('calculate', { result: true, ...REFUND }),
    errorEvent('calculate', ApiError.rejected(['Срок действия договора истек'], 200)),
    { type: 'EDIT', field: 'returnType', value: 1 },
    { type: 'EDIT', field: 'returnType', value: 2 },
    { type: 'EDIT', field: 'bank.iik', value: 'kz84 722c 0000 1234 5678' },
    { type: 'EDIT', field: 'bank.iik', value: WRONG_CHECKSUM_IBAN },
    { type: 'BLUR_IBAN' },
    { type: 'EDIT', field: 'bank.kbe', value: '' },
    { type: 'EDIT', field: 'rescindingReason', value: '00000000011' },
    { type: 'EDIT', field: 'rescindingReason', value: '00000000020' },
    { type: 'EDIT', field: 'beneficiary.name', value: 'Динара' },
    { type: 'EDIT', field: 'beneficiary.name', value: '' },
    { type: 'SET_SIGNIN', value: 1 },
    { type: 'SET_SIGNIN', value: 2 },
    { type: 'CHANGE_PHONE', value: CLIENT_PHONE },
    { type: 'GENERATE' },
    doneEvent('createDocument', { result: true, document: TERMINATION_PDF }),
    errorEvent('createDocument', new TypeError('Failed to fetch')),
    { type: 'SEND_SMS' },
    snapshotEvent('code'),
    doneEvent('code', { confirmed: true, code: '4821', request: null, error: null }),
    errorEvent('code', new Error('code step crashed')),
    { type: 'CHECK' },
    doneEvent('checkOtp', { result: true }),
    doneEvent('checkOtp', { result: false }),
    errorEvent('checkOtp', ApiError.rejected(['Документ не подтвержден'], 200)),
    { type: 'TERMINATE' },
    { type: 'CANCEL_TERMINATE' },
    { type: 'CONFIRM_TERMINATE' },
    doneEvent('update', { result: true }),
    errorEvent('update', ApiError.rejected(['Не удалось сохранить заявление'], 200)),
    doneEvent('terminate', { result: true }),
    errorEvent('terminate', ApiError.rejected(['Договор уже расторгнут'], 200)),
  ],
} satisfies MachineModel<typeof terminationMachine>;
