import type { ClientRecord } from './contract';

/**
 * The client dialog's field matrix (spec part 2 section 5.1: "a matrix of required, shown, disabled per step"),
 * as DATA that QA can read, and one pure function over it.
 *
 * Kinds: `resident` natural person, `nonResident` natural person, `entrepreneur` (resident natural person with
 * the entrepreneur block), `legal` legal entity. Steps: `found` (1/2, the found client's data read-only) and
 * `edit` (3). In each cell: 'R' required, 'O' optional, '-' not shown. A field the state register gave
 * (REGISTER_LOCKED, when the client came from the register with verify on) is shown but disabled at step 3,
 * so a verified identity is never retyped; at step 1/2 everything shown is read-only.
 */

export type ClientKind = 'resident' | 'nonResident' | 'entrepreneur' | 'legal';
export type ClientStep = 'found' | 'edit';
export type Cell = 'R' | 'O' | '-';

export const CLIENT_FIELDS = [
  'client.iin',
  'client.title',
  'client.surname',
  'client.name',
  'client.patronymic',
  'client.surname_eng',
  'client.name_eng',
  'client.birthday',
  'client.sex',
  'client.country_id',
  'client.politician',
  'client.economics_sector_id',
  'client.activity_kind_id',
  'client.accountant',
  'document.type_id',
  'document.number',
  'document.issued',
  'document.issuer',
  'document.until',
  'location.address',
  'client.phone',
  'client.email',
] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

/** Columns: resident, nonResident, entrepreneur, legal. */
// prettier-ignore
export const FIELD_MATRIX: Readonly<Record<ClientField, Readonly<Record<ClientKind, Cell>>>> = {
  'client.iin':                 { resident: 'R', nonResident: 'O', entrepreneur: 'R', legal: 'R' },
  'client.title':               { resident: '-', nonResident: '-', entrepreneur: '-', legal: 'R' },
  'client.surname':             { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: '-' },
  'client.name':                { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: '-' },
  'client.patronymic':          { resident: 'O', nonResident: 'O', entrepreneur: 'O', legal: '-' },
  'client.surname_eng':         { resident: '-', nonResident: 'O', entrepreneur: '-', legal: '-' },
  'client.name_eng':            { resident: '-', nonResident: 'O', entrepreneur: '-', legal: '-' },
  'client.birthday':            { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: '-' },
  'client.sex':                 { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: '-' },
  'client.country_id':          { resident: '-', nonResident: 'R', entrepreneur: '-', legal: 'O' },
  'client.politician':          { resident: 'O', nonResident: 'O', entrepreneur: 'O', legal: '-' },
  'client.economics_sector_id': { resident: '-', nonResident: '-', entrepreneur: '-', legal: 'R' },
  'client.activity_kind_id':    { resident: '-', nonResident: '-', entrepreneur: '-', legal: 'R' },
  'client.accountant':          { resident: '-', nonResident: '-', entrepreneur: '-', legal: 'O' },
  'document.type_id':           { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: 'R' },
  'document.number':            { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: 'R' },
  'document.issued':            { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: 'R' },
  'document.issuer':            { resident: 'O', nonResident: 'O', entrepreneur: 'O', legal: 'O' },
  'document.until':             { resident: 'O', nonResident: 'O', entrepreneur: 'O', legal: '-' },
  'location.address':           { resident: 'R', nonResident: 'R', entrepreneur: 'R', legal: 'R' },
  'client.phone':               { resident: 'R', nonResident: 'O', entrepreneur: 'R', legal: 'R' },
  'client.email':               { resident: 'O', nonResident: 'O', entrepreneur: 'O', legal: 'O' },
};

/** Fields the state register fills and locks at step 3 for a verified client. */
export const REGISTER_LOCKED: readonly ClientField[] = [
  'client.iin',
  'client.title',
  'client.surname',
  'client.name',
  'client.patronymic',
  'client.birthday',
  'client.sex',
];

export interface FieldState {
  shown: boolean;
  required: boolean;
  disabled: boolean;
}

export function clientKind(r: Pick<ClientRecord, 'filter' | 'entrepreneur'>): ClientKind {
  if (!r.filter.person) return 'legal';
  if (!r.filter.resident) return 'nonResident';
  return r.entrepreneur ? 'entrepreneur' : 'resident';
}

/** The state of one field for a kind and step; `fromRegister`: the client came verified from the register. */
export function fieldState(
  field: ClientField,
  kind: ClientKind,
  step: ClientStep,
  fromRegister: boolean,
): FieldState {
  const cell = FIELD_MATRIX[field][kind];
  const shown = cell !== '-';
  return {
    shown,
    required: cell === 'R',
    disabled: shown && (step === 'found' || (fromRegister && REGISTER_LOCKED.includes(field))),
  };
}

export function fieldStates(
  kind: ClientKind,
  step: ClientStep,
  fromRegister: boolean,
): Record<ClientField, FieldState> {
  return Object.fromEntries(CLIENT_FIELDS.map((f) => [f, fieldState(f, kind, step, fromRegister)])) as Record<
    ClientField,
    FieldState
  >;
}

/** The value of a field path in a record. */
export function fieldValue(r: ClientRecord, field: ClientField): unknown {
  const [block, key] = field.split('.') as [keyof ClientRecord, string];
  return (r[block] as Record<string, unknown> | null)?.[key];
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || v === 0;

/** The required fields (of the record's kind) that are empty: the create/save button is disabled until none. */
export function missingFields(r: ClientRecord): ClientField[] {
  const kind = clientKind(r);
  return CLIENT_FIELDS.filter((f) => FIELD_MATRIX[f][kind] === 'R' && isEmpty(fieldValue(r, f)));
}

export const isFromRegister = (r: ClientRecord) => r.client.esbd_id !== null && r.filter.verify;
