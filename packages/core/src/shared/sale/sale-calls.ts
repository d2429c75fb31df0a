/**
 * The calls every product's sale makes, and the kernel's actors provided with them (spec part 2 sections 4.1, 4.2,
 * 6, 7.1 to 7.3): the page's gate (the seller's address, the availability, a draft), the sellers, the terminal's
 * check, the one-time code to the insurer, the payment check, drafts and the issued policy's documents. A product
 * adds its own (its verification of the parties, its calculation, its checkout); apps/web wires both to the API
 * client. The dialogs come with their own calls, provided where they run (`DialogActors`).
 */
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { DialogName } from './product';
import { codeConfirmationMachine } from '../machines/code-confirmation.machine';
import { provideDocument } from '../machines/document.machine';
import type { ProductAvailability } from '../product-availability';
import type {
  CheckPaymentAnswer,
  OrderAgents,
  OrderAgentsRequest,
  OtpSendRequest,
  OtpSent,
  PolicyClient,
  StaffMember,
} from './contract';
import type { LoadedDraft, SaleCheckPaymentAnswer } from './types';
import type { SaleStaffMember } from './staff';

/** A deleted client whose images go with it, and the policy they were uploaded under. */
export interface DeleteClientImages {
  client: PolicyClient;
  ulid: string;
}

/** The dialogs' actors by the kernel's names (`clientDialog`, ...): their machines provided with their calls. */
export type DialogActors = Partial<Record<`${DialogName}Dialog`, AnyActorLogic>>;

export interface SaleCalls<Policy> {
  /** GET /api/get-ip: the seller's address, read before the page opens. */
  ip(): Promise<{ ip: string }>;
  /** GET /api/products/availability (its data). */
  availability(): Promise<ProductAvailability>;
  /** GET /api/dictionaries/order/managers (its data). */
  managers(): Promise<StaffMember[]>;
  /** POST /api/dictionaries/order/agents. */
  agents(request: OrderAgentsRequest): Promise<OrderAgents>;
  /** POST /api/document/delete-client-images: a deleted client's images go with it. */
  deleteClientImages(request: DeleteClientImages): Promise<unknown>;
  verifyTerminal(request: { c_id: string }): Promise<{ result: boolean; message?: string }>;
  otpSend(request: OtpSendRequest): Promise<Pick<OtpSent, 'type' | 'sendPhone' | 'sendEmail'>>;
  otpVerify(request: OtpSendRequest & { code: string }): Promise<unknown>;
  checkPayment(request: { id: number; payment: 0 | 1 }): Promise<CheckPaymentAnswer>;
  saveDraft(request: { policy: Policy }): Promise<{ id: string }>;
  loadDraft(request: { id: string; product: string }): Promise<LoadedDraft<Policy>>;
  /** POST /api/policy/get-document {global, type}: the PDF, base64. */
  policyDocument(request: { global: string; type: 0 | 1 }): Promise<string>;
}

/**
 * Verification (7.2), every product's: the terminal first (a refusal stops there), then the product's parties (its
 * `parties` asks them, at once). A call that fails on the network fails the whole verification.
 */
export async function verifyAfterTerminal<A extends object>(
  verifyTerminal: SaleCalls<unknown>['verifyTerminal'],
  terminal: { c_id: string } | null,
  parties: () => Promise<A>,
  refused: A,
): Promise<A & { terminal: { result: boolean; message?: string } | null }> {
  const answer = terminal ? await verifyTerminal(terminal) : null;
  if (answer && !answer.result) return { ...refused, terminal: answer };
  return { ...(await parties()), terminal: answer };
}

/** The kernel's actors with the calls: what a product's `provide` starts from. */
export function saleActors<Policy>(calls: SaleCalls<Policy>) {
  return {
    loadIp: fromPromise<{ ip: string }, void>(() => calls.ip()),
    loadAvailability: fromPromise<ProductAvailability, void>(() => calls.availability()),
    loadManagers: fromPromise<SaleStaffMember[], void>(() => calls.managers()),
    loadAgents: fromPromise<{ data: SaleStaffMember[]; isCompany: boolean }, OrderAgentsRequest>(
      ({ input }) => calls.agents(input),
    ),
    loadDraft: fromPromise<LoadedDraft<unknown>, { id: string; product: string }>(({ input }) =>
      calls.loadDraft(input),
    ),
    checkPayment: fromPromise<SaleCheckPaymentAnswer, { id: number; payment: 0 | 1 }>(({ input }) =>
      calls.checkPayment(input),
    ),
    // the kernel passes the policy the product's descriptor made
    saveDraft: fromPromise<{ id: string }, { policy: unknown }>(({ input }) =>
      calls.saveDraft(input as { policy: Policy }),
    ),
    document: provideDocument((request) => calls.policyDocument(request as { global: string; type: 0 | 1 })),
    otp: codeConfirmationMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          const sent = await calls.otpSend(input.request as OtpSendRequest);
          // by SMS to the insurer's phone, or by mail to an insurer without one (4.2)
          return sent.type === 'mail'
            ? { phone: sent.sendEmail ?? null, channel: 'mail' as const }
            : { phone: sent.sendPhone, channel: 'sms' as const };
        }),
        verifyCode: fromPromise(({ input }) =>
          calls.otpVerify({ ...(input.request as OtpSendRequest), code: input.code }),
        ),
      },
    }),
    // in the background: a failure must not take the page down (an unhandled child error stops the sale)
    deleteClientImages: fromPromise<unknown, unknown>(({ input }) =>
      calls.deleteClientImages(input as DeleteClientImages).catch(() => undefined),
    ),
  };
}
