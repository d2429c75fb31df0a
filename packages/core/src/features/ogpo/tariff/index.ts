/** The OGPO VTS tariff: `ogpoPremium` (the price QA and the sandbox compute) and its input from a policy. */
export * from './premium';
export * from './input';
export * from './ru';
export { OGPO_TARIFF, type OgpoTariffTable } from './table';
