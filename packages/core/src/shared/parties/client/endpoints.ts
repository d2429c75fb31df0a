import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { SALE_GROUPS } from '../sale-groups';
import { IIN_FIELD } from '../../api/fields';
import { TEXT_MAX, textField } from '../../api/limits';
import { isIsoDate } from '../../dates';
import { ClientRecordSchema } from './contract';

/**
 * The OGPO parties' calls (spec part 2 section 7.1: client/get, client/set, client/force-kdp, recognize-upload,
 * recognize-data, the dictionaries) on the client record of contract.ts; only the client dialog's chunk makes
 * them. Every call: the reserve-sale group [0, 3, 7, 8] (section 6). The consent code itself is confirmed with the
 * public pages' kdp/accept and read with kdp/check-status (one consent, one code, two ways: the dialog or the page
 * /kdp/{iin}).
 */

const ACCESS = SALE_GROUPS;
const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);
/** '' or an ISO date 'YYYY-MM-DD'. */
const optionalDate = z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Неверная дата'));

/**
 * POST /api/client/get (7.1) {resident, person, verify, phone, iin or name, step, insurer, esbd_id}. `insurer`:
 * the client is searched as the insurer (a legal entity may only be the insurer). `esbd_id` (with step 3): the
 * one register client of that id, to reload a client being edited. Non-residents: `name` and `surname`
 * (Latin or Cyrillic) with an optional `birthday`.
 */
export const ClientGetRequestSchema = z.object({
  resident: z.boolean(),
  person: z.boolean(),
  verify: z.boolean(),
  phone: z.optional(text(TEXT_MAX.phone)),
  iin: z.optional(IIN_FIELD),
  name: z.optional(text(TEXT_MAX.personName)),
  surname: z.optional(text(TEXT_MAX.personName)),
  birthday: z.optional(optionalDate),
  step: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))),
  insurer: z.boolean(),
  esbd_id: z.optional(z.nullable(int())),
});
export type ClientGetRequest = z.infer<typeof ClientGetRequestSchema>;

export const ClientConsentAnswerSchema = z.object({
  status: z.union([z.literal(2), z.literal(3), z.literal(6), z.literal(10)]),
  message: text(TEXT_MAX.message),
  /** The person whose consent is needed (the dialog resends to this phone). */
  iin: IIN_FIELD,
  phone: text(TEXT_MAX.phone),
});
export type ClientConsentAnswer = z.infer<typeof ClientConsentAnswerSchema>;

export const clientGetEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/get',
  access: ACCESS,
  body: ClientGetRequestSchema,
  /** Found: {result: true, data: [records]} (empty: not found); a consent status: {result: true, consent}. */
  response: z.union([
    z.object({ result: z.literal(true), data: z.array(ClientRecordSchema) }),
    z.object({ result: z.literal(true), consent: ClientConsentAnswerSchema }),
  ]),
});

/** POST /api/client/set [record] -> {result, data: the stored record with client.id}. */
export const clientSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/set',
  access: ACCESS,
  body: z
    .array(ClientRecordSchema)
    .check(z.minLength(1, 'Клиент не передан'), z.maxLength(1, 'Передайте одного клиента')),
  response: z.object({ result: z.literal(true), data: ClientRecordSchema, message: z.optional(z.string()) }),
});

/** POST /api/client/force-kdp {phone, iin} -> {result, message}: the SMS with the link to /kdp/{iin}. */
export const clientForceKdpEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/force-kdp',
  access: ACCESS,
  body: z.object({ phone: text(TEXT_MAX.phone), iin: IIN_FIELD }),
  response: z.object({ result: z.literal(true), message: z.string() }),
});

/** POST /api/client/recognize-upload multipart {document} -> {result, task_id}. */
export const clientRecognizeUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/recognize-upload',
  access: ACCESS,
  body: undefined,
  response: z.object({ result: z.literal(true), task_id: z.string().check(z.minLength(1), z.maxLength(64)) }),
});

/** Recognition outcomes (4.3): 0 still working, 1 new client data with the scan, 2 a message, 3 found clients. */
export const RECOGNITION = { waiting: 0, newClient: 1, message: 2, found: 3 } as const;

export const RecognitionAnswerSchema = z.union([
  z.object({ result: z.literal(true), type: z.literal(0) }),
  z.object({ result: z.literal(true), type: z.literal(1), data: ClientRecordSchema }),
  z.object({ result: z.literal(true), type: z.literal(2), message: z.string() }),
  z.object({ result: z.literal(true), type: z.literal(3), data: z.array(ClientRecordSchema) }),
]);
export type RecognitionAnswer = z.infer<typeof RecognitionAnswerSchema>;

/**
 * POST /api/client/recognize-data {task_id}, polled every 2 s. Unknown task: {result: false, message: 'Не найден
 * task_id'}; a task is its uploader's (and role 0's).
 */
export const clientRecognizeDataEndpoint = endpoint({
  method: 'POST',
  path: '/api/client/recognize-data',
  access: ACCESS,
  owns: 'document',
  body: z.object({ task_id: z.string().check(z.maxLength(64)) }),
  response: RecognitionAnswerSchema,
});

export const DemoScanSchema = z.object({
  id: z.string(),
  title: z.string(),
  file: z.string(),
  mime: z.string(),
  size: int(),
});
export type DemoScan = z.infer<typeof DemoScanSchema>;

/** GET /api/client/demo-scans -> the sandbox's demo identity documents to download and recognise. */
export const clientDemoScansEndpoint = endpoint({
  method: 'GET',
  path: '/api/client/demo-scans',
  access: ACCESS,
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(DemoScanSchema) }),
});

/** GET /api/client/demo-scans/{id}: the file itself. */
export const clientDemoScanFileEndpoint = endpoint({
  method: 'GET',
  path: '/api/client/demo-scans/{id}',
  access: ACCESS,
  body: undefined,
  response: z.unknown(),
});

export const DictionaryItemSchema = z.object({ id: int(), name: z.string() });
export type DictionaryItem = z.infer<typeof DictionaryItemSchema>;
const dictionary = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    access: ACCESS,
    body: undefined,
    response: z.object({ result: z.literal(true), data: z.array(DictionaryItemSchema) }),
  });

/** The countries a client may come from (the filtered list of 7.1). */
export const countriesEndpoint = dictionary('/api/dictionaries/countries');
export const activityKindsEndpoint = dictionary('/api/dictionaries/activity-kinds');
export const economicSectorsEndpoint = dictionary('/api/dictionaries/economic-sectors');
