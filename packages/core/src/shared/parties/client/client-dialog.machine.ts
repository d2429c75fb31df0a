import { assign, emit, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../../api/errors';
import { INCOMPLETE_MESSAGE } from '../../machines/lookup-dialog.machine';
import {
  RECOGNITION,
  SEARCH_MODE,
  type ClientGetRequest,
  type ClientRecord,
  type RecognitionAnswer,
} from './contract';
import { clientErrors } from './validation';
import {
  ageExperienceId,
  canBePensioner,
  changeFlag,
  documentError,
  duplicateError,
  fillBankFromIban,
  isFlagEditable,
  partyKeyOf,
  scanError,
} from './rules';
import { ruClient } from './ru';

/**
 * The OGPO client dialog (spec part 2 sections 2.2, 4.3, 5.1, 8): steps 0 search, 1/2 found, 3 edit.
 *
 *   search --MODE / QUERY / FLAG--> search
 *          --SEARCH [canSearch]--> searching (client/get)  (a party already in the policy: its message, no search)
 *          --FILE [scan ok]--> uploading (recognize-upload)      (a bad file: the spec's message, no upload)
 *   searching --rows--> found (1 or 2) | form (a single non-resident: added directly with the defaults of 4.3)
 *             --none--> notFound ('Не смогли найти клиента.') --CREATE--> form | --RESET--> search
 *             --consent 2/3/6--> consent.resend --RESEND--> consent.resending (force-kdp) --> consent.code
 *                    (PHONE: the phone the SMS goes to)
 *             --consent 10--> consent.code --CODE--> --CHECK--> consent.checking (kdp accept / check-status)
 *                    confirmed or given --> searching again; not yet --> consent.code ('Клиент ещё не ...')
 *   uploading --task--> polling.waiting --POLL (every 2 s)--> polling.asking (recognize-data)
 *             type 0 --> waiting; 1 --> form (new client from the scan); 2 --> search (message); 3 --> found
 *   found --PICK--> form (a duplicate stays, with its message)
 *   form --CHANGE / FLAG / DOCUMENT / EXPERIENCE / PENSIONER / ENTREPRENEUR / IBAN--> form
 *        --SUBMIT [savable]--> saving (client/set) --ok--> saved (final; 'Данные успешно обновлены', 'Обновлено')
 *        --SUBMIT (not)--> form with the first message           --failure--> form, previous filter restored
 *        --RESET (a new client only)--> search
 *   every step but saving --CLOSE--> closed (final)
 *
 * Its own machine rather than the shared lookup dialog invoked as a child: the client search has the consent and
 * scan sub-flows that the generic search -> found -> form does not, and the results of a child's calls cannot be
 * model events of this machine. It keeps the lookup dialog's event names, steps and output so the policy machine
 * spawns both alike.
 */

import type {
  ClientDialogContext,
  ClientDialogEmitted,
  ClientDialogEvent,
  ClientDialogInput,
  ClientDialogOutput,
  ClientDialogResult,
  ClientGetAnswer,
  ConsentCheck,
} from './client-dialog.types';
import {
  blankRecord,
  clientGetRequest,
  editableRecord,
  EMPTY_QUERY,
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
    forceKdp: fromPromise<{ message: string }, { phone: string; iin: string }>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `forceKdp` actor')),
    ),
    checkConsent: fromPromise<ConsentCheck, { iin: string; code: string }>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `checkConsent` actor')),
    ),
    upload: fromPromise<{ task_id: string }, { file: unknown }>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `upload` actor')),
    ),
    recognize: fromPromise<RecognitionAnswer, { taskId: string }>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `recognize` actor')),
    ),
    save: fromPromise<ClientRecord, ClientRecord>(() =>
      Promise.reject(new Error('clientDialogMachine: provide the `save` actor')),
    ),
    /** Sends POLL after 2 s (spec 9: recognition polling every 2 s). */
    pollClock: fromCallback(({ sendBack }) => {
      const t = setTimeout(() => sendBack({ type: 'POLL' }), 2000);
      return () => clearTimeout(t);
    }),
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
    isConsentGiven: ({ event }) =>
      event.type === 'xstate.done.actor.checkConsent' && event.output !== 'notYet',
    isWaiting: ({ event }) =>
      event.type === 'xstate.done.actor.recognize' && event.output.type === RECOGNITION.waiting,
    isNewClientScan: ({ event }) =>
      event.type === 'xstate.done.actor.recognize' && event.output.type === RECOGNITION.newClient,
    isMessageScan: ({ event }) =>
      event.type === 'xstate.done.actor.recognize' && event.output.type === RECOGNITION.message,
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
  context: ({ input }) => {
    const record = input.record === undefined ? null : editableRecord(input.record);
    const present = [
      ...(input.present ?? []),
      ...(input.listed?.iins ?? []).map((iin) => ({ iin, document: '' })),
      ...(input.listed?.documents ?? []).map((document) => ({ iin: '', document })),
    ];
    return {
      input: {
        role: input.role,
        productType: input.productType,
        userRole: input.userRole,
        today: input.today ?? new Date().toISOString().slice(0, 10),
      },
      present,
      mode: record && !record.filter.person ? 2 : record && !record.filter.resident ? 3 : 0,
      flags: record?.filter ?? { resident: true, person: true, verify: true },
      query: EMPTY_QUERY,
      rows: [],
      consent: null,
      code: '',
      file: null,
      taskId: null,
      record,
      previousFilter: record?.filter ?? null,
      editing: record !== null,
      message: null,
      notice: null,
      saved: null,
    };
  },
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
          { guard: 'isScanOk', target: 'uploading', actions: assign({ file: ({ event }) => event.file }) },
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
              code: '',
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
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: ({ context }) => context.consent?.status === 10, target: 'code' },
            { target: 'resend' },
          ],
        },
        resend: {
          on: {
            RESEND: 'resending',
          },
        },
        resending: {
          tags: ['busy'],
          entry: assign({ message: null }),
          invoke: {
            id: 'forceKdp',
            src: 'forceKdp',
            input: ({ context }) => ({ phone: context.consent!.phone, iin: context.consent!.iin }),
            onDone: { target: 'code', actions: assign({ notice: ruClient.consent.resent }) },
            onError: {
              target: 'resend',
              actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
            },
          },
        },
        code: {
          on: {
            CODE: {
              actions: assign({
                code: ({ event }) => event.value.replace(/\D/g, '').slice(0, 4),
                message: null,
              }),
            },
            CHECK: 'checking',
            RESEND: 'resending',
          },
        },
        checking: {
          tags: ['busy'],
          entry: assign({ message: null }),
          invoke: {
            id: 'checkConsent',
            src: 'checkConsent',
            input: ({ context }) => ({ iin: context.consent!.iin, code: context.code }),
            onDone: [
              {
                guard: 'isConsentGiven',
                target: '#clientDialog.searching',
                actions: assign({
                  notice: ({ event }) =>
                    event.output === 'confirmed' ? ruClient.consent.confirmed : ruClient.consent.given,
                }),
              },
              { target: 'code', actions: assign({ message: ruClient.consent.notYet, code: '' }) },
            ],
            onError: {
              target: 'code',
              actions: assign({ message: ({ event }) => errorText(event.error, '. '), code: '' }),
            },
          },
        },
      },
      on: {
        CLOSE: 'closed',
        // the phone the consent SMS goes to (the register's, or the one the customer gives now)
        PHONE: {
          actions: assign({
            consent: ({ context, event }) =>
              context.consent ? { ...context.consent, phone: event.value } : null,
          }),
        },
        RESET: {
          target: 'search',
          actions: assign({ consent: null, code: '', notice: null, message: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      on: { CLOSE: 'closed' },
      entry: assign({ message: null, notice: null }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file }),
        onDone: { target: 'polling', actions: assign({ taskId: ({ event }) => event.output.task_id }) },
        onError: {
          target: 'search',
          actions: assign({ message: ({ event }) => errorText(event.error, '. '), notice: null }),
        },
      },
    },
    polling: {
      tags: ['busy'],
      initial: 'waiting',
      states: {
        waiting: {
          invoke: { id: 'pollClock', src: 'pollClock' },
          on: {
            POLL: 'asking',
          },
        },
        asking: {
          invoke: {
            id: 'recognize',
            src: 'recognize',
            input: ({ context }) => ({ taskId: context.taskId! }),
            onDone: [
              { guard: 'isWaiting', target: 'waiting' },
              {
                guard: 'isNewClientScan',
                target: '#clientDialog.form',
                actions: assign(({ context, event }) =>
                  event.output.type === RECOGNITION.newClient
                    ? picked(prepared(event.output.data, context))
                    : {},
                ),
              },
              {
                guard: 'isMessageScan',
                target: '#clientDialog.search',
                actions: assign({
                  notice: null,
                  message: ({ event }) =>
                    event.output.type === RECOGNITION.message ? event.output.message : null,
                }),
              },
              {
                target: '#clientDialog.found',
                actions: assign({
                  rows: ({ context, event }) =>
                    event.output.type === RECOGNITION.found
                      ? event.output.data.map((r) => prepared(r, context))
                      : [],
                  notice: null,
                }),
              },
            ],
            onError: {
              target: '#clientDialog.search',
              actions: assign({ message: ({ event }) => errorText(event.error, '. '), notice: null }),
            },
          },
        },
      },
      on: {
        CLOSE: '#clientDialog.closed',
        RESET: { target: 'search', actions: assign({ notice: null, taskId: null }) },
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
        CHANGE: {
          actions: assign({
            record: ({ context, event }) =>
              setRecord(context, (r) => {
                const block = r[event.block];
                if (block === null) return r;
                const next = {
                  ...r,
                  [event.block]: { ...(block as object), ...event.patch },
                } as ClientRecord;
                if (event.block === 'client' && next.filter.person)
                  next.client.title = [next.client.surname, next.client.name, next.client.patronymic]
                    .filter(Boolean)
                    .join(' ');
                return next;
              }),
            message: null,
          }),
        },
        FLAG: {
          actions: assign({
            record: ({ context, event }) =>
              setRecord(context, (r) => ({
                ...r,
                filter: changeFlag(r.filter, event.flag, event.value, {
                  role: context.input.userRole,
                  productType: context.input.productType,
                }),
              })),
            message: null,
          }),
        },
        DOCUMENT: [
          {
            guard: 'isVerifiedDocument',
            actions: assign({
              record: ({ context, event }) =>
                setRecord(context, (r) => ({ ...r, document: r.documents[event.index]! })),
              message: null,
            }),
          },
          { guard: 'isKnownDocument', actions: assign({ message: ruClient.documentNotVerified }) },
        ],
        EXPERIENCE: {
          guard: 'hasDriver',
          actions: assign({
            record: ({ context, event }) =>
              setRecord(context, (r) => ({
                ...r,
                driver: {
                  ...r.driver!,
                  experience: event.value,
                  age_experience_id: ageExperienceId(r.driver!.age, event.value),
                },
              })),
          }),
        },
        PENSIONER: {
          guard: 'mayBePensioner',
          actions: assign({
            record: ({ context, event }) =>
              setRecord(context, (r) => ({ ...r, driver: { ...r.driver!, pensioner: event.value } })),
          }),
        },
        ENTREPRENEUR: {
          guard: 'mayBeEntrepreneur',
          actions: assign({
            record: ({ context, event }) =>
              setRecord(context, (r) => ({
                ...r,
                entrepreneur: event.value
                  ? (r.entrepreneur ?? {
                      name: '',
                      number: '',
                      address: '',
                      date: '',
                      activity_kind_id: null,
                    })
                  : null,
                driver: r.driver && event.value ? { ...r.driver, pensioner: false } : r.driver,
              })),
          }),
        },
        IBAN: {
          actions: assign({
            record: ({ context }) =>
              setRecord(context, (r) => ({ ...r, bank: fillBankFromIban(r.bank, r.filter) })),
          }),
        },
        SUBMIT: [
          { guard: 'isSavable', target: 'saving' },
          {
            actions: assign({
              message: ({ context }) =>
                clientErrors(context.record!, context.present)[0] ?? INCOMPLETE_MESSAGE,
            }),
          },
        ],
        RESET: {
          guard: 'isNew',
          target: 'search',
          actions: assign({ record: null, rows: [], message: null, notice: null }),
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
