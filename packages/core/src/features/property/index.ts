/**
 * `@sakta/core/property`: the property sale for financial institutions (spec part 2 sections 1, 2.3, 3.2, 3.5,
 * 5.5, 9): the program conditions, the object's rules, the risks and the sandbox tariff.
 */
export * from './ru';
export * from './conditions';
export * from './dictionaries';
export * from './object';
export * from './object-rules';
export * from './risks';
export * from './tariff';
export * from './contract';
export * from './object-dialog';
