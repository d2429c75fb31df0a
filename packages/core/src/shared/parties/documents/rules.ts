/**
 * The document types of spec part 2 sections 3.7, 5.4 and 9: the owners, the image types and a legal entity's extra
 * ones. What the upload dialogs check (the types by owner, the file) is upload-rules.ts.
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
export const MAX_OWNERS = 20;

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
