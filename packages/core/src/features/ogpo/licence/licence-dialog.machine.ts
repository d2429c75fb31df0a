import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isApiError, errorText } from '../../../shared/api/errors';
import { fmt } from '../../../shared/i18n/ru';
import type { DriverLicence, DriverLicenceRequest } from './contract';
import {
  isLicenceValid,
  licenceProblems,
  localIsoDate,
  normaliseLicenceNumber,
  type LicenceProblems,
} from './rules';
import { LICENCE_ERROR_MS, ruLicence } from './ru';

/**
 * The driver's licence dialog 'Водительское удостоверение' (spec part 2 sections 2.2, 5.1, 5.4, 8, 9).
 *
 *   editing --CHANGE--> editing
 *           --SUBMIT [invalid]--> editing (the field messages show)
 *           --SUBMIT [resident: an IIN]--> checking (client/get-driver-license {iin, number})
 *                 --found--> saved (the register's number and issue date)
 *                 --not found--> editing + failure 'Документ по номеру {number} не найдено.' (7 s, 'Ошибка')
 *                 --other failure--> editing + failure (the server's message)
 *           --SUBMIT [non-resident: no IIN]--> saved (as typed: the register holds residents only)
 *   editing | checking --CLOSE--> closed
 *
 * The machine exposes the failure (`failure`: message, title, duration, and a sequence number so the same message
 * twice is two notifications); the app's toaster shows it. Nothing typed is lost.
 */

export interface LicenceDialogInput {
  /** The insured's IIN; null for a non-resident (no register lookup). */
  iin: string | null;
  /** The licence already given (edit). */
  record?: DriverLicence | null;
  /** Today 'YYYY-MM-DD' (default: the local date when the dialog opens). */
  today?: string;
}

export interface LicenceFailure {
  seq: number;
  title: string;
  message: string;
  durationMs: number;
}

export interface LicenceDialogContext {
  iin: string | null;
  number: string;
  issued: string;
  today: string;
  /** The field messages show once SUBMIT was tried. */
  submitted: boolean;
  failure: LicenceFailure | null;
  saved: DriverLicence | null;
}

export type LicenceDialogEvent =
  { type: 'CHANGE'; number?: string; issued?: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };

export type LicenceDialogOutput = { kind: 'saved'; record: DriverLicence } | { kind: 'closed' };

const formOf = (c: LicenceDialogContext) => ({ number: c.number, issued: c.issued });

function failureOf(c: LicenceDialogContext, error: unknown): LicenceFailure {
  // the register's refusal (404, or result false) is the spec's text; any other failure keeps its own message
  const notFound =
    isApiError(error) &&
    error.kind === 'rejected' &&
    (error.status === undefined || error.status === 200 || error.status === 404);
  const message = notFound ? fmt(ruLicence.notFound, { number: c.number }) : errorText(error, '. ');
  return {
    seq: (c.failure?.seq ?? 0) + 1,
    title: ruLicence.errorTitle,
    message,
    durationMs: LICENCE_ERROR_MS,
  };
}

export const licenceDialogMachine = setup({
  types: {
    context: {} as LicenceDialogContext,
    events: {} as LicenceDialogEvent,
    input: {} as LicenceDialogInput,
    output: {} as LicenceDialogOutput,
  },
  actors: {
    lookup: fromPromise<DriverLicence, DriverLicenceRequest>(() =>
      Promise.reject(new Error('licenceDialogMachine: provide the `lookup` actor')),
    ),
  },
  guards: {
    isValid: ({ context }) => isLicenceValid(formOf(context), context.today),
    isResident: ({ context }) => context.iin !== null,
  },
}).createMachine({
  id: 'licenceDialog',
  context: ({ input }) => ({
    iin: input.iin,
    number: input.record?.number ?? '',
    issued: input.record?.issued ?? '',
    today: input.today ?? localIsoDate(new Date()),
    submitted: false,
    failure: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign({
            number: ({ context, event }) =>
              event.number === undefined ? context.number : normaliseLicenceNumber(event.number),
            issued: ({ context, event }) => event.issued ?? context.issued,
          }),
        },
        SUBMIT: [{ guard: { type: 'isValid' }, target: 'routing' }, { actions: assign({ submitted: true }) }],
        CLOSE: 'closed',
      },
    },
    routing: {
      always: [
        { guard: 'isResident', target: 'checking' },
        { target: 'saved', actions: assign({ saved: ({ context }) => formOf(context) }) },
      ],
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({ iin: context.iin ?? '', number: context.number }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ context, event }) => failureOf(context, event.error) }),
        },
      },
      on: { CLOSE: 'closed' },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): LicenceDialogOutput =>
    context.saved ? { kind: 'saved', record: context.saved } : { kind: 'closed' },
});

export type LicenceDialogSnapshot = SnapshotFrom<typeof licenceDialogMachine>;
export type LicenceDialogActor = ActorRefFrom<typeof licenceDialogMachine>;

export interface LicenceDialogView {
  number: string;
  issued: string;
  /** The latest date the date field accepts. */
  maxDate: string;
  /** Field messages (shown after the first SUBMIT). */
  problems: LicenceProblems;
  busy: boolean;
  nonResident: boolean;
  failure: LicenceFailure | null;
  done: boolean;
}

export function selectLicenceDialogView(s: LicenceDialogSnapshot): LicenceDialogView {
  const c = s.context;
  return {
    number: c.number,
    issued: c.issued,
    maxDate: c.today,
    problems: c.submitted ? licenceProblems(formOf(c), c.today) : {},
    busy: s.hasTag('busy'),
    nonResident: c.iin === null,
    failure: c.failure,
    done: s.status === 'done',
  };
}

/** The licence dialog's call (spec section 7.1). */
export interface LicenceDialogCalls {
  /** POST client/get-driver-license {iin, number}: the register's licence (a refusal: not found). */
  getDriverLicence(req: DriverLicenceRequest): Promise<DriverLicence>;
}

export function provideLicenceDialog(calls: LicenceDialogCalls) {
  return licenceDialogMachine.provide({
    actors: { lookup: fromPromise(({ input }) => calls.getDriverLicence(input)) },
  });
}
