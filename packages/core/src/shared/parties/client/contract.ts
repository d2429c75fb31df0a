import * as z from 'zod/mini';
import { TEXT_MAX, textField } from '../../api/limits';
import { isIsoDate } from '../../dates';

/**
 * The client record of spec part 2 section 3.3, as the dialog edits it, the policy keeps it and the cards show it.
 * The calls that search, save and recognise it are endpoints.ts (the client dialog's chunk).
 */

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);
/** '' or an ISO date 'YYYY-MM-DD'. */
const optionalDate = z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Неверная дата'));

/** Document types (3.3): 1 identity card, 4 residence permit, 8 stateless person ID, 11 passport, 12 foreign passport; 7 legal entity certificate. */
export const DOCUMENT_TYPES = [1, 4, 7, 8, 11, 12] as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_NAMES: Record<DocumentTypeId, string> = {
  1: 'Удостоверение личности',
  4: 'Вид на жительство иностранца',
  7: 'Свидетельство о государственной регистрации',
  8: 'Удостоверение лица без гражданства',
  11: 'Паспорт гражданина РК',
  12: 'Паспорт иностранного гражданина',
};

export const ClientDocumentSchema = z.object({
  type_id: z.literal([...DOCUMENT_TYPES]),
  number: text(TEXT_MAX.number),
  issued: optionalDate,
  issuer: text(TEXT_MAX.title),
  until: optionalDate,
  /** The document is in force. */
  valid: z.boolean(),
  /** When the register verified it; null: not verified ('Документ не верифицирован'). */
  verified_at: z.nullable(text(TEXT_MAX.date)),
});
export type ClientDocument = z.infer<typeof ClientDocumentSchema>;

export const ClientFilterSchema = z.object({
  resident: z.boolean(),
  /** true: natural person (or entrepreneur); false: legal entity. */
  person: z.boolean(),
  /** Checked against the state register (residents only). */
  verify: z.boolean(),
});
export type ClientFilter = z.infer<typeof ClientFilterSchema>;

export const SEX = { male: 1, female: 2 } as const;

export const ClientDataSchema = z.object({
  /** Full name of a person, or the legal entity's name. */
  title: text(TEXT_MAX.title),
  surname: text(TEXT_MAX.personName),
  name: text(TEXT_MAX.personName),
  patronymic: text(TEXT_MAX.personName),
  surname_eng: text(TEXT_MAX.personName),
  name_eng: text(TEXT_MAX.personName),
  patronymic_eng: text(TEXT_MAX.personName),
  birthday: optionalDate,
  /** 1 male, 2 female, 0 not applicable (legal entity). */
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** IIN (person) or BIN (legal entity); '' for a non-resident without one. */
  iin: z.string().check(z.regex(/^(\d{12})?$/, 'ИИН/БИН должен содержать 12 цифр')),
  phone: text(TEXT_MAX.phone),
  email: text(TEXT_MAX.title),
  politician: z.boolean(),
  /** The client in our database (client/set gives it); null before the first save. */
  id: z.nullable(int()),
  /** The state register's id of the client (ЕСБД); null for a client created by hand. */
  esbd_id: z.nullable(int()),
  activity_kind_id: z.nullable(int()),
  economics_sector_id: z.nullable(int()),
  accountant: text(TEXT_MAX.personName),
  country_id: z.nullable(int()),
});
export type ClientData = z.infer<typeof ClientDataSchema>;

export const ClientLocationSchema = z.object({
  country_id: z.nullable(int()),
  address: text(TEXT_MAX.title),
  street: text(TEXT_MAX.title),
  float: text(TEXT_MAX.code),
  home: text(TEXT_MAX.code),
  code: text(TEXT_MAX.code),
});
export type ClientLocation = z.infer<typeof ClientLocationSchema>;

/** Bonus-malus class: id and name ('M', '0', '3'...). */
export const ClientClassSchema = z.object({ class_id: z.nullable(int()), class: text(TEXT_MAX.code) });

