/**
 * Policy status codes of spec part 2 section 4.5: 0 new (blue), 1 issued (green), 2 error (red), 3 to 8 warning
 * (yellow), including 5 operator error, 7 in processing, 8 sent for cancellation. The names of 0, 1, 2, 5, 7 and 8
 * are the policy filter's options (part 2 section 9); the spec names no other code, so 3, 4 and 6 read
 * 'Предупреждение' (their colour).
 */
export type PolicyStatusTone = 'new' | 'issued' | 'error' | 'warning';

export const POLICY_STATUS = {
  new: 0,
  issued: 1,
  error: 2,
  operatorError: 5,
  processing: 7,
  cancellationSent: 8,
} as const;

const NAMES: Readonly<Record<number, string>> = {
  0: 'Новый',
  1: 'Выпущен',
  2: 'Ошибка',
  3: 'Предупреждение',
  4: 'Предупреждение',
  5: 'Ошибка оператора',
  6: 'Предупреждение',
  7: 'В обработке',
  8: 'Отправлен на аннулирование',
};

/** The colour family of a status: new blue, issued green, error red, 3..8 (and anything unknown) yellow. */
export function policyStatusTone(status: number): PolicyStatusTone {
  if (status === POLICY_STATUS.new) return 'new';
  if (status === POLICY_STATUS.issued) return 'issued';
  if (status === POLICY_STATUS.error) return 'error';
  return 'warning';
}

/** The Russian name of a status ('Статус {code}' for a code outside 0..8). */
export function policyStatusName(status: number): string {
  return NAMES[status] ?? `Статус ${status}`;
}

/**
 * Whether a contract's documents can be opened (spec part 1 section 2, admin dashboard): only an issued contract
 * (status 1) without an error that has its number in the state register.
 */
export function showsPolicyDocuments(p: { status: number; error: string | null; global_id: string | null }) {
  return p.status === POLICY_STATUS.issued && !p.error && !!p.global_id;
}

/**
 * A contract's error in one line for the table: '{type}: {error}', without repeating the type when the message
 * already starts with it ('ЕСБД: ...'); null without an error.
 */
export function policyErrorLine(p: { error_type: string | null; error: string | null }): string | null {
  if (!p.error) return p.error_type;
  if (!p.error_type || p.error.startsWith(p.error_type)) return p.error;
  return `${p.error_type}: ${p.error}`;
}
