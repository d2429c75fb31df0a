import type { PanelRules } from '../panel.view';
import type { TermOption } from '../panel.types';
import { needsPaymentPhone } from '../payment-phone';
import type { SaleProduct } from '../product';
import { ruSale } from '../ru';
import { fiPaysOnline, paymentDateValid } from './payment';
import { ruFi } from './ru';
import type { SaleCore, SaleContext } from '../types';
import type { FiParties } from './parties';
import {
  fiCanPay,
  fiPanelPaymentHints,
  fiVerificationOutcome,
  fiVerificationRequests,
  lacksTerminal,
  type FiSale,
  type FiVerificationAnswers,
  type FiVerificationRequests,
} from './sale';

/**
 * What every financial-institution product (property, casco) gives the sale kernel the same way (spec part 2
 * sections 4.1, 5.6, 7.2): no code to the insurer and no rewrite; verification first, by verify/client-fi, with the
 * cards' marks; calculation and payment allowed by the product's hints and 5.6; a saved policy put back with its
 * sellers and treaty; checkout-fi's request. The product gives its policy, its hints and its code.
 */

/** What a product's policy carries that the kernel puts back (its sellers, phone and treaty). */
type FiPolicyHead = Pick<SaleCore, 'manager' | 'agent' | 'paymentPhone'> & {
  number: string;
  treaty: { date: string; term: SaleCore['treaty']['term'] };
};

export interface FiProductRules<P extends FiParties, T, Policy> {
  policyOf(context: SaleContext<P, T>): Policy;
  partsOf(policy: Policy): P;
  /** The product code the parties are verified for. */
  codeOf(p: P): string;
  verificationHints(context: SaleContext<P, T>): string[];
  calculationHints(context: SaleContext<P, T>): string[];
  /** The product's own entries (objects, vehicles): a draft is worth saving with them too. */
  hasEntries(p: P): boolean;
}

const flat = <P extends FiParties, T>(c: SaleContext<P, T>): FiSale => ({ ...c, ...c.policy });

export function fiProductParts<
  P extends FiParties,
  T extends { kind: string },
  Policy extends FiPolicyHead,
  Calc,
  Variant,
>(
  rules: FiProductRules<P, T, Policy>,
): Pick<
  SaleProduct<P, T, Policy, Calc, FiVerificationRequests, FiVerificationAnswers, Variant>,
  | 'confirmsByCode'
  | 'rewrites'
  | 'globalOf'
  | 'policyOf'
  | 'restore'
  | 'canCalculate'
  | 'canPay'
  | 'codeRequest'
  | 'canSaveDraft'
  | 'lacksTerminal'
  | 'verification'
  | 'checkoutRequest'
> {
  return {
    confirmsByCode: false,
    rewrites: false,
    globalOf: () => null,
    policyOf: rules.policyOf,
    restore: (policy) => ({
      policy: rules.partsOf(policy),
      number: policy.number,
      manager: policy.manager,
      agent: policy.agent,
      paymentPhone: policy.paymentPhone,
      treaty: { date: policy.treaty.date, term: policy.treaty.term },
    }),
    canCalculate: (context) =>
      rules.verificationHints(context).length === 0 && rules.calculationHints(context).length === 0,
    canPay: (context, method) => fiCanPay(flat(context), method),
    codeRequest: () => null,
    canSaveDraft: ({ policy: p }) =>
      p.insurer !== null || p.insureds.length > 0 || p.beneficiary !== null || rules.hasEntries(p),
    lacksTerminal: (context) => lacksTerminal(context),
    verification: {
      first: { canVerify: (context) => rules.verificationHints(context).length === 0 },
      requests: (context) => fiVerificationRequests(flat(context), rules.codeOf(context.policy)),
      outcome: (context, answers) => {
        const result = fiVerificationOutcome(context.policy, answers);
        return {
          kind: result.verdict.kind,
          policy: { ...context.policy, ...result.parties, checks: result.checks },
          message: result.verdict.kind === 'failed' ? result.verdict.message : null,
        };
      },
    },
    // checkout-fi (7.2): 0 transfer, 1 online (Epay when `epay`, else Kaspi)
    checkoutRequest: (context) => ({
      payment: context.method === 'transfer' ? 0 : 1,
      epay: context.method === 'card',
      policy: rules.policyOf(context),
      paymentPhone: context.paymentPhone,
    }),
  };
}

/**
 * The contract panel's rules of an FI product (2.3, 2.4, 5.6): verification first with the product's hints, its
 * calculation hints, 5.6's payment hints and online payment, the payment phone of a person insurer, the payment date
 * of a transfer, the tariff, the spec's button words ('Epay', 'Сохранить как черновик', 'Открыть страница оплаты').
 */
export function fiPanelRules<P extends FiParties, T>(rules: {
  verificationHints(context: SaleContext<P, T>): string[];
  calculationHints(context: SaleContext<P, T>): string[];
  tariff(context: SaleContext<P, T>): number | null;
  termOptions: TermOption[];
}): PanelRules<P, T> {
  return {
    verificationHints: rules.verificationHints,
    calculationHints: rules.calculationHints,
    paymentHints: (c) => fiPanelPaymentHints(flat(c)),
    paysOnline: (c) => fiPaysOnline(c.policy.insurer),
    needsPaymentPhone: (c) => needsPaymentPhone(c.policy.insurer),
    termOptions: () => rules.termOptions,
    confirmsByCode: false,
    banner: (c) => (lacksTerminal(c) ? [ruSale.noTerminal] : []),
    paymentDate: (c) => ({
      value: c.policy.paymentDate,
      error:
        c.policy.paymentDate && !paymentDateValid(c.policy.paymentDate, c.minDate)
          ? ruFi.payment.dateMin
          : null,
    }),
    tariff: rules.tariff,
    labels: { buttons: ruFi.buttons, openPayment: ruFi.openPayment },
  };
}
