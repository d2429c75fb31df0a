import { fmt } from '../../i18n/ru';
import { isValidBin, isValidIin } from '../../iin';
import {
  ClientRecordSchema,
  SEARCH_MODE,
  type ClientData,
  type ClientDocument,
  type ClientLocation,
  type ClientRecord,
  type SearchMode,
} from './contract';
import type { ClientGetRequest } from './endpoints';
import { blankBlock } from './form-fields';
import type { LookupDialogInput } from '../../machines/lookup-dialog.types';
import type {
  ClientDialogInput,
  ClientDialogRole,
  ClientEnv,
  ClientGetAnswer,
  ClientQuery,
  ClientSearch,
} from './client-dialog.types';
import { canBePensioner, defaultDriver, EMPTY_BANK, type Flags, type PartyKey } from './rules';
import { nonResidentNameError } from './field-rules';
import { ruClient } from './ru';

/**
 * The client dialog's pure part (spec part 2 sections 4.3, 5.1, 7.1): the search's request and its checks, the
 * record a found, recognised, new or edited client starts the form with.
 */

export const EMPTY_QUERY: ClientQuery = { iin: '', surname: '', name: '', birthday: '', phone: '' };

/** What the search's rules read: the mode, the flags, the fields, who the client is, the listed parties. */
export interface ClientSearchState {
  mode: SearchMode;
  flags: Flags;
  query: ClientQuery;
  input: { role: ClientDialogRole; today: string; drives?: boolean };
  present: readonly PartyKey[];
}

/** The search's state of the dialog's query and environment. */
export const searchState = (query: ClientSearch, env: ClientEnv): ClientSearchState => ({
  mode: query.mode,
  flags: query.flags,
  query,
  input: env,
  present: env.present,
});

export const FLAGS_OF_MODE: Record<SearchMode, Flags | null> = {
  0: { resident: true, person: true, verify: true },
  1: null,
  2: { resident: true, person: false, verify: true },
  3: { resident: false, person: true, verify: false },
};

/** The client/get body of the search. */
export function clientGetRequest(
  c: Pick<ClientSearchState, 'mode' | 'flags' | 'query' | 'input'>,
): ClientGetRequest {
  const base = {
    resident: c.flags.resident,
    person: c.flags.person,
    verify: c.flags.verify,
    // client/get finds a legal entity for a party that may be one: the insurer, the bank, an insured who drives not
    insurer: c.input.role !== 'insured' || c.input.drives === false,
    step: 0,
    ...(c.query.phone ? { phone: c.query.phone } : {}),
  };
  if (c.mode === SEARCH_MODE.name)
    return {
      ...base,
      surname: c.query.surname.trim(),
      name: c.query.name.trim(),
      ...(c.query.birthday ? { birthday: c.query.birthday } : {}),
    };
  return { ...base, iin: c.query.iin };
}

/** Whether the query may be searched: a valid IIN (0), BIN (2), or the non-resident's names (3). */
export function isQueryComplete(c: Pick<ClientSearchState, 'mode' | 'query'>): boolean {
  switch (c.mode) {
    case SEARCH_MODE.iin:
      return isValidIin(c.query.iin);
    case SEARCH_MODE.bin:
      return isValidBin(c.query.iin);
    case SEARCH_MODE.name:
      return (
        c.query.surname.trim() !== '' &&
        c.query.name.trim() !== '' &&
        nonResidentNameError(c.query.surname, 'Фамилия') === null &&
        nonResidentNameError(c.query.name, 'Имя') === null
      );
    default:
      return false;
  }
}

/** The query's message: a party already in the policy, or a bad non-resident name. */
export function queryError(c: Pick<ClientSearchState, 'mode' | 'query' | 'present'>): string | null {
  if (c.mode === SEARCH_MODE.name)
    return (
      nonResidentNameError(c.query.surname, 'Фамилия') ?? nonResidentNameError(c.query.name, 'Имя') ?? null
    );
  if (c.query.iin && c.present.some((p) => p.iin === c.query.iin))
    return fmt(ruClient.duplicateIin, { value: c.query.iin });
  return null;
}

/**
 * Spec part 2 sections 3.3 and 9: a client's economics sector and activity kind default to 10 and 250, whatever
 * its kind. A natural person's form does not show them (the field table shows them for a legal entity only), so a
 * person is sent with the defaults; a legal entity starts with them and may choose others.
 */
export const DEFAULT_ECONOMICS_SECTOR = 10;
export const DEFAULT_ACTIVITY_KIND = 250;

/** The client block with the defaults of 3.3 and 9 where the record has none. */
function withEconomicDefaults(client: ClientData): ClientData {
  return {
    ...client,
    economics_sector_id: client.economics_sector_id ?? DEFAULT_ECONOMICS_SECTOR,
    activity_kind_id: client.activity_kind_id ?? DEFAULT_ACTIVITY_KIND,
  };
}

/**
 * A found or recognised record as the dialog edits it: the driver defaults of 4.3, a bank block, the economics
 * sector and activity kind of 3.3 and 9 when the register gave none.
 */
