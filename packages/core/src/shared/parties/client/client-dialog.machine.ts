import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createLookupDialog } from '../../machines/lookup-dialog.machine';
import { SEARCH_MODE, type ClientRecord } from './contract';
import { consentMachine } from './consent.machine';
import { scanMachine } from './scan.machine';
import { clientErrors, ibanFieldError } from './validation';
import { editRecord } from './client-form';
import {
  canBePensioner,
  changeFlag,
  documentError,
  duplicateError,
  isModeAllowed,
  partyKeyOf,
  scanError,
} from './rules';
import { ruClient } from './ru';
import type { ClientExtras, ClientSearch } from './client-dialog.types';
import {
  blankRecord,
  clientGetRequest,
  clientLookupInput,
  FLAGS_OF_MODE,
  isQueryComplete,
  prepared,
  queryError,
  searchState,
} from './client-record';

/**
 * The client dialog (spec part 2 sections 2.2, 4.3, 5.1, 8): the lookup dialog with the client's rules and hooks.
 * Steps 0 search, 1/2 found, 3 edit.
 *
 *   search --MODE (role 4: only 0 and 1) / QUERY / FLAG--> search
 *          --SEARCH [canSearch]--> searching (client/get)  (a party already in the policy: its message, no search)
 *          --FILE [scan ok]--> scan (child `scan`: upload, recognition)  (a bad file: the spec's message)
 *   searching --rows--> found (1 or 2) | form (a single non-resident: added directly with the defaults of 4.3)
 *             --none--> notFound ('Не смогли найти клиента.') --CREATE--> form | --RESET--> search
 *             --a consent status--> gate (child `gate`, the consent machine, which gets RESEND / PHONE / CODE /
 *                    CHECK) --consent given--> searching again (its notice) | --RESET--> search
 *   scan --a new client--> form | --the register's clients--> found | --a message or failure--> search
 *        --RESET (while recognising)--> to the scan, which ends cancelled --> search
 *   found --PICK--> form (a duplicate stays, with its message)
 *   form --CHANGE / FLAG / DOCUMENT / EXPERIENCE / PENSIONER / ENTREPRENEUR / IBAN--> form
 *        --SUBMIT [savable]--> saving (client/set) --ok--> saved (final; 'Данные успешно обновлены', 'Обновлено')
 *        --SUBMIT (not)--> form with the first message           --failure--> form, previous filter restored
 *        --RESET (a new client only)--> search
 *   every step but saving --CLOSE--> closed (final)
 *
 * The policy machine opens it with `ClientDialogInput` (made the lookup's by `clientLookupInput`); it ends with the
 * lookup's `{kind: 'saved', record}` or `{kind: 'closed'}`.
 */

export * from './client-dialog.types';
export {
  blankRecord,
  clientGetRequest,
  clientLookupInput,
  editableRecord,
  isQueryComplete,
  queryError,
  searchState,
} from './client-record';

const keepsMessage = true;

export const clientDialogMachine = createLookupDialog<
  ClientSearch,
  ClientRecord,
  ClientRecord,
  ClientRecord,
  ClientExtras
>(
  {
    canSearch: (query) => isQueryComplete({ mode: query.mode, query }),
    isComplete: (record, c) => clientErrors(record, c.env.present).length === 0,
    startNew: (query, env) => blankRecord(searchState(query, env)),
    // a found or recognised client gets the driver defaults of 4.3 and a bank block
    pick: (row, env) => prepared(row, { input: env }),
  },
  {
    open: clientLookupInput,
    request: (c) => clientGetRequest(searchState(c.query, c.env)),
    queryError: (query, env) => queryError(searchState(query, env)),
    queryEvents: {
      MODE: (q, e, env) =>
        e.mode !== q.mode && isModeAllowed(e.mode, env.userRole)
          ? { ...q, mode: e.mode, flags: FLAGS_OF_MODE[e.mode] ?? q.flags }
          : null,
      FLAG: (q, e, env) => ({
        ...q,
        flags: changeFlag(q.flags, e.flag, e.value, { role: env.userRole, productType: env.productType }),
      }),
    },
    pickError: (row, env) => duplicateError(partyKeyOf(row), env.present),
    direct: (rows, query) => query.mode === SEARCH_MODE.name && rows.length === 1,
    formEvents: {
      CHANGE: { apply: editRecord },
      FLAG: { apply: editRecord },
      DOCUMENT: {
        accepts: ({ record }, e) => {
          const doc = record.documents[e.index];
          return (
            doc !== undefined && documentError(doc, record.filter.resident && record.filter.verify) === null
          );
        },
        apply: editRecord,
        refusal: ({ record }, e) =>
          record.documents[e.index] !== undefined ? ruClient.documentNotVerified : null,
      },
      EXPERIENCE: { accepts: ({ record }) => record.driver != null, apply: editRecord, keepsMessage },
      PENSIONER: {
        accepts: ({ record }, e) =>
          record.driver !== null && (!e.value || canBePensioner(record.filter, record.entrepreneur !== null)),
        apply: editRecord,
        keepsMessage,
      },
      ENTREPRENEUR: {
        accepts: ({ record }) => record.filter.person && record.filter.resident,
        apply: editRecord,
        keepsMessage,
      },
      // the IBAN is checked when its field is left (5.1), its message beside it
      IBAN: { apply: editRecord, keepsMessage, check: (r) => ({ 'bank.iik': ibanFieldError(r.bank.iik) }) },
    },
    problem: (record, c) => clientErrors(record, c.env.present)[0] ?? null,
    // a failed save restores the filter the client had before the form's changes (8)
    restore: (record, entered) => ({ ...record, filter: entered?.filter ?? record.filter }),
    savedNotice: { title: ruClient.savedTitle, message: ruClient.saved },
    gate: { logic: consentMachine, events: ['RESEND', 'PHONE', 'CODE', 'CHECK'] },
    scan: { logic: scanMachine, fileError: scanError },
  },
);

export type ClientDialogSnapshot = SnapshotFrom<typeof clientDialogMachine>;
export type ClientDialogActor = ActorRefFrom<typeof clientDialogMachine>;
