import * as z from 'zod/mini';
import { ULID_FIELD } from '../../api/fields';
import { TEXT_MAX, textField } from '../../api/limits';
import { isIsoDate } from '../../dates';
import {
  CheckoutAnswerSchema,
  PolicyChiefSchema,
  PolicyClientSchema,
  salePost,
  TreatySchema,
  VerifyAnswerSchema,
  type SalePolicy,
} from '../contract';
import { SignatorySchema } from './signatory';
import { SalePolicySchema } from '../sale-drafts';

/**
 * The financial-institution sale's own calls (spec part 2 section 7.2), shared by property and casco: the parties'
 * verification (verify/client-fi) and the checkout (checkout-fi). Both are calls of the sale (main-sale group, on
 * a sale the caller owns); the answers are the kernel's (VerifyAnswer, CheckoutAnswer).
 */

const text = (max: number) => textField(max);
/** The property and casco pages' sellers: the main-sale group (6). */
const FI_SALE: ['mainSale'] = ['mainSale'];

/**
 * What every financial-institution policy carries (3.2), beside its number, its product and its own fields: the
 * parties (the insurer, who is also insured by the card's checkbox; the insureds; the bank; the leader and beneficial
 * owners of a legal entity), the treaty, the signatory, the sellers, the payment phone and date, and what the page
 * shows of the calculation (`premium`, `tariff`: the server ignores them).
 */
export const FI_POLICY_FIELDS = {
  insurer: z.nullable(PolicyClientSchema),
  /** The insurer is also an insured (the card's checkbox). */
  isDrive: z.boolean(),
  insureds: z.array(PolicyClientSchema).check(z.maxLength(20)),
  beneficiary: z.nullable(PolicyClientSchema),
  leader: z.nullable(PolicyChiefSchema),
  owners: z.array(PolicyChiefSchema).check(z.maxLength(20)),
  treaty: TreatySchema,
  signatory: z.nullable(SignatorySchema),
  /** The company's signatory chosen in the contract panel (2.3); absent in a policy saved before it was offered. */
  signatoryId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  manager: z.nullable(z.number().check(z.int())),
  agent: z.nullable(z.number().check(z.int())),
  /** '+7(###) ###-####', '7' or ''. */
  paymentPhone: text(TEXT_MAX.phone),
  /** The payment date of a transfer ('YYYY-MM-DD', not before tomorrow; '' until chosen). */
  paymentDate: z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Неверная дата')),
  isEpay: z.boolean(),
  calculationDate: z.optional(z.nullable(text(TEXT_MAX.date))),
  premium: z.optional(z.nullable(z.number())),
  tariff: z.optional(z.nullable(z.number())),
  ip: z.optional(z.nullable(text(TEXT_MAX.code))),
};

/**
 * POST /api/verify/client-fi {patronymic, isInsured, surname, product, rewrite, title, phone, name, iin, ulid}: one
 * party of the policy (the insurer, an insured, the beneficiary). `resident` and `person` say how the register finds
 * it (a non-resident by name). -> success (missing: timed out), result, message, and `podft` when the
 * anti-money-laundering check flagged the party.
 */
export const VerifyClientFiRequestSchema = z.object({
  ulid: ULID_FIELD,
  product: text(TEXT_MAX.code),
  iin: text(TEXT_MAX.code),
  title: text(TEXT_MAX.title),
  surname: text(TEXT_MAX.personName),
  name: text(TEXT_MAX.personName),
  patronymic: text(TEXT_MAX.personName),
  phone: text(TEXT_MAX.phone),
  isInsured: z.boolean(),
  rewrite: z.boolean(),
  resident: z.boolean(),
  person: z.boolean(),
});
export type VerifyClientFiRequest = z.infer<typeof VerifyClientFiRequestSchema>;

export const verifyClientFiEndpoint = salePost(
  '/api/verify/client-fi',
  VerifyClientFiRequestSchema,
  VerifyAnswerSchema,
  FI_SALE,
);

/**
 * POST /api/contracts/checkout-fi {payment (0 transfer, 1 online: Epay when `epay`, else Kaspi), policy,
 * paymentPhone} -> the payment to wait for (or the ticket when paid already). Declared for a product's policy
 * schema: the page sends its own policy; the server picks the product by the policy's code and reads it through
 * that product's schema (`checkoutFi`).
 */
export function checkoutFiEndpointFor<S extends z.ZodMiniType<SalePolicy>>(policy: S) {
  return salePost(
    '/api/contracts/checkout-fi',
    z.object({
      payment: z.union([z.literal(0), z.literal(1)]),
      epay: z.boolean(),
      policy,
      paymentPhone: text(TEXT_MAX.phone),
    }),
    CheckoutAnswerSchema,
    FI_SALE,
  );
}

/** checkout-fi as the server takes it, whatever the product. */
export const checkoutFi = checkoutFiEndpointFor(SalePolicySchema);
export type CheckoutFiRequest<Policy> = {
  payment: 0 | 1;
  epay: boolean;
  policy: Policy;
  paymentPhone: string;
};
