import type { PaymentMethod, SaleContext, SaleCore, SaleInput, SaleTerm } from './types';

/**
 * A product's descriptor: what the sale kernel (sale.machine.ts) asks a product for. The flow (page gate, parties,
 * staff, verification, calculation, code, payment, draft, alert) is the kernel's; the product says which parties
 * it has and which dialog opens each (its slot table), how its policy is sent and put back, its guards, its term
 * rule and what its verification and calculation answers mean.
 *
 * Type parameters: P the product's part of the context (its parties and its own fields), T what a dialog is opened
 * for (`{kind, ...}`: the slot table's keys), Policy the policy as the product's calls take it, Calc the
 * calculation's answer, VReq/VAns verification's requests and answers.
 */

/** The dialogs a slot may open; the page's parties region has one state for each dialog the product provides. */
export const DIALOG_NAMES = [
  'client',
  'chief',
  'vehicle',
  'object',
  'licence',
  'documents',
  'podft',
] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];

/**
 * One kind of party (insurer, insureds, beneficiary, leader, beneficial owners, vehicles, objects, or what is
 * attached to one: a licence, documents): which dialog opens it, when it may be opened and deleted, what the
 * dialog is asked with, and where a saved record goes.
 */
export interface PartySlot<P, T, R = never> {
  dialog: DialogName;
  /** Whether a dialog may open for the target (an existing entry, or a new one where one may be added). */
  canOpen(policy: P, target: T): boolean;
  /** Whether the target is an existing entry that may be deleted (absent: never deleted). */
  canDelete?(policy: P, target: T): boolean;
  /** The policy without the target. */
  remove?(policy: P, target: T): Partial<P>;
  /** What the dialog is opened with. */
  request(context: SaleContext<P, T>, target: T): unknown;
  /** Where the dialog's saved record goes. */
  put(policy: P, target: T, record: R): Partial<P>;
  /** Saving attaches to a party (documents) and is no change of the parties (4.1: the calculation stays). */
  attaches?: boolean;
}

/** The slot table: one slot per kind of target. */
export type SlotTable<P, T extends { kind: string }> = {
  [K in T['kind']]: PartySlot<P, Extract<T, { kind: K }>, never>;
};

/** A list slot: index null adds, an index edits or deletes that entry. */
export function listSlot<P, K extends keyof P & string, T extends { index: number | null }>(
  key: K,
  dialog: DialogName,
  request: PartySlot<P, T>['request'],
  when: (policy: P) => boolean = () => true,
): PartySlot<P, T, P[K] extends ReadonlyArray<infer R> ? R : never> {
  const list = (policy: P) => policy[key] as unknown[];
  return {
    dialog,
    canOpen: (policy, target) => when(policy) && validIndex(target.index, list(policy).length),
    canDelete: (policy, target) => target.index !== null && validIndex(target.index, list(policy).length),
    remove: (policy, target) => ({ [key]: list(policy).filter((_, i) => i !== target.index) }) as Partial<P>,
    request,
    put: (policy, target, record) =>
      ({
        [key]:
          target.index === null
            ? [...list(policy), record]
            : list(policy).map((e, i) => (i === target.index ? record : e)),
      }) as Partial<P>,
  };
}

export const validIndex = (index: number | null, length: number) =>
  index === null || (Number.isInteger(index) && index >= 0 && index < length);

/** The kernel's reading of a slot table: the slot of a target. */
export function slotOf<P, T extends { kind: string }>(
  slots: SlotTable<P, T>,
  target: T,
): PartySlot<P, T, unknown> {
  return (slots as Record<string, PartySlot<P, T, unknown>>)[target.kind] as PartySlot<P, T, unknown>;
}

/** How verification came out: passed, waiting for the anti-money-laundering review, or failed (and why). */
export interface VerificationResult<P> {
  kind: 'passed' | 'podft' | 'failed';
  /** The policy with the cards marked. */
  policy: P;
  message: string | null;
}

