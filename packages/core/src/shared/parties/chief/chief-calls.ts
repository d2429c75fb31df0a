import { isApiError } from '../../api/errors';
import { lookupActors, type LookupAnswer } from '../../machines/lookup-dialog.machine';
import type { ChiefRecord, ChiefResult } from './contract';
import { chiefDialogMachine } from './chief-dialog.machine';
import { ruChief } from './ru';
import type { ChiefQuery } from './rules';

/** The chief dialog's calls (7.1 get-chief, set-chief); apps/web wires them to the API client. */
export interface ChiefDialogCalls {
  /** get-chief {iin, document} -> the record (with the register's id) and title. */
  get(req: { iin: string; document: string }): Promise<{ record: ChiefRecord; id: number; title: string }>;
  /** set-chief [record] -> {id, title, added, doc}. */
  set(record: ChiefRecord): Promise<ChiefResult>;
}

/**
 * The search: found -> one row; a refusal of the server (not found, or the search failed) -> not found with
 * 'Клиент не найден' and the manual form (spec 8). A network failure stays at the search with its message.
 */
export async function searchChief(
  calls: ChiefDialogCalls,
  q: Pick<ChiefQuery, 'iin' | 'document'>,
): Promise<LookupAnswer<ChiefRecord>> {
  const iin = /^\d{12}$/.test(q.iin) ? q.iin : '';
  try {
    const found = await calls.get({ iin, document: iin ? '' : q.document.trim() });
    return { rows: [found.record] };
  } catch (e) {
    if (isApiError(e) && e.kind === 'rejected') return { rows: [], notice: ruChief.notFound };
    throw e;
  }
}

/** The chief dialog with its calls: the saved record is the policy's {id, title, added, doc}. */
export function provideChiefDialog(calls: ChiefDialogCalls) {
  return chiefDialogMachine.provide({
    actors: lookupActors({
      search: (query: ChiefQuery) => searchChief(calls, query),
      save: (record: ChiefRecord) => calls.set(record),
    }),
  });
}
