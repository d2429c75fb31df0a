/**
 * `@sakta/core/casco`: casco for financial institutions (spec part 2 sections 1, 2.2, 2.4, 3.2, 3.4, 4.1, 5.2, 7.1,
 * 7.2, 9): the programs and their limits, the vehicle's rules and dialog, the risks, the sandbox tariff and the
 * contract.
 */
export * from './ru';
export * from './program';
export * from './risks';
export * from './vehicle';
export * from './contract';
export * from './tariff';
export * from './vehicle-dialog';
