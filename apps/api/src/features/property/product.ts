import { fmt, productName } from '@sakta/core';
import {
  PropertyPolicySchema,
  checkPropertyObject,
  isImmovableProduct,
  ruProperty,
  type PropertyPolicy,
} from '@sakta/core/property';
import { PROPERTY_TERM, isPropertyTerm } from '@sakta/core/property/sale';
import { verifyFiPolicy } from '../../services/fi-policy';
import type { RegisterObject, SaleProduct } from '../../services/sale-products';
import { serverPremium } from './calculate';
import { objectTitle } from './objects';
import { propertyPolicySpec } from './policy-document';
import { propertyApiRu } from './ru';

/**
 * Property insurance for financial institutions as a product of the sale (spec part 2 sections 1, 2.3, 3.2, 3.5,
 * 4.1, 5.5, 5.6): DSD_FI (movable) and DSI_FI (immovable), sold through checkout-fi (the payment rules of 5.6
 * read its signatory, payment date, leader and owners). The premium is calculate's, on the server; no one-time
 * code (4.2 is OGPO's); the register lists the insureds, the bank as the beneficiary and the objects as one
 * insured object (the program, the sum of the insured amounts, the franchise, the objects named).
 */

const fieldLabel = (field: string): string =>
  Object.hasOwn(ruProperty.fields, field)
    ? ruProperty.fields[field as keyof typeof ruProperty.fields]
    : field;

const incomplete = (p: PropertyPolicy): string | null => {
  const ru = propertyApiRu.incomplete;
  if (!p.insurer) return ru.insurer;
  if (!p.beneficiary) return ru.beneficiary;
  if (p.insureds.length === 0) return ru.insured;
  if (p.objects.length === 0) return ru.object;
  const isImmovable = isImmovableProduct(p.product);
  if (p.conditions.is_immovable !== isImmovable) return fmt(ru.program, { product: p.product });
  const rules = {
    isImmovable,
    insurerIsPerson: p.insurer.filter.person,
    beneficiaryIin: p.beneficiary.client.iin,
  };
  for (const [i, object] of p.objects.entries()) {
    const { missing } = checkPropertyObject(object, rules);
    if (missing.length > 0)
      return fmt(ru.objectFields, {
        n: String(i + 1),
        fields: missing.map((f) => fieldLabel(f)).join(', '),
      });
  }
  return null;
};

/** The register's insured object (3.9): the program, the insured sum of all objects, the franchise, their names. */
const insuredObject = (p: PropertyPolicy): RegisterObject => ({
  is_immovable: isImmovableProduct(p.product),
  insurance_sum: p.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0),
  franchise: p.programCondition.franchise,
  add_info: p.objects.map((o) => objectTitle(p, o)).join('; '),
});

export const PROPERTY_PRODUCT: SaleProduct<PropertyPolicy> = {
  codes: ['DSD_FI', 'DSI_FI'],
  title: propertyApiRu.title,
  titleOf: (code) => productName(code, null),
  policySchema: PropertyPolicySchema,
  incomplete,
  premium: (db, p, now) => serverPremium(db, p, now).premium,
  term: () => ({ initial: PROPERTY_TERM, offered: isPropertyTerm }),
  verify: verifyFiPolicy,
  needsInsurerCode: false,
  insureds: (p) => p.insureds,
  vehicles: () => [],
  beneficiary: (p) => p.beneficiary,
  insuredObject,
  paymentFacts: (p) => ({
    insurer: p.insurer,
    leader: p.leader,
    owners: p.owners,
    signatory: p.signatory,
    paymentDate: p.paymentDate,
  }),
  policyPdf: (r) => propertyPolicySpec(r, 'policy'),
  contractPdf: (r) => propertyPolicySpec(r, 'contract'),
};
