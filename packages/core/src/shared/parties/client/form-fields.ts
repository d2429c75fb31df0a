import type { ClientRecord } from './contract';
import {
  CLIENT_FIELDS,
  clientKind,
  fieldSpec,
  fieldValue,
  isEmptyValue,
  type Cell,
  type ClientField,
  type ClientKind,
  type ClientStep,
  type FieldControl,
  type FormSectionId,
} from './fields';

/**
 * The client dialog's reading of the field table (fields.ts): the form's labels, sections and controls, each field's
 * state per kind and step (the matrix), the blank blocks, the missing required fields and the fields' own rules.
 */

const KINDS: readonly ClientKind[] = ['resident', 'nonResident', 'entrepreneur', 'legal'];

/** The form's labels, by field. */
export const CLIENT_FIELD_LABELS = Object.fromEntries(
  CLIENT_FIELDS.map((f) => [f, fieldSpec(f).label]),
) as Record<ClientField, string>;

/** The matrix as rows of cells by kind. */
export const FIELD_MATRIX = Object.fromEntries(
  CLIENT_FIELDS.map((f) => [f, Object.fromEntries(KINDS.map((k, i) => [k, fieldSpec(f).cells[i] as Cell]))]),
) as Readonly<Record<ClientField, Readonly<Record<ClientKind, Cell>>>>;

/** Fields the state register fills and locks at step 3 for a verified client. */
export const REGISTER_LOCKED: readonly ClientField[] = CLIENT_FIELDS.filter(
  (f) => fieldSpec(f).registerLocked,
);

/** The fields of a form section, in the table's order. */
export const sectionFields = (section: FormSectionId): ClientField[] =>
  CLIENT_FIELDS.filter((f) => fieldSpec(f).section === section && fieldSpec(f).control !== 'none');

export const fieldControl = (f: ClientField): FieldControl => fieldSpec(f).control;

export interface FieldState {
  shown: boolean;
  required: boolean;
  disabled: boolean;
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

/** The table's blank values of a block (`client`, `document`, `location`). */
export function blankBlock(block: 'client' | 'document' | 'location'): Record<string, unknown> {
  return Object.fromEntries(
    CLIENT_FIELDS.filter((f) => f.startsWith(`${block}.`)).map((f) => [f.split('.')[1], fieldSpec(f).blank]),
  );
}

/** The required fields (of the record's kind) that are empty: the create/save button is disabled until none. */
export function missingFields(r: ClientRecord): ClientField[] {
  const kind = clientKind(r);
  return CLIENT_FIELDS.filter((f) => FIELD_MATRIX[f][kind] === 'R' && isEmptyValue(fieldValue(r, f)));
}

/** The fields' own rules (the table's `validate`), in the table's order: field and message. */
export function fieldRuleErrors(r: ClientRecord): Array<[ClientField, string]> {
  return CLIENT_FIELDS.flatMap((f): Array<[ClientField, string]> => {
    const message = fieldSpec(f).validate?.(String(fieldValue(r, f) ?? ''), r) ?? null;
    return message ? [[f, message]] : [];
  });
}

export const isFromRegister = (r: ClientRecord) => r.client.esbd_id !== null && r.filter.verify;
