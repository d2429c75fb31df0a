/**
 * `@sakta/core/support`: the operator-error support screen /support/operator-error and the policy list's
 * operator-error and termination code flows (spec part 2 sections 2.7, 2.8, 3.9, 4.5, 7.5).
 */
export * from './contract';
export * from './ru';
export * from './support-status';
export * from './support-filter';
export * from './support.machine';
export * from './policy-code-flow.machine';
