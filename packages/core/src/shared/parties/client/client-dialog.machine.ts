import { assign, emit, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../../api/errors';
import { INCOMPLETE_MESSAGE } from '../../machines/lookup-dialog.machine';
import { SEARCH_MODE, type ClientGetRequest, type ClientRecord } from './contract';
import { consentMachine } from './consent.machine';
import { scanMachine } from './scan.machine';
import { clientErrors, ibanFieldError } from './validation';
import { editRecord, isFormEvent } from './client-form';
import {
  canBePensioner,
  changeFlag,
  documentError,
  duplicateError,
  isFlagEditable,
  partyKeyOf,
  scanError,
} from './rules';
import { ruClient } from './ru';

/**
 * The client dialog (spec part 2 sections 2.2, 4.3, 5.1, 8): steps 0 search, 1/2 found, 3 edit.
 *
 *   search --MODE / QUERY / FLAG--> search
 *          --SEARCH [canSearch]--> searching (client/get)  (a party already in the policy: its message, no search)
 *          --FILE [scan ok]--> scan (child `scan`: upload, recognition)  (a bad file: the spec's message)
 *   searching --rows--> found (1 or 2) | form (a single non-resident: added directly with the defaults of 4.3)
 *             --none--> notFound ('Не смогли найти клиента.') --CREATE--> form | --RESET--> search
 *             --a consent status--> consent (child `consent`, which gets RESEND / PHONE / CODE / CHECK)
 *                    --consent given--> searching again (its notice) | --RESET--> search
 *   scan --a new client--> form | --the register's clients--> found | --a message or failure--> search
 *        --RESET (while recognising)--> search
 *   found --PICK--> form (a duplicate stays, with its message)
 *   form --CHANGE / FLAG / DOCUMENT / EXPERIENCE / PENSIONER / ENTREPRENEUR / IBAN--> form
 *        --SUBMIT [savable]--> saving (client/set) --ok--> saved (final; 'Данные успешно обновлены', 'Обновлено')
 *        --SUBMIT (not)--> form with the first message           --failure--> form, previous filter restored
 *        --RESET (a new client only)--> search
 *   every step but saving --CLOSE--> closed (final)
 *
 * It keeps the lookup dialog's event names, steps and output so the policy machine spawns both alike.
 */

import type {
  ClientDialogContext,
  ClientDialogEmitted,
  ClientDialogEvent,
  ClientDialogInput,
  ClientDialogOutput,
  ClientDialogResult,
  ClientGetAnswer,
} from './client-dialog.types';
import {
  blankRecord,
  clientDialogContext,
  clientGetRequest,
  FLAGS_OF_MODE,
  foundRows,
  isQueryComplete,
  picked,
  prepared,
  queryError,
} from './client-record';

export * from './client-dialog.types';
export { blankRecord, clientGetRequest, editableRecord, isQueryComplete, queryError } from './client-record';

const setRecord = (c: ClientDialogContext, fn: (r: ClientRecord) => ClientRecord) =>
  c.record === null ? null : fn(c.record);

export const clientDialogMachine = setup({
  types: {
    context: {} as ClientDialogContext,
    events: {} as ClientDialogEvent | ClientDialogResult,
    input: {} as ClientDialogInput,
    output: {} as ClientDialogOutput,
    emitted: {} as ClientDialogEmitted,
  },
  actors: {
    clientGet: fromPromise<ClientGetAnswer, ClientGetRequest>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `clientGet` actor')),
    ),
    consent: consentMachine,
    scan: scanMachine,
    save: fromPromise<ClientRecord, ClientRecord>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `save` actor')),
    ),
  },
  actions: {
    edit: assign({
      record: ({ context, event }) =>
        context.record !== null && isFormEvent(event)
          ? editRecord(context.record, event, context.input)
          : context.record,
    }),
    clearMessage: assign({ message: null }),
    /** The consent step's events (RESEND, PHONE, CODE, CHECK) go to its child. */
    forwardToConsent: sendTo('consent', ({ event }) => event),
  },
  guards: {
    isEditing: ({ context }) => context.editing,
    isNew: ({ context }) => !context.editing,
    canChangeMode: ({ context, event }) =>
      event.type === 'MODE' &&
      event.mode !== context.mode &&
      (isFlagEditable('person', context.input.userRole) || event.mode === 0 || event.mode === 1),
    hasQueryError: ({ context }) => queryError(context) !== null,
    canSearch: ({ context }) => isQueryComplete(context),
    isScanOk: ({ event }) => event.type === 'FILE' && scanError(event.facts) === null,
    isConsentAnswer: ({ event }) => event.type === 'xstate.done.actor.clientGet' && 'consent' in event.output,
    isSingleNonResident: ({ context, event }) =>
      event.type === 'xstate.done.actor.clientGet' &&
      context.mode === SEARCH_MODE.name &&
      foundRows(event.output).length === 1,
    hasRows: ({ event }) =>
      event.type === 'xstate.done.actor.clientGet' && foundRows(event.output).length > 0,
    isNewClientScan: ({ event }) =>
      event.type === 'xstate.done.actor.scan' && event.output.kind === 'newClient',
    isFoundScan: ({ event }) => event.type === 'xstate.done.actor.scan' && event.output.kind === 'found',
    isFoundRow: ({ context, event }) =>
      event.type === 'PICK' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.rows.length,
    isDuplicateRow: ({ context, event }) =>
      event.type === 'PICK' &&
      context.rows[event.index] !== undefined &&
      duplicateError(partyKeyOf(context.rows[event.index]!), context.present) !== null,
    isSavable: ({ context }) =>
      context.record !== null && clientErrors(context.record, context.present).length === 0,
    isVerifiedDocument: ({ context, event }) => {
      const doc = event.type === 'DOCUMENT' ? context.record?.documents[event.index] : undefined;
      return (
        doc !== undefined &&
        documentError(doc, context.record!.filter.resident && context.record!.filter.verify) === null
      );
    },
    isKnownDocument: ({ context, event }) =>
      event.type === 'DOCUMENT' &&
      context.record !== null &&
      context.record.documents[event.index] !== undefined,
    mayBePensioner: ({ context, event }) =>
      event.type === 'PENSIONER' &&
      context.record !== null &&
      context.record.driver !== null &&
      (!event.value || canBePensioner(context.record.filter, context.record.entrepreneur !== null)),
    hasDriver: ({ context }) => context.record?.driver != null,
    mayBeEntrepreneur: ({ context }) =>
      context.record !== null && context.record.filter.person && context.record.filter.resident,
  },
}).createMachine({
  id: 'clientDialog',
  context: ({ input }) => clientDialogContext(input),
  initial: 'search',
  states: {
    search: {
      always: { guard: 'isEditing', target: 'form' },
      on: {
        CLOSE: '#clientDialog.closed',
        MODE: {
          guard: 'canChangeMode',
          actions: assign(({ context, event }) => ({
            mode: event.mode,
            flags: FLAGS_OF_MODE[event.mode] ?? context.flags,
            message: null,
            notice: null,
          })),
        },
        QUERY: {
          actions: assign({
            query: ({ context, event }) => ({ ...context.query, ...event.patch }),
            message: null,
          }),
        },
        FLAG: {
          actions: assign({
            flags: ({ context, event }) =>
              changeFlag(context.flags, event.flag, event.value, {
                role: context.input.userRole,
                productType: context.input.productType,
              }),
          }),
        },
        SEARCH: [
          { guard: 'hasQueryError', actions: assign({ message: ({ context }) => queryError(context) }) },
          { guard: 'canSearch', target: 'searching' },
        ],
        FILE: [
          { guard: 'isScanOk', target: 'scan', actions: assign({ file: ({ event }) => event.file }) },
          { actions: assign({ message: ({ event }) => scanError(event.facts) }) },
        ],
      },
    },
    searching: {
      tags: ['busy'],
      on: { CLOSE: 'closed' },
      entry: assign({ message: null, rows: [], consent: null }),
      invoke: {
        id: 'clientGet',
        src: 'clientGet',
        input: ({ context }) => clientGetRequest(context),
        onDone: [
          {
            guard: 'isConsentAnswer',
            target: 'consent',
            actions: assign({
              consent: ({ event }) => ('consent' in event.output ? event.output.consent : null),
            }),
          },
          {
            guard: 'isSingleNonResident',
            target: 'form',
            actions: assign(({ context, event }) => picked(prepared(foundRows(event.output)[0]!, context))),
          },
          {
            guard: 'hasRows',
            target: 'found',
            actions: assign({
              rows: ({ context, event }) => foundRows(event.output).map((r) => prepared(r, context)),
            }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'search',
          actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    consent: {
      invoke: {
        id: 'consent',
        src: 'consent',
        input: ({ context }) => ({ consent: context.consent! }),
        onDone: { target: 'searching', actions: assign({ notice: ({ event }) => event.output.notice }) },
        // the child's steps are the view's: a new snapshot of the dialog for each
        onSnapshot: {},
      },
      on: {
        CLOSE: 'closed',
        RESEND: { actions: 'forwardToConsent' },
        PHONE: { actions: 'forwardToConsent' },
        CODE: { actions: 'forwardToConsent' },
        CHECK: { actions: 'forwardToConsent' },
        RESET: { target: 'search', actions: assign({ consent: null, notice: null, message: null }) },
      },
    },
    scan: {
      tags: ['busy'],
      entry: assign({ message: null, notice: null }),
      invoke: {
        id: 'scan',
        src: 'scan',
        input: ({ context }) => ({ file: context.file }),
        onDone: [
          {
            guard: 'isNewClientScan',
            target: 'form',
            actions: assign(({ context, event }) =>
              event.output.kind === 'newClient' ? picked(prepared(event.output.record, context)) : {},
            ),
          },
          {
            guard: 'isFoundScan',
            target: 'found',
            actions: assign({
              rows: ({ context, event }) =>
                event.output.kind === 'found' ? event.output.rows.map((r) => prepared(r, context)) : [],
            }),
          },
          {
            target: 'search',
            actions: assign({
              message: ({ event }) => (event.output.kind === 'message' ? event.output.message : null),
            }),
          },
        ],
        onSnapshot: {},
      },
      on: {
        CLOSE: 'closed',
        RESET: { actions: sendTo('scan', { type: 'RESET' }) },
      },
    },
    found: {
      on: {
        CLOSE: '#clientDialog.closed',
        PICK: [
          {
            guard: 'isDuplicateRow',
            actions: assign({
              message: ({ context, event }) =>
                duplicateError(partyKeyOf(context.rows[event.index]!), context.present),
            }),
          },
          {
            guard: 'isFoundRow',
            target: 'form',
            actions: assign(({ context, event }) => {
              const record = context.rows[event.index]!;
              return { record, previousFilter: record.filter, message: null };
            }),
          },
        ],
        RESET: { target: 'search', actions: assign({ rows: [], message: null, notice: null }) },
      },
    },
    notFound: {
      on: {
        CLOSE: '#clientDialog.closed',
        CREATE: {
          target: 'form',
          actions: assign(({ context }) => {
            const record = blankRecord(context);
            return { record, previousFilter: record.filter, notice: null };
          }),
        },
        RESET: { target: 'search', actions: assign({ notice: null }) },
      },
    },
    form: {
      on: {
        CLOSE: '#clientDialog.closed',
        CHANGE: { actions: ['edit', 'clearMessage'] },
        FLAG: { actions: ['edit', 'clearMessage'] },
        DOCUMENT: [
          { guard: 'isVerifiedDocument', actions: ['edit', 'clearMessage'] },
          { guard: 'isKnownDocument', actions: assign({ message: ruClient.documentNotVerified }) },
        ],
        EXPERIENCE: { guard: 'hasDriver', actions: 'edit' },
        PENSIONER: { guard: 'mayBePensioner', actions: 'edit' },
        ENTREPRENEUR: { guard: 'mayBeEntrepreneur', actions: 'edit' },
        IBAN: {
          actions: [
            'edit',
            assign({
              ibanError: ({ context }) => (context.record ? ibanFieldError(context.record.bank.iik) : null),
            }),
          ],
        },
        SUBMIT: [
          { guard: 'isSavable', target: 'saving' },
          {
            actions: assign({
              message: ({ context }) =>
                clientErrors(context.record!, context.present)[0] ?? INCOMPLETE_MESSAGE,
              attempt: ({ context }) => context.attempt + 1,
            }),
          },
        ],
        RESET: {
          guard: 'isNew',
          target: 'search',
          actions: assign({
            record: null,
            rows: [],
            message: null,
            notice: null,
            attempt: 0,
            ibanError: null,
          }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ message: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.record!,
        onDone: {
          target: 'saved',
          actions: [
            assign({ saved: ({ event }) => event.output }),
            emit({ type: 'saved' as const, title: ruClient.savedTitle, message: ruClient.saved }),
          ],
        },
        onError: {
          target: 'form',
          actions: assign({
            message: ({ event }) => errorText(event.error, '. '),
            record: ({ context }) =>
              setRecord(context, (r) => ({ ...r, filter: context.previousFilter ?? r.filter })),
          }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): ClientDialogOutput =>
    context.saved ? { kind: 'saved', record: context.saved } : { kind: 'closed' },
});

export type ClientDialogSnapshot = SnapshotFrom<typeof clientDialogMachine>;
export type ClientDialogActor = ActorRefFrom<typeof clientDialogMachine>;
