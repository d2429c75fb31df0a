/** `@sakta/core/policies`: the policy list /policies and the policy modal (spec part 2 sections 2.7, 3.9, 7.5). */
export * from './ru';
export * from './contract';
export * from './policy-filter';
export * from './documents';
export * from './flows';
export * from './payment';
export * from './policies.machine';
export * from './policy-item.machine';
