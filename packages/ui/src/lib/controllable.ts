import { useState } from 'react';

/**
 * A value that the caller may own (`value` given: controlled) or leave to the component (`defaultValue` seeds
 * its own state; it may be `undefined` for "nothing chosen yet"): returns the current value and a setter that
 * updates the own state when uncontrolled and always reports the new value through `onChange`.
 */
export function useControllable<T, D extends T | undefined = T>(
  value: T | undefined,
  defaultValue: D,
  onChange: ((next: T) => void) | undefined,
): [T | D, (next: T) => void] {
  const [own, setOwn] = useState<T | D>(defaultValue);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [controlled ? value : own, set];
}
