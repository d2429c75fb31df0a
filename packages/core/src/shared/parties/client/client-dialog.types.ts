import type { ClientRecord, SearchMode } from './contract';
import type { ClientConsentAnswer } from './endpoints';
import type { Flags, PartyKey, ScanFacts } from './rules';

/** The client dialog's input, query, environment and events (its machine: client-dialog.machine.ts). */

/** Who the client is in the policy: the insurer, an insured (OGPO: a driver), the beneficiary (a bank). */
export type ClientDialogRole = 'insurer' | 'insured' | 'beneficiary';

export interface ClientDialogInput {
  /** The client is the policy's insurer, an insured (a driver in OGPO: driver block), or the beneficiary. */
  role: ClientDialogRole;
  /** OGPO's 1 Standard, 2 Temporary entry (its flag rule); null for another product. */
  productType: 1 | 2 | null;
  /** An insured is a driver (OGPO; default): the driver block shows. Property and casco insure no drivers. */
  drives?: boolean;
  /** The search modes offered (default: an insurer all four, an insured 0, 1, 3, the beneficiary 2). */
  modes?: readonly SearchMode[];
  /** The user's role id (role 4 cannot change person or resident). */
  userRole: number;
  /** The parties already in the policy (duplicates), as keys ... */
  present?: PartyKey[];
  /** ... or as the policy machine lists them (the edited one excluded). */
  listed?: { iins: readonly string[]; documents: readonly string[] };
  /** Edit an existing client (step 3, no search): a record this dialog saved (missing blocks get defaults). */
  record?: unknown;
  /** 'YYYY-MM-DD': the day ages are computed on (default: today). */
  today?: string;
}

/** The search's fields. */
export interface ClientQuery {
  iin: string;
  surname: string;
  name: string;
  birthday: string;
  phone: string;
}

/** The lookup's query: the search mode (2.2: 0 IIN, 1 scan, 2 BIN, 3 name), the flags, the fields. */
export interface ClientSearch extends ClientQuery {
  mode: SearchMode;
  flags: Flags;
}

/** What the dialog is opened with and never edits: who the client is, the user's role, the listed parties. */
export interface ClientEnv {
  role: ClientDialogRole;
  productType: 1 | 2 | null;
  drives: boolean;
  modes: readonly SearchMode[];
  userRole: number;
  /** 'YYYY-MM-DD': the day ages are computed on. */
  today: string;
  /** The parties already in the policy: a duplicate is refused. */
  present: PartyKey[];
}

export type RecordBlock = 'client' | 'document' | 'location' | 'driver' | 'bank' | 'entrepreneur';

/** The client dialog's own events (beside the lookup's QUERY, SEARCH, PICK, CREATE, RESET, SUBMIT, CLOSE, FILE). */
export type ClientOwnEvent =
  | { type: 'MODE'; mode: SearchMode }
  | { type: 'FLAG'; flag: keyof Flags; value: boolean }
  | { type: 'RESEND' }
  | { type: 'PHONE'; value: string }
  | { type: 'CODE'; value: string }
  | { type: 'CHECK' }
  | { type: 'CHANGE'; block: RecordBlock; patch: Record<string, unknown> }
  | { type: 'DOCUMENT'; index: number }
  | { type: 'EXPERIENCE'; value: boolean }
  | { type: 'PENSIONER'; value: boolean }
  | { type: 'ENTREPRENEUR'; value: boolean }
  | { type: 'IBAN' };

/** The client dialog's extras of the lookup dialog. */
export interface ClientExtras {
  env: ClientEnv;
  input: ClientDialogInput;
  /** client/get answered a consent status: the consent child's input. */
  gate: { consent: ClientConsentAnswer };
  facts: ScanFacts;
  event: ClientOwnEvent;
}

export type ClientDialogEvent =
  | ClientOwnEvent
  | { type: 'QUERY'; patch: Partial<ClientSearch> }
  | { type: 'SEARCH' }
  | { type: 'FILE'; facts: ScanFacts; file: unknown }
  | { type: 'PICK'; index: number }
  | { type: 'CREATE' }
  | { type: 'RESET' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type ClientDialogOutput = { kind: 'saved'; record: ClientRecord } | { kind: 'closed' };

export type ClientDialogEmitted = { type: 'saved'; title: string; message: string };

/** What client/get answers, as the calls give it. */
export type ClientGetAnswer = { data: ClientRecord[] } | { consent: ClientConsentAnswer };
