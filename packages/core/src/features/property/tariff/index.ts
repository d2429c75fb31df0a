/** The sandbox's property tariff: `propertyPremium` (the price the sandbox's calculate computes) and its table. */
export * from './premium';
export * from './input';
export { PROPERTY_TARIFF, type PropertyTariffTable } from './table';
