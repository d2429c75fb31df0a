/** Assertions declared per state (value or tag) for the model runner, instead of one function of if-branches. */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { StateCheck } from './runner';

/**
 * Checks declared per state: each key is a state (a dotted path such as 'form.signing.otp', matched with
 * `snapshot.matches`), a tag ('tag:loading') or '*' (every step); the assertion runs on every step whose snapshot
 * matches its key, in the order of the keys.
 */
export type StateChecks<TMachine extends AnyStateMachine> = Record<string, StateCheck<TMachine>>;

function stateValueOf(path: string): string | Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  return rest.length ? { [head]: stateValueOf(rest.join('.')) } : head;
}

/** One StateCheck that runs the declared checks whose state, tag or '*' matches the snapshot. */
export function checksByState<TMachine extends AnyStateMachine>(
  checks: StateChecks<TMachine>,
): StateCheck<TMachine> {
  const entries = Object.entries(checks).map(([key, check]) => {
    const applies =
      key === '*'
        ? () => true
        : key.startsWith('tag:')
          ? (s: SnapshotFrom<TMachine>) => (s as { hasTag(t: string): boolean }).hasTag(key.slice(4))
          : (s: SnapshotFrom<TMachine>) => (s as { matches(v: unknown): boolean }).matches(stateValueOf(key));
    return { applies, check };
  });
  return (snapshot, info) => {
    for (const { applies, check } of entries) if (applies(snapshot)) check(snapshot, info);
  };
}
