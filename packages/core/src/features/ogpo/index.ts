/** `@sakta/core/ogpo`: the OGPO sale page (spec part 2 sections 2.1, 2.2, 3.1, 4.1, 6, 7.1). */
export * from './contract';
export * from './ru';
export * from './page-query';
export {
  agentChoice,
  managerChoice,
  showsApc,
  type StaffUser,
  type SaleStaffMember,
} from '../../shared/sale/staff';
export * from './policy/parties';
export * from './policy/policy.machine';
export { ogpoSale, type OgpoSale } from './policy/ogpo-sale';
export * from './policy/policy.view';
export * from './policy/policy-calls';
export * from './sale/contract';
export * from './sale/ru';
export * from '../../shared/sale/panel.types';
export { saleStatus } from '../../shared/sale/panel.view';
export * from './sale/sale.view';
export * from './policy/treaty';
export * from './policy/sale';
export * from './policy/sale-rules';
export * from './sale/kept-sale';
export * from './tariff';
export * from './rules';
export { ruSalePanel } from '../../shared/sale/panel-ru';
