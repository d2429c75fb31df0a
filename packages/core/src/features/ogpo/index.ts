/** `@sakta/core/ogpo`: the OGPO sale page (spec part 2 sections 2.1, 2.2, 3.1, 4.1, 6, 7.1). */
export * from './contract';
export * from './ru';
export * from './page-query';
export * from './staff';
export * from './policy/parties';
export * from './policy/policy.machine';
export * from './policy/policy.view';
export * from './policy/policy-calls';
export * from './sale/contract';
export * from './tariff';
export * from './rules';
