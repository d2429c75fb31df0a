import type { DoneActorEvent } from 'xstate';
import type { ClientConsentAnswer, ClientRecord, SearchMode } from './contract';
import type { ConsentOutput } from './consent.machine';
import type { ScanOutput } from './scan.machine';
import type { Flags, PartyKey, ScanFacts } from './rules';

/** The client dialog's input, context, events and output (its machine: client-dialog.machine.ts). */

export type ClientDialogRole = 'insurer' | 'insured';

export interface ClientDialogInput {
  /** The client is the policy's insurer, or an insured driver (driver block). */
  role: ClientDialogRole;
  /** 1 Standard, 2 Temporary entry. */
  productType: 1 | 2;
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

export interface ClientQuery {
  iin: string;
  surname: string;
  name: string;
  birthday: string;
  phone: string;
}

export interface ClientDialogContext {
  input: { role: ClientDialogRole; productType: 1 | 2; userRole: number; today: string };
  present: PartyKey[];
  mode: SearchMode;
  flags: Flags;
  query: ClientQuery;
  rows: ClientRecord[];
  /** client/get's consent status: the consent child's input. */
  consent: ClientConsentAnswer | null;
  /** The scan that passed the rules: the scan child's input. */
  file: unknown;
  record: ClientRecord | null;
  /** The filter before the form's changes: restored when the save fails. */
  previousFilter: Flags | null;
  editing: boolean;
  /** The IBAN's error as checked when its field was left (5.1), shown beside it. */
  ibanError: string | null;
  /** Refused 'Сохранить' clicks: from the first, every error stands beside its field; each one focuses the first. */
  attempt: number;
  /** A red message (failure, refusal, missing fields). */
  message: string | null;
  /** A neutral or green note (consent resent, code confirmed, recognition message). */
  notice: string | null;
  saved: ClientRecord | null;
}

export type RecordBlock = 'client' | 'document' | 'location' | 'driver' | 'bank' | 'entrepreneur';

export type ClientDialogEvent =
  | { type: 'MODE'; mode: SearchMode }
  | { type: 'QUERY'; patch: Partial<ClientQuery> }
  | { type: 'FLAG'; flag: keyof Flags; value: boolean }
  | { type: 'SEARCH' }
  | { type: 'FILE'; facts: ScanFacts; file: unknown }
  | { type: 'RESEND' }
  | { type: 'PHONE'; value: string }
  | { type: 'CODE'; value: string }
  | { type: 'CHECK' }
  | { type: 'PICK'; index: number }
  | { type: 'CREATE' }
  | { type: 'RESET' }
  | { type: 'CHANGE'; block: RecordBlock; patch: Record<string, unknown> }
  | { type: 'DOCUMENT'; index: number }
  | { type: 'EXPERIENCE'; value: boolean }
  | { type: 'PENSIONER'; value: boolean }
  | { type: 'ENTREPRENEUR'; value: boolean }
  | { type: 'IBAN' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type ClientDialogOutput = { kind: 'saved'; record: ClientRecord } | { kind: 'closed' };

export type ClientDialogEmitted = { type: 'saved'; title: string; message: string };

/** What client/get answers, as the calls give it. */
export type ClientGetAnswer = { data: ClientRecord[] } | { consent: ClientConsentAnswer };

/** The calls' answers as events of their own type: the named guards read them narrowed. */
export type ClientDialogResult =
  | DoneActorEvent<ClientGetAnswer, 'clientGet'>
  | DoneActorEvent<ConsentOutput, 'consent'>
  | DoneActorEvent<ScanOutput, 'scan'>;
