import { fmt, productName } from '@sakta/core';
import {
  CASCO_CODE_LIST,
  CASCO_VEHICLE_LABELS,
  CascoPolicySchema,
  cascoCodeOf,
  missingCascoVehicleFields,
  type CascoPolicy,
  type CascoVehicleField,
} from '@sakta/core/casco';
import { CASCO_TERM, isCascoTerm } from '@sakta/core/casco/sale';
import { verifyFiPolicy } from '../../services/fi-policy';
import type { RegisterObject, SaleProduct } from '../../services/sale-products';
import { serverPremium } from './calculate';
import { cascoPolicySpec } from './policy-document';
import { cascoApiRu } from './ru';
import { vehicleTitle } from './vehicles';

/**
 * Casco for financial institutions as a product of the sale (spec part 2 sections 1, 2.4, 3.2, 3.4, 4.1, 5.2, 5.6,
 * 9): DSAT_CASCO_FRE, _TRL, _SE1 and _SE2, sold through checkout-fi (the payment rules of 5.6 read its signatory,
 * payment date, leader and owners). The premium is calculate's, on the server; no one-time code (4.2 is OGPO's); the
 * register lists the insureds, the bank as the beneficiary, the vehicles, and the program as one insured object (the
 * sum of the insured amounts, the damage deductible, the vehicles named); get-document-ds gives its contract, policy
 * and application.
 */

const label = (field: CascoVehicleField) => CASCO_VEHICLE_LABELS[field];

/** Why checkout refuses the policy (4.1, 5.2): a party, a vehicle, a confirmation, the loan or the appraisal. */
const incomplete = (p: CascoPolicy): string | null => {
  const ru = cascoApiRu.incomplete;
  if (!p.insurer) return ru.insurer;
  if (!p.beneficiary) return ru.beneficiary;
  if (p.insureds.length === 0) return ru.insured;
  if (p.vehicles.length === 0) return ru.vehicle;
  if (p.product !== cascoCodeOf(p.program.product)) return fmt(ru.program, { product: p.product });
  if (!p.conditions.user_agreement) return ru.userAgreement;
  if (p.conditions.has_losses === null) return ru.losses;
  if (!p.conditions.is_fits) return ru.fits;
  if (!p.conditions.loan_number.trim()) return ru.loanNumber;
  if (!p.conditions.appraisal_report.trim()) return ru.appraisalReport;
  for (const [i, vehicle] of p.vehicles.entries()) {
    const missing = missingCascoVehicleFields(vehicle, p.program.type);
    if (missing.length > 0)
      return fmt(ru.vehicleFields, { n: String(i + 1), fields: missing.map(label).join(', ') });
  }
  return null;
};

/** The register's insured object (3.9): the program's insured sum, the damage deductible, the vehicles named. */
const insuredObject = (p: CascoPolicy): RegisterObject => ({
  is_immovable: false,
  insurance_sum: p.vehicles.reduce((sum, v) => sum + (v.amount ?? 0), 0),
  franchise: p.conditions.risk_damage,
  add_info: p.vehicles.map(vehicleTitle).join('; '),
});

export const CASCO_PRODUCT: SaleProduct<CascoPolicy> = {
  codes: CASCO_CODE_LIST,
  title: cascoApiRu.title,
  titleOf: (code) => productName(code, null),
  policySchema: CascoPolicySchema,
  incomplete,
  premium: (db, p, now) => serverPremium(db, p, now),
  term: () => ({ initial: CASCO_TERM, offered: isCascoTerm }),
  verify: verifyFiPolicy,
  needsInsurerCode: false,
  insureds: (p) => p.insureds,
  vehicles: (p) => p.vehicles,
  beneficiary: (p) => p.beneficiary,
  insuredObject,
  paymentFacts: (p) => ({
    insurer: p.insurer,
    leader: p.leader,
    owners: p.owners,
    signatory: p.signatory,
    paymentDate: p.paymentDate,
  }),
  contractPdf: (r) => cascoPolicySpec(r, 'contract'),
  policyPdf: (r) => cascoPolicySpec(r, 'policy'),
  applicationPdf: (r) => cascoPolicySpec(r, 'application'),
};
