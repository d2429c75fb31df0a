/**
 * A phone's screen (narrower than 48rem, where the list's rows become cards): there the search card of /policies
 * starts closed, as its fields, one under another, took a screen and a half above the list (issue 43 item 15).
 */
export const PHONE_WIDTH_QUERY = '(max-width: 47.98rem)';

type MediaWindow = { matchMedia?: (query: string) => { matches: boolean } };

/** Whether the search card starts open: everywhere but on a phone (and open where no window is: the first paint). */
export function policyFilterStartsOpen(win: MediaWindow | undefined = globalThis.window): boolean {
  if (typeof win?.matchMedia !== 'function') return true;
  return !win.matchMedia(PHONE_WIDTH_QUERY).matches;
}
