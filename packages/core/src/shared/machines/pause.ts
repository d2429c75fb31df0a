import { fromPromise } from 'xstate';

/**
 * A pause of `ms` milliseconds as an invoked actor (a machine's short waits: the half second after verification,
 * the 3 s a waiting message stays, the 2 s between polls). Models send its done event themselves.
 */
export const pause = fromPromise<void, { ms: number }>(
  ({ input, signal }) =>
    new Promise<void>((resolve) => {
      const id = setTimeout(resolve, input.ms);
      signal.addEventListener('abort', () => clearTimeout(id));
    }),
);
