import { productPageOf, type VerifyAnswer } from '@sakta/core';
import type { VerifyClientFiRequest } from '@sakta/core/sale/fi';
import { refused } from '../../platform/http';
import { verifyRegisterClient, type VerifyContext } from '../../services/client-verification';

/**
 * verify/client-fi (spec part 2 sections 4.1, 7.2, 8): one party of a financial institution's policy (property,
 * casco: the insurer, an insured, the beneficiary bank) on the state register, by the sale's shared verification
 * (services/client-verification.ts, as OGPO's verify/client): a resident by IIN or BIN, a non-resident by name.
 * Unknown, or an expired identity document: success false; a politically exposed or sanctioned party: success
 * true with its compliance record (`podft`).
 */

export const fiRu = {
  notFiProduct: 'Продукт {product} не относится к страхованию финансовых институтов',
} as const;

/** Property and casco, the products whose pages are the financial institutions', or 400. */
export function ensureFiProduct(code: string): void {
  const page = productPageOf(code);
  if (page !== 'properties' && page !== 'casco')
    throw refused(400, fiRu.notFiProduct.replace('{product}', code));
}

export function verifyClientFi(ctx: VerifyContext, req: VerifyClientFiRequest): VerifyAnswer {
  return verifyRegisterClient(ctx, {
    ulid: req.ulid,
    resident: req.resident,
    iin: req.iin.trim(),
    surname: req.surname,
    name: req.name,
  });
}
