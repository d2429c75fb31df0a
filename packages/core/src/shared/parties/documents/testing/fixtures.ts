import type { DocumentRecord } from '../contract';
import type { PodftUploadAnswer } from '../endpoints';
import type { UploadFile } from '../upload-rules';

/** Files, owners and records of the document stories and tests. */
export const DOCUMENTS_FIXTURE_ULID = '01JDQ2ZKX4V7T9R3M5N8P6W2YA';

export const goodPng: UploadFile = { name: 'udostoverenie.png', size: 350_000, type: 'image/png' };
export const goodJpeg: UploadFile = { name: 'back.jpg', size: 240_000, type: 'image/jpeg' };
export const smallPng: UploadFile = { name: 'tiny.png', size: 20_000, type: 'image/png' };
export const hugePdf: UploadFile = { name: 'scan.pdf', size: 5 * 1024 * 1024, type: 'application/pdf' };
export const smallPdf: UploadFile = { name: 'tech-passport.pdf', size: 40_000, type: 'application/pdf' };
export const wordFile: UploadFile = {
  name: 'letter.docx',
  size: 200_000,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The policy's requests: the insurer (client 12) and a vehicle (41). */
export const insurerDocumentsRequest = {
  kind: 1 as const,
  ulid: DOCUMENTS_FIXTURE_ULID,
  owner: {
    client: { id: 12, iin: '900722400456', title: 'Сапарова Айгерим Нурлановна' },
    podft: { success: false, message: 'Требуется проверка документов' },
  },
};
export const vehicleDocumentsRequest = {
  kind: 3 as const,
  ulid: DOCUMENTS_FIXTURE_ULID,
  owner: { id: 41, number: '123ABC02', vin: 'JTNB11HK103456789' },
};

export const identityRecord: DocumentRecord = {
  id: 501,
  policy_ulid: DOCUMENTS_FIXTURE_ULID,
  c_id: 12,
  kind: 1,
  type_id: '00001',
  title: 'Сапарова Айгерим Нурлановна',
  iin: '900722400456',
  file_name: 'udostoverenie.png',
  object: 'image/png',
  size: 350_000,
  global: null,
  itemKey: null,
  temp_id: null,
};

export const licenceRecord: DocumentRecord = {
  ...identityRecord,
  id: 502,
  type_id: '00028',
  file_name: 'prava.jpg',
  object: 'image/jpeg',
  size: 240_000,
};

export const podftAnswer: PodftUploadAnswer = {
  result: true,
  id: 77,
  data: {
    id: 77,
    entity: 0,
    item_id: 12,
    ulid: DOCUMENTS_FIXTURE_ULID,
    front_image: 'udostoverenie.png',
    back_image: null,
    status: 1,
  },
};
