/**
 * `@sakta/core/sale/fi`: what the financial-institution products (property, casco) share on the sale kernel (spec
 * part 2 sections 3.6, 5.6, 7.2): the insurer's signatory, the payment rules, verify/client-fi and checkout-fi.
 */
export * from './ru';
export * from './signatory';
export * from './payment';
export * from './contract';
