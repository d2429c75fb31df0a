/** `@sakta/core/sale`: the sale kernel every product's sale page is built on (spec part 2 sections 4.1, 4.2, 6, 7). */
export { createSaleMachine, initialContext, type SaleMachine, type SaleSnapshot } from './sale.machine';
export { ALERT_SECONDS, CALCULATION_RESET, OTP_RESEND_SECONDS, SALE_PAUSES } from './sale.setup';
export { DIALOG_NAMES, listSlot, slotOf, validIndex } from './product';
export type { DialogName, PartySlot, SaleProduct, SlotTable, VerificationResult } from './product';
export * from './types';
export * from './staff';
export * from './treaty';
export { ruSale } from './ru';
export * from './contract';
export * from './kept-sale';
export * from './panel.types';
export * from './panel.view';
export { ruSalePanel } from './panel-ru';
export * from './sale-calls';
export * from './cards';
export * from './verification';
export * from './payment-phone';
