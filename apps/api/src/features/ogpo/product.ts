import { OgpoPolicySchema, policyDrivers, type OgpoPolicy } from '@sakta/core';
import { defaultInsuredProblem, defaultTerm, isOfferedTerm } from '@sakta/core/ogpo';
import type { SaleProduct } from '../../services/sale-products';
import { registerPremium } from './calculate';
import { ogpoPolicySpec } from './policy-document';
import { rewriteGrant } from './rewrite';
import { verifyOgpoPolicy } from './verify';

/**
 * OGPO VTS as a product of the sale (spec part 2 sections 3.1, 4.1, 4.2): the premium is calculate's, recomputed from
 * the state register; the insurer confirms the sale by its one-time code; the register lists the drivers as the
 * insureds (the insurer first when it drives) and the vehicles; an issued policy may be rewritten (policy-get).
 */

export const ogpoProductRu = {
  incomplete: 'Добавьте страхователя, водителя и транспортное средство',
} as const;

export const OGPO_PRODUCT: SaleProduct<OgpoPolicy> = {
  codes: ['OGPO_WEB_EA'],
  title: 'ОГПО ВТС',
  policySchema: OgpoPolicySchema,
  // a legal-entity insurer's drivers may be the register's default insured alone (4.1), never beside named ones
  incomplete: (p) =>
    !p.insurer || !p.vehicle.length || !policyDrivers(p).length
      ? ogpoProductRu.incomplete
      : defaultInsuredProblem(p),
  premium: (db, p) => registerPremium(db, p).premium,
  term: (p) => ({
    initial: defaultTerm(p.product_type),
    offered: (term) => isOfferedTerm(p.product_type, term),
  }),
  verify: verifyOgpoPolicy,
  needsInsurerCode: true,
  insureds: (p) => policyDrivers(p),
  vehicles: (p) => p.vehicle,
  policyPdf: ogpoPolicySpec,
  rewriteGrant,
};
