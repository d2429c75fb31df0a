import type { RoleGroup } from '../roles';

/**
 * Who sells (spec part 2 section 6): OGPO's page is the reserve-sale group's, the property and casco pages the
 * main-sale group's; the calls every product's sale makes (the parties, the terminal, the payment check, drafts)
 * serve both.
 */
export const SALE_GROUPS: Array<Extract<RoleGroup, 'reserveSale' | 'mainSale'>> = ['reserveSale', 'mainSale'];