export interface SaleProduct<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant = number> {
  /** The machine's id. */
  id: string;
  /** The catalogue's code of the variant (availability, the agents' list) and the drafts' product code. */
  code(variant: Variant): string;
  draftCode: string;
  /** The product's part of a fresh context. */
  initial(input: SaleInput<Variant, Policy>): P;
  variantOf(policy: P): Variant;
  /** The dialogs its slots open: the kernel runs the one a slot names as the child `<name>Dialog`, provided with its
   * machine where the sale runs. */
  dialogs: readonly DialogName[];
  slots: SlotTable<P, T>;
  /** Whether a saved draft or a rewritten policy belongs to this page's variant. */
  ownsPolicy(context: SaleContext<P, T>, policy: Policy): boolean;
  /** The policy (3.1) as calculate, checkout and draft/save take it. */
  policyOf(context: SaleContext<P, T>): Policy;
  /** The global number a kept policy rewrites, if any. */
  globalOf(policy: Policy): string | null | undefined;
  /** A saved policy put back: the product's part, and the sellers, phone and treaty it had. */
  restore(
    policy: Policy,
    variant: Variant,
  ): Pick<SaleCore, 'manager' | 'agent' | 'paymentPhone' | 'treaty'> & { policy: P; number: string };
  // the term rule
  term: {
    initial(variant: Variant): SaleTerm;
    offered(variant: Variant, term: SaleTerm): boolean;
  };
  // guards
  canCalculate(context: SaleContext<P, T>): boolean;
  canPay(context: SaleContext<P, T>, method: PaymentMethod): boolean;
  /** The one-time code to the insurer before payment (4.2): its request, or null when the product needs none. */
  codeRequest(context: SaleContext<P, T>): unknown;
  canSaveDraft(context: SaleContext<P, T>): boolean;
  lacksTerminal(context: SaleContext<P, T>): boolean;
  /**
   * A change of the product's own fields (EDIT {patch}): the product's part as it keeps it (clamped, with what the
   * change drags along) and whether it drops the calculation (4.1), or null when refused. Absent: EDIT is refused.
   */
  edit?(context: SaleContext<P, T>, patch: Partial<P>): { policy: P; resets: boolean } | null;
  /** An issued policy may be rewritten (?global= with isRewrite; OGPO's policy-get): the page's rewrite states. */
  rewrites: boolean;
  /** The insurer confirms the sale by a one-time code before payment (4.2: OGPO); without it calculated is payable. */
  confirmsByCode: boolean;
  // the calls' requests and what their answers mean
  verification: {
    /**
     * Verification is a step of its own (property and casco: 'Проверить', then 'Рассчитать' once every party
     * passed, 4.1), allowed when `canVerify`; otherwise CALCULATE verifies, then calculates.
     */
    first?: { canVerify(context: SaleContext<P, T>): boolean };
    requests(context: SaleContext<P, T>): VReq;
    outcome(context: SaleContext<P, T>, answers: VAns): VerificationResult<P>;
  };
  calculated(context: SaleContext<P, T>, answer: Calc): Partial<SaleCore> & { policy: P };
  /**
   * A failed calculation's marks on the product's part (casco: each vehicle's 'Ошибка при получении премии' from the
   * refusal its calls raise), or null to keep the part as it is. Absent: nothing is marked.
   */
  calculationFailed?(context: SaleContext<P, T>, error: unknown): P | null;
  checkoutRequest(context: SaleContext<P, T>): unknown;
  /** What a change drops of the product's part besides the calculation (the verification marks). */
  reset(policy: P): P;
  /** A saved party's side effect on the page: an alert to show (OGPO: a resident-rules error it brought). */
  alertAfterSave(before: SaleContext<P, T>, after: SaleContext<P, T>): string | null;
  /** The deleted party whose uploaded images go with it, or null. */
  deletedImages(context: SaleContext<P, T>, target: T): unknown;
  /**
   * A party the product fetches itself whenever the policy needs it (OGPO: the default insured of a legal-entity
   * insurer without named drivers, 4.1; the call is the actor `loadDefaultParty`): whether the policy needs it, and
   * the policy with the fetched record. Absent: the page has no such region.
   */
  defaultParty?: {
    needed(policy: P): boolean;
    put(policy: P, record: unknown): Partial<P>;
  };
}