/** Driver block of an insured (4.3): age, experience, pensioner, age_experience_id 1..4. */
export const AGE_EXPERIENCE_IDS = [1, 2, 3, 4] as const;
export const ClientDriverSchema = z.object({
  age: z.nullable(int()),
  /** 'Стаж менее 2-х лет' checked. */
  experience: z.boolean(),
  pensioner: z.boolean(),
  age_experience_id: z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  document: z.object({ number: text(TEXT_MAX.number), issued: optionalDate }),
});
export type ClientDriver = z.infer<typeof ClientDriverSchema>;

export const ClientBankSchema = z.object({
  iik: text(TEXT_MAX.code),
  bik: text(TEXT_MAX.code),
  name: text(TEXT_MAX.title),
  kbe: text(TEXT_MAX.code),
});
export type ClientBank = z.infer<typeof ClientBankSchema>;

export const ClientEntrepreneurSchema = z.object({
  name: text(TEXT_MAX.title),
  number: text(TEXT_MAX.number),
  address: text(TEXT_MAX.title),
  date: optionalDate,
  activity_kind_id: z.nullable(int()),
});
export type ClientEntrepreneur = z.infer<typeof ClientEntrepreneurSchema>;

/**
 * A legal entity's leader or beneficial owner as the register knows them (3.3 leader {title, added},
 * beneficiaries[] {title, added}); `added`: already in the policy (the chief dialog sets it), `iin` to search.
 */
export const ClientChiefRefSchema = z.object({
  title: text(TEXT_MAX.title),
  added: z.boolean(),
  iin: z.string().check(z.regex(/^(\d{12})?$/, 'ИИН должен содержать 12 цифр')),
});
export type ClientChiefRef = z.infer<typeof ClientChiefRefSchema>;

/** A field where the state register and a recognised scan differ (2.2 comparison table: Поле, ЕСБД, Скан). */
export const ClientDifferenceSchema = z.object({
  field: text(TEXT_MAX.title),
  esbd: z.nullable(text(TEXT_MAX.title)),
  scan: z.nullable(text(TEXT_MAX.title)),
});
export type ClientDifference = z.infer<typeof ClientDifferenceSchema>;

/** The client record (3.3) as the dialog edits it and client/set stores it. */
export const ClientRecordSchema = z.object({
  filter: ClientFilterSchema,
  client: ClientDataSchema,
  document: ClientDocumentSchema,
  documents: z.array(ClientDocumentSchema).check(z.maxLength(20)),
  location: ClientLocationSchema,
  class: ClientClassSchema,
  driver: z.nullable(ClientDriverSchema),
  bank: ClientBankSchema,
  entrepreneur: z.nullable(ClientEntrepreneurSchema),
  /** Legal entities: the leader and the beneficial owners of the register. */
  leader: z.optional(z.nullable(ClientChiefRefSchema)),
  beneficiaries: z.optional(z.array(ClientChiefRefSchema).check(z.maxLength(20))),
  /** A register client found by a scan: the fields where the scan reads otherwise. */
  differences: z.optional(z.array(ClientDifferenceSchema).check(z.maxLength(20))),
});
export type ClientRecord = z.infer<typeof ClientRecordSchema>;

/** The four search modes (2.2): 0 resident by IIN, 1 document scan, 2 legal entity by BIN, 3 non-resident by name. */
export const SEARCH_MODE = { iin: 0, scan: 1, bin: 2, name: 3 } as const;
export type SearchMode = (typeof SEARCH_MODE)[keyof typeof SEARCH_MODE];

/**
 * Consent (КДП) statuses of the register (4.3). The sandbox reads them from the consent system (customers of
 * /kdp/{iin}): 2 never asked (row without a code), 3 asked but the code lapsed (expired or blocked after five
 * wrong tries), 6 the person is not in the consent system yet (no row), 10 a live code awaits the customer.
 */
export const CONSENT_STATUSES = [2, 3, 6, 10] as const;
export type ConsentStatusCode = (typeof CONSENT_STATUSES)[number];
