import type * as z from 'zod/mini';
import type { PolicyClient, PolicyVehicle } from '@sakta/core';
import type { TermRule } from '@sakta/core/sale/authority';
import type { FiPaymentFacts } from '@sakta/core/sale/fi';
import type { Db } from '../platform/db';
import type { VerifyContext } from './client-verification';
import type { PdfSpec } from './pdf/render';
import type { RegisterPolicy } from './policy-register/repo';

/**
 * What a product gives the sale (spec part 2 section 4.1: the policy flow is the same for all products). The sale
 * (features/sale: checkout, payment, the one-time code, the sold policy's documents, the register input) and the
 * drafts (features/drafts) take the product from the policy's code and ask it only what differs: its policy schema,
 * what a complete policy has, its premium as the server computes it, its parties and vehicles in the register, its
 * policy PDF. A product feature (features/ogpo) exports one; the composition root (platform/routes.ts) hands the
 * list to the sale and the drafts.
 */

/** What the sale and the drafts read of any product's policy. */
export interface SalePolicy {
  /** The sale (its ulid): the draft's id and the register's draft_ulid. */
  number: string;
  /** The product code: it picks the product. */
  product: string;
  /** OGPO's product type (1, 2, 3); other products have none. */
  product_type?: number | null;
  insurer: PolicyClient | null;
  treaty: { date: string; term: { unit: 'day' | 'month'; count: number }; end: string };
  /** The global number of the issued policy a rewrite replaces (OGPO). */
  global?: string | null;
}

/**
 * The insured object as the register keeps it (spec part 2 section 3.9's policy detail `object`): the program, the
 * insured sum, the franchise and a line naming what is insured.
 */
export interface RegisterObject {
  is_immovable: boolean;
  insurance_sum: number;
  franchise: number | null;
  add_info: string | null;
}

/**
 * A product of the sale. Its methods receive only policies of its own codes, parsed by its own schema (the
 * endpoint's body or `policySchema`).
 */
export interface SaleProduct<P extends SalePolicy = SalePolicy> {
  /** The policy codes of the product (OGPO_WEB_EA; property DSD_FI and DSI_FI; the casco codes). */
  codes: readonly string[];
  /** The register's product title (the PDFs, the lists). */
  title: string;
  /** The register's title of one of its codes, when the codes differ (property: movable, immovable). */
  titleOf?(code: string): string;
  /** The policy as the product's page sends it (drafts are read back through it). */
  policySchema: z.ZodMiniType<P>;
  /** Why the policy cannot be checked out yet (a missing party or vehicle), or null. */
  incomplete(policy: P): string | null;
  /**
   * The premium as the server computes it, never the page's, at `now` (epoch ms: a tariff that reads the day, such as
   * casco's vehicle age); throws Rejected with the product's refusals.
   */
  premium(db: Db, policy: P, now: number): number;
  /** The term the policy's variant takes by default, and those the administrator may choose (4.1, 6, 9). */
  term(policy: P): TermRule;
  /**
   * The server's own verification of every party and vehicle on the state register, as the page's verify calls ask
   * it (4.1, 7.2): the failures (unknown, an expired document, a wanted vehicle), none when all passed. A flagged
   * party gets its compliance record.
   */
  verify(ctx: VerifyContext, policy: P): string[];
  /** Checkout needs the insurer's one-time code on the sale (4.2). */
  needsInsurerCode: boolean;
  /** The insured parties the register lists (OGPO: the drivers, the insurer first when it drives). */
  insureds(policy: P): PolicyClient[];
  /** The vehicles the register lists (none for property). */
  vehicles(policy: P): PolicyVehicle[];
  /** The beneficiary the register lists (the bank of a financial institution's policy); none when absent. */
  beneficiary?(policy: P): PolicyClient | null;
  /** The insured object the register lists (property); none when absent. */
  insuredObject?(policy: P): RegisterObject | null;
  /**
   * What the payment rules of the financial institutions read (5.6: signatory, payment date, leader, owners): a
   * product that gives them is sold through checkout-fi.
   */
  paymentFacts?(policy: P): Omit<FiPaymentFacts, 'minDate'>;
  /**
   * The policy's PDF (get-document type 0, get-document-dc's or get-document-ds's policy); null (or none) for the
   * register's own policy document (a register policy the product's sale did not write).
   */
  policyPdf?(policy: RegisterPolicy): PdfSpec | null;
  /** The contract's PDF (get-document-dc's and get-document-ds's contract); null or none: the register's own. */
  contractPdf?(policy: RegisterPolicy): PdfSpec | null;
  /** The application's PDF (get-document-ds's application); null or none: the register's own. */
  applicationPdf?(policy: RegisterPolicy): PdfSpec | null;
  /** The issued policy a sale was granted to rewrite (OGPO's policy-get), and to whom; none when not granted. */
  rewriteGrant?(db: Db, ulid: string): { policy_id: number; user_id: number } | undefined;
}

/** The products of the sale, found by a policy's code. */
export type SaleProducts = readonly SaleProduct[];

export function productOf(products: SaleProducts, code: string): SaleProduct | undefined {
  return products.find((p) => p.codes.includes(code));
}
