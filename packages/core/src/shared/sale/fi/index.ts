/**
 * `@sakta/core/sale/fi`: what the financial-institution products (property, casco) share on the sale kernel (spec
 * part 2 sections 2.2-2.4, 3.2, 3.6, 4.1, 5.6, 7.2): the parties and their slots, the insurer's signatory, the
 * payment rules, verify/client-fi and checkout-fi, the parties' view, the regions of their objects and vehicles.
 */
export * from './ru';
export * from './signatory';
export * from './payment';
export * from './contract';
export * from './parties';
export * from './sale';
export * from './view';
export * from './calls';
export * from './product';
export * from './regions';
