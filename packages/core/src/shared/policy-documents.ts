import * as z from 'zod/mini';
import { endpoint } from './api/common';
import { Base64PdfSchema } from './api/fields';
import { TEXT_MAX, textField } from './api/limits';

/**
 * POST /api/policy/get-document {global, type} -> {result, document}: an OGPO policy's documents, 0 the policy,
 * 1 the receipt (base64 PDFs, Cyrillic, with the parties, vehicles, period and premium). The sale's receipt link
 * and the policy list's modal both ask it, so it lives in the kernel. The sale groups, the accountant and support
 * (spec part 1 section 2: policies for the sale group and the accountant; part 2 section 2.8: support opens the
 * policy modal); of the policies the caller's role sees (`policyScope`).
 */
export const POLICY_DOCUMENT = { policy: 0, receipt: 1 } as const;
export const policyDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/policy/get-document',
  access: ['sale', 'reserveSale', 'mainSale', 'accountant', 'support'],
  owns: 'policy',
  body: z.object({ global: textField(TEXT_MAX.number), type: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ result: z.literal(true), document: Base64PdfSchema }),
});
