/** The sandbox's casco tariff: `cascoPremium` (the price the sandbox's calculate computes) and its table. */
export * from './premium';
export * from './input';
export { CASCO_TARIFF, type CascoTariffTable } from './table';
