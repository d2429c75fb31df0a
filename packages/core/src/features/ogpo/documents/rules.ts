import { ruDocuments } from './ru';

/**
 * Upload rules (spec part 2 sections 3.7, 5.1, 9): the document types by owner, and the file checks (png, jpeg or
 * pdf; at most 4 MB; an image at least 100 KB; a PDF as it is). The sandbox repeats them on the bytes (it reads the
 * format from the file itself and the picture's size, at least 500 by 500 px).
 */

/** Owners of an uploaded document: 1 insurer, 2 insured, 3 vehicle (section 3.7). */
export type DocumentKind = 1 | 2 | 3;
export const DOCUMENT_KINDS: readonly DocumentKind[] = [1, 2, 3];

/** The image type ids of section 3.7: client document code -> type id. */
export const DOCUMENT_TYPES = [
  { code: 1, type_id: '00001', title: 'Документ, удостоверяющий личность', owner: 'client' },
  { code: 2, type_id: '00028', title: 'Водительское удостоверение', owner: 'client' },
  { code: 3, type_id: '00033', title: 'Документ, подтверждающий льготу', owner: 'client' },
  { code: 4, type_id: '00021', title: 'Технический паспорт ТС', owner: 'vehicle' },
] as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPES)[number]['type_id'];
export const DOCUMENT_TYPE_IDS = DOCUMENT_TYPES.map((t) => t.type_id) as readonly DocumentTypeId[];

/** The types an owner may upload: a client's three, a vehicle's technical passport. */
export function documentTypesFor(kind: DocumentKind) {
  return DOCUMENT_TYPES.filter((t) => (kind === 3 ? t.owner === 'vehicle' : t.owner === 'client'));
}

export function documentTypeTitle(typeId: string): string {
  return DOCUMENT_TYPES.find((t) => t.type_id === typeId)?.title ?? typeId;
}

export const UPLOAD_MIN_BYTES = 102400;
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const IMAGE_MIN_SIDE_PX = 500;
export const ACCEPTED_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** What the machines know of a chosen file (a browser File satisfies it). */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** The file's problem, or null. `imagesOnly`: png and jpeg only (the anti-money-laundering images). */
export function fileProblem(
  file: UploadFile | null | undefined,
  opts: { imagesOnly?: boolean } = {},
): string | null {
  if (!file) return ruDocuments.noFile;
  const accepted: readonly string[] = opts.imagesOnly ? ACCEPTED_IMAGE_TYPES : ACCEPTED_UPLOAD_TYPES;
  if (!accepted.includes(file.type)) return opts.imagesOnly ? ruDocuments.imagesOnly : ruDocuments.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return ruDocuments.tooBig;
  if (file.type === 'application/pdf') return file.size > 0 ? null : ruDocuments.noFile;
  if (file.size < UPLOAD_MIN_BYTES) return ruDocuments.tooSmall;
  return null;
}
