import { ruDocuments } from './ru';
import {
  chiefDocumentType,
  DOCUMENT_TYPES,
  ENTITY_DOCUMENT_TYPES,
  MAX_OWNERS,
  type DocumentKind,
  type DocumentType,
} from './rules';

/**
 * Upload rules (spec part 2 sections 3.7, 5.1, 9): the document types by owner, and the file checks (png, jpeg or
 * pdf; at most 4 MB; an image at least 100 KB; a PDF as it is). The sandbox repeats them on the bytes (it reads the
 * format from the file itself and the picture's size, at least 500 by 500 px).
 */

/**
 * The types an owner may upload: a client's three, a vehicle's technical passport; a legal-entity insurer also its
 * extra images (`extra`, from `entityDocumentTypes`).
 */
export function documentTypesFor(kind: DocumentKind, extra: readonly DocumentType[] = []): DocumentType[] {
  const base = DOCUMENT_TYPES.filter((t) => (kind === 3 ? t.owner === 'vehicle' : t.owner === 'client'));
  return [...base, ...(kind === 1 ? extra : [])];
}

export function documentTypeTitle(typeId: string): string {
  const all: readonly DocumentType[] = [...DOCUMENT_TYPES, ...ENTITY_DOCUMENT_TYPES];
  const index = Number(typeId) - 111;
  return (
    all.find((t) => t.type_id === typeId)?.title ??
    (index >= 0 && index <= MAX_OWNERS ? chiefDocumentType(index).title : typeId)
  );
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