export function prepared(r: ClientRecord, c: { input: { today: string } }): ClientRecord {
  const driver = r.filter.person ? (r.driver ?? defaultDriver(r.client.birthday, c.input.today)) : null;
  const pensioner = driver ? driver.pensioner && canBePensioner(r.filter, r.entrepreneur !== null) : false;
  return {
    ...r,
    client: withEconomicDefaults(r.client),
    driver: driver ? { ...driver, pensioner } : null,
    bank: r.bank ?? EMPTY_BANK,
  };
}

/** A blank record of the mode's kind, with what the query says. */
export function blankRecord(
  c: Pick<ClientSearchState, 'mode' | 'flags' | 'query'> & { input: { today: string } },
): ClientRecord {
  const person = c.flags.person;
  const title = [c.query.surname, c.query.name].filter(Boolean).join(' ');
  // the field table's blank values, then what the query and the kind say (3.3, 9: defaults 250 and 10 for every
  // kind, country 1 for a resident)
  return {
    filter: { ...c.flags, verify: false },
    client: {
      ...(blankBlock('client') as ClientData),
      title: person ? title : '',
      surname: c.query.surname,
      name: c.query.name,
      patronymic_eng: '',
      birthday: c.query.birthday,
      sex: person ? 1 : 0,
      iin: c.mode === SEARCH_MODE.name ? '' : c.query.iin,
      phone: c.query.phone,
      id: null,
      esbd_id: null,
      activity_kind_id: DEFAULT_ACTIVITY_KIND,
      economics_sector_id: DEFAULT_ECONOMICS_SECTOR,
      country_id: c.flags.resident ? 1 : null,
    },
    document: {
      ...(blankBlock('document') as ClientDocument),
      type_id: person ? (c.flags.resident ? 1 : 12) : 7,
      valid: true,
      verified_at: null,
    },
    documents: [],
    location: {
      ...(blankBlock('location') as ClientLocation),
      country_id: c.flags.resident ? 1 : null,
      street: '',
      float: '',
      home: '',
      code: '',
    },
    class: { class_id: null, class: '' },
    driver: person ? defaultDriver(c.query.birthday, c.input.today) : null,
    bank: EMPTY_BANK,
    entrepreneur: null,
  };
}

/**
 * A record given to edit: as saved by this dialog it parses whole; an older or partial one (a draft) keeps what
 * it has, block by block, over a blank record of its kind.
 */
export function editableRecord(raw: unknown): ClientRecord {
  const parsed = ClientRecordSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const r = (raw ?? {}) as Partial<Record<keyof ClientRecord, unknown>>;
  const filter = {
    resident: true,
    person: true,
    verify: false,
    ...(r.filter as object | undefined),
  } as Flags;
  const blank = blankRecord({
    mode: filter.person ? (filter.resident ? 0 : 3) : 2,
    flags: filter,
    query: EMPTY_QUERY,
    input: { today: new Date().toISOString().slice(0, 10) },
  });
  const block = <K extends keyof ClientRecord>(k: K): ClientRecord[K] =>
    r[k] && typeof r[k] === 'object' && !Array.isArray(r[k])
      ? ({ ...(blank[k] as object), ...(r[k] as object) } as ClientRecord[K])
      : blank[k];
  return {
    ...blank,
    filter,
    client: block('client'),
    document: block('document'),
    documents: Array.isArray(r.documents) ? (r.documents as ClientRecord['documents']) : [],
    location: block('location'),
    class: block('class'),
    driver: r.driver === null ? null : block('driver'),
    bank: block('bank'),
    entrepreneur: r.entrepreneur ? block('entrepreneur') : null,
  };
}

/** The clients client/get found (none when it answered a consent status). */
export const foundRows = (answer: ClientGetAnswer): ClientRecord[] => ('data' in answer ? answer.data : []);

/** The search modes a role is offered (2.2): the beneficiary is a bank, a legal entity found by BIN. */
export const DEFAULT_MODES: Record<ClientDialogRole, readonly SearchMode[]> = {
  insurer: [0, 1, 2, 3],
  insured: [0, 1, 3],
  beneficiary: [2],
};

/** The dialog's input as the lookup's: a new client (search first) or one to edit (the form). */
export function clientLookupInput(
  input: ClientDialogInput,
): LookupDialogInput<ClientSearch, ClientRecord, ClientEnv> {
  const record = input.record === undefined ? undefined : editableRecord(input.record);
  const present = [
    ...(input.present ?? []),
    ...(input.listed?.iins ?? []).map((iin) => ({ iin, document: '' })),
    ...(input.listed?.documents ?? []).map((document) => ({ iin: '', document })),
  ];
  const modes = input.modes ?? DEFAULT_MODES[input.role];
  const first = modes[0] ?? SEARCH_MODE.iin;
  const mode: SearchMode =
    record && !record.filter.person ? 2 : record && !record.filter.resident ? 3 : first;
  const flags = record?.filter ?? FLAGS_OF_MODE[mode] ?? { resident: true, person: true, verify: true };
  return {
    query: { ...EMPTY_QUERY, mode, flags },
    ...(record ? { record } : {}),
    env: {
      role: input.role,
      productType: input.productType,
      drives: input.drives ?? true,
      modes,
      userRole: input.userRole,
      today: input.today ?? new Date().toISOString().slice(0, 10),
      present,
    },
  };
}
