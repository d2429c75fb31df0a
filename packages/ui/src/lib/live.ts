import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and in the browser's render that hydrates the server's markup (React uses the server
 * snapshot there), true from the next render on and in every render made in the browser alone: what only the
 * browser can show waits for it, so the two first renders match.
 */
export function useLive(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
