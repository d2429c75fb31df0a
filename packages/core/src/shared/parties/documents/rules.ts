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

export interface DocumentType {
  type_id: string;
  title: string;
}

/**
 * A legal-entity insurer's extra images (spec 5.4, 9): 555, 666, 777 and 888; 111 for a non-resident leader and
 * 111+n for the n-th beneficial owner who is a non-resident. The spec gives their ids only; the titles say which.
 */
export const ENTITY_DOCUMENT_TYPES: readonly DocumentType[] = ['555', '666', '777', '888'].map((id) => ({
  type_id: id,
  title: `Документ юридического лица (${id})`,
}));
export const chiefDocumentType = (position: number): DocumentType =>
  position === 0
    ? { type_id: '111', title: 'Документ руководителя-нерезидента (111)' }
    : {
        type_id: String(111 + position),
        title: `Документ собственника-нерезидента №${position} (${111 + position})`,
      };
/** The largest number of beneficial owners whose image ids are known (111+1 .. 111+20). */
const MAX_OWNERS = 20;

/** The extra types a legal-entity insurer needs for its leader and owners (non-residents only). */
export function entityDocumentTypes(
  leader: { resident?: boolean | null } | null,
  owners: ReadonlyArray<{ resident?: boolean | null }>,
) {
  return [
    ...ENTITY_DOCUMENT_TYPES,
    ...(leader?.resident === false ? [chiefDocumentType(0)] : []),
    ...owners.flatMap((o, i) => (o.resident === false ? [chiefDocumentType(i + 1)] : [])),
  ];
}

/** Every type id the contract accepts. */
export const DOCUMENT_TYPE_IDS: readonly string[] = [
  ...DOCUMENT_TYPES.map((t) => t.type_id),
  ...ENTITY_DOCUMENT_TYPES.map((t) => t.type_id),
  ...Array.from({ length: MAX_OWNERS + 1 }, (_, i) => chiefDocumentType(i).type_id),
];

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
