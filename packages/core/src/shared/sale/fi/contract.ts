import * as z from 'zod/mini';
import { ULID_FIELD } from '../../api/fields';
import { TEXT_MAX, textField } from '../../api/limits';
import { CheckoutAnswerSchema, salePost, VerifyAnswerSchema, type SalePolicy } from '../contract';
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
