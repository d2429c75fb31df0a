import { fromPromise } from 'xstate';

/**
 * A call a machine declares and its app provides (`machine.provide({ actors })`): until then it fails, saying
 * which one is missing ('<machine>: provide the `<actor>` actor').
 */
export const unprovided = <TOutput, TInput = unknown>(machine: string, actor: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${machine}: provide the \`${actor}\` actor`)));
