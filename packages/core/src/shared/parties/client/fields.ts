import { displayDate } from '../../display-dates';
import type { ClientRecord } from './contract';
import { emailError, nonResidentNameError } from './field-rules';

/**
 * The client's field table (spec part 2 sections 2.2, 3.3, 5.1): each field of the contract the dialog edits, with
 * its label, the form's section and control, the matrix row ("a matrix of required, shown, disabled per step"),
 * its blank value, its rule and whether the party's card shows it. The dialog's form, the blank record and the
 * validation read this table through form-fields.ts, the card here; so a client field is added here (and in the
 * contract's schema).
 *
 * Matrix columns (`cells`, one letter each): resident natural person, non-resident natural person, entrepreneur
 * (a resident natural person with the entrepreneur block), legal entity. 'R' required, 'O' optional, '-' not shown.
 * Steps: `found` (1/2, the found client's data read-only) and `edit` (3). A field the state register gave
 * (`registerLocked`, when the client came from the register with verify on) is shown but disabled at step 3, so a
 * verified identity is never retyped; at step 1/2 everything shown is read-only.
 */

export type ClientKind = 'resident' | 'nonResident' | 'entrepreneur' | 'legal';
export type ClientStep = 'found' | 'edit';
export type Cell = 'R' | 'O' | '-';

/**
 * How the form edits a field; `none`: not typed (the document's type comes with the document chosen); `iin`: 12
 * digits shown in groups of three (5.1).
 */
export type FieldControl =
  | 'text'
  | 'iin'
  | 'email'
  | 'date'
  | 'sex'
  | 'phone'
  | 'check'
  | 'countries'
  | 'activityKinds'
  | 'economicSectors'
  | 'none';

export type FormSectionId = 'identity' | 'document' | 'contacts';

export interface ClientFieldSpec {
  label: string;
  section: FormSectionId;
  control: FieldControl;
  cells: `${Cell}${Cell}${Cell}${Cell}`;
  /** The value a new client starts with (blankRecord adds the rules of its kind). */
  blank: string | number | boolean | null;
  registerLocked?: boolean;
  /** The field's message (null: right); the record gives its kind. */
  validate?: (value: string, r: ClientRecord) => string | null;
  /** Shown on the party's card (label and value) when filled. */
  card?: boolean;
}

/** A non-resident's name: Latin or Cyrillic, not mixed (5.1). */
const nonResidentName =
  (label: string) =>
  (value: string, r: ClientRecord): string | null =>
    clientKind(r) === 'nonResident' ? nonResidentNameError(value, label) : null;

// prettier-ignore
export const CLIENT_FIELD_TABLE = {
  'client.iin':                 { label: 'ИИН / БИН', section: 'identity', control: 'iin', cells: 'RORR', blank: '', registerLocked: true },
  'client.title':               { label: 'Наименование', section: 'identity', control: 'text', cells: '---R', blank: '', registerLocked: true },
  'client.surname':             { label: 'Фамилия', section: 'identity', control: 'text', cells: 'RRR-', blank: '', registerLocked: true, validate: nonResidentName('Фамилия') },
  'client.name':                { label: 'Имя', section: 'identity', control: 'text', cells: 'RRR-', blank: '', registerLocked: true, validate: nonResidentName('Имя') },
  'client.patronymic':          { label: 'Отчество', section: 'identity', control: 'text', cells: 'OOO-', blank: '', registerLocked: true },
  'client.surname_eng':         { label: 'Фамилия (лат.)', section: 'identity', control: 'text', cells: '-O--', blank: '', validate: nonResidentName('Фамилия (лат.)') },
  'client.name_eng':            { label: 'Имя (лат.)', section: 'identity', control: 'text', cells: '-O--', blank: '', validate: nonResidentName('Имя (лат.)') },
  'client.birthday':            { label: 'Дата рождения', section: 'identity', control: 'date', cells: 'RRR-', blank: '', registerLocked: true },
  'client.sex':                 { label: 'Пол', section: 'identity', control: 'sex', cells: 'RRR-', blank: 1, registerLocked: true },
  'client.country_id':          { label: 'Страна', section: 'identity', control: 'countries', cells: '-R-O', blank: null },
  'client.politician':          { label: 'Публичное должностное лицо', section: 'identity', control: 'check', cells: 'OOO-', blank: false },
  'client.economics_sector_id': { label: 'Сектор экономики', section: 'identity', control: 'economicSectors', cells: '---R', blank: null },
  'client.activity_kind_id':    { label: 'Вид деятельности', section: 'identity', control: 'activityKinds', cells: '---R', blank: null },
  'client.accountant':          { label: 'Главный бухгалтер', section: 'identity', control: 'text', cells: '---O', blank: '' },
  'document.type_id':           { label: 'Тип документа', section: 'document', control: 'none', cells: 'RRRR', blank: 1 },
  'document.number':            { label: 'Номер документа', section: 'document', control: 'text', cells: 'RRRR', blank: '' },
  'document.issued':            { label: 'Дата выдачи', section: 'document', control: 'date', cells: 'RRRR', blank: '' },
  'document.issuer':            { label: 'Кем выдан', section: 'document', control: 'text', cells: 'OOOO', blank: '' },
  'document.until':             { label: 'Действителен до', section: 'document', control: 'date', cells: 'OOO-', blank: '' },
  'location.address':           { label: 'Адрес', section: 'contacts', control: 'text', cells: 'RRRR', blank: '' },
  'client.phone':               { label: 'Телефон', section: 'contacts', control: 'phone', cells: 'RORR', blank: '' },
  'client.email':               { label: 'E-mail', section: 'contacts', control: 'email', cells: 'OOOO', blank: '', validate: emailError },
} as const satisfies Record<string, ClientFieldSpec>;

export type ClientField = keyof typeof CLIENT_FIELD_TABLE;
export const CLIENT_FIELDS = Object.keys(CLIENT_FIELD_TABLE) as ClientField[];

/** A field's line of the table. */
export const fieldSpec = (f: ClientField): ClientFieldSpec => CLIENT_FIELD_TABLE[f];

export function clientKind(r: Pick<ClientRecord, 'filter' | 'entrepreneur'>): ClientKind {
  if (!r.filter.person) return 'legal';
  if (!r.filter.resident) return 'nonResident';
  return r.entrepreneur ? 'entrepreneur' : 'resident';
}

type Blocks = Partial<Record<string, unknown>>;

/** The value of a field path in a record (a policy's client may lack a block). */
export function fieldValue(r: Blocks, field: ClientField): unknown {
  const [block, key] = field.split('.') as [string, string];
  return (r[block] as Record<string, unknown> | null | undefined)?.[key];
}

/** Whether a field's value counts as not filled. */
export const isEmptyValue = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || v === 0;

/** The card's rows of the fields the table shows there, when filled: label and value. */
export function clientCardDetails(r: Blocks): Array<{ label: string; value: string }> {
  return CLIENT_FIELDS.filter((f) => fieldSpec(f).card && !isEmptyValue(fieldValue(r, f))).map((f) => {
    const value = String(fieldValue(r, f));
    return { label: fieldSpec(f).label, value: fieldSpec(f).control === 'date' ? displayDate(value) : value };
  });
}
