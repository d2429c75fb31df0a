/**
 * Support request statuses (spec part 2 section 4.5): 0 to 10, 10 closed or refused; colours 0 primary, 1 success,
 * 2 danger, 3 to 10 warning. The filter offers 0 New, 1 Worked, 2 Error.
 *
 * The sandbox's life of a request: a seller reports an operator error with the list's code flow (0 new); support
 * rescinds it (1 worked: the policy is sent for cancellation) or rejects it (10 refused: the policy is back in
 * force); 2 is a request whose cancellation the register refused (support tries again or rejects it). A worked
 * request stays open until support closes it: rescinding it again sends the cancellation again (nothing else
 * changes), rejecting it withdraws the cancellation (10, the policy back in force). Only 10 is closed.
 */
export type SupportStatusTone = 'primary' | 'success' | 'danger' | 'warning';

export const SUPPORT_STATUS = { new: 0, worked: 1, error: 2, closed: 10 } as const;

/** The filter's options (4.5), in the spec's order. */
export const SUPPORT_FILTER_STATUSES = [0, 1, 2] as const;

export function supportStatusTone(status: number): SupportStatusTone {
  if (status === 0) return 'primary';
  if (status === 1) return 'success';
  if (status === 2) return 'danger';
  return 'warning';
}

/** Whether the modal offers the actions: every status but 10, which hides them (4.5). */
export function hasSupportActions(status: number): boolean {
  return status !== SUPPORT_STATUS.closed;
}

/** A full name as the table shows it: the surname and initials ('Сейткали Данияр Асланович' -> 'Сейткали Д. А.'). */
export function shortFio(fio: string): string {
  const [surname, ...rest] = fio.trim().split(/\s+/);
  if (!surname) return '';
  return [surname, ...rest.map((w) => `${w[0]}.`)].join(' ');
}
