import { assign, enqueueActions, fromPromise, or, setup, stateIn, type AnyActorLogic } from 'xstate';
import { codeClock, codeConfirmationMachine } from '../machines/code-confirmation.machine';
import { documentMachine } from '../machines/document.machine';
import { pause } from '../machines/pause';
import type { ProductAvailability } from '../product-availability';
import { slotOf, type SaleProduct } from './product';
import { managerChoice, showsApc, type SaleStaffMember } from './staff';
import type {
  LoadedDraft,
  RewriteOutcome,
  SaleCheckoutAnswer,
  SaleCheckPaymentAnswer,
  SaleContext,
  SaleEmitted,
  SaleEvent,
  SaleInput,
} from './types';

/** The alert dialog's countdowns (spec 9): 10 s by default, 3 s for the missing terminal. */
export const ALERT_SECONDS = { default: 10, noTerminal: 3 } as const;
/** Pauses (spec 4.1, 9): after verification, the waiting message, between polls of a ticket being processed. */
export const SALE_PAUSES = { verified: 500, waiting: 3000, processing: 2000 } as const;
export const OTP_RESEND_SECONDS = 60;

/** Everything a change drops (4.1): the calculation, the code (the `otp` child stops with its state), the payment. */
export const CALCULATION_RESET = {
  premium: null,
  calculationDate: null,
  payment: null,
  waiting: null,
  saleMessage: null,
} as const;

/** An actor the product's provide must supply (the page provides every one with its calls). */
const rejected = <O, I>() =>
  fromPromise<O, I>(() => Promise.reject(new Error('saleMachine: an actor was not provided')));

/**
 * The sale's states tagged 'editable' (the views read the tag; a guard cannot, so it names them); `checked` is a
 * state of the products whose verification is a step of its own.
 */
const editable = (id: string, verifiesFirst: boolean) => [
  `#${id}.open.sale.editing`,
  `#${id}.open.sale.podftWaiting`,
  ...(verifiesFirst ? [`#${id}.open.sale.checked`] : []),
  `#${id}.open.sale.calculated`,
];

/** The kernel machine's types, actors, guards and actions for a product; its states are in the region files. */
export function saleSetup<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  // each dialog is provided with its machine and calls where the sale runs (the app, a test): until then it fails
  const dialog = (): AnyActorLogic => rejected<unknown, unknown>();
  return setup({
    types: {
      context: {} as SaleContext<P, T>,
      events: {} as SaleEvent<T, P>,
      input: {} as SaleInput<Variant, Policy>,
      emitted: {} as SaleEmitted,
    },
    actors: {
      // the dialogs the product's slots open
      clientDialog: dialog(),
      chiefDialog: dialog(),
      vehicleDialog: dialog(),
      objectDialog: dialog(),
      licenceDialog: dialog(),
      documentsDialog: dialog(),
      podftDialog: dialog(),
      deleteClientImages: rejected<unknown, unknown>(),
      loadIp: rejected<{ ip: string }, void>(),
      loadAvailability: rejected<ProductAvailability, void>(),
      loadManagers: rejected<SaleStaffMember[], void>(),
      loadAgents: rejected<
        { data: SaleStaffMember[]; isCompany: boolean },
        { id: number; product: string }
      >(),
      loadDraft: rejected<LoadedDraft<unknown>, { id: string; product: string }>(),
      policyGet: rejected<RewriteOutcome, unknown>(),
      // the product's answers are read by its descriptor (outputs typed `unknown` here keep the kernel's types concrete)
      verifyPolicy: rejected<unknown, unknown>(),
      calculate: rejected<unknown, { policy: unknown }>(),
      otp: codeConfirmationMachine,
      checkout: rejected<SaleCheckoutAnswer, unknown>(),
      checkPayment: rejected<SaleCheckPaymentAnswer, { id: number; payment: 0 | 1 }>(),
      saveDraft: rejected<{ id: string }, { policy: unknown }>(),
      /** The party the product fetches itself (its `defaultParty`: OGPO's default insured). */
      loadDefaultParty: rejected<unknown, void>(),
      pause,
      clock: codeClock,
      /** The shared document machine: the issued policy's PDF (get-document {global, type}). */
      document: documentMachine,
    },
    guards: {
      canOpen: ({ context, event }) =>
        event.type === 'OPEN' && slotOf(product.slots, event.target).canOpen(context.policy, event.target),
      canDelete: ({ context, event }) =>
        event.type === 'DELETE' &&
        slotOf(product.slots, event.target).canDelete?.(context.policy, event.target) === true,
      opens: ({ event }, params: { dialog: string }) =>
        event.type === 'OPEN' && slotOf(product.slots, event.target).dialog === params.dialog,
      hasManager: ({ context }) => context.manager !== null,
      hasApc: ({ context }) => showsApc(context.user),
      managerFree: ({ context }) => !context.managerLocked,
      isOtherManager: ({ context, event }) =>
        event.type === 'SET_MANAGER' &&
        event.id !== context.manager &&
        context.managers.some((m) => m.id === event.id),
      isAgentChoice: ({ context, event }) =>
        event.type === 'SET_AGENT' &&
        !context.agentLocked &&
        (event.id === null || context.agents.some((a) => a.id === event.id)),
      // the sale
      isEditable: or(editable(product.id, !!product.verification.first).map((id) => stateIn(id))),
      partiesIdle: stateIn(`#${product.id}.open.parties.idle`),
      canCalculate: ({ context }) => product.canCalculate(context),
      canVerify: ({ context }) => product.verification.first?.canVerify(context) === true,
      // EDIT: the product takes the patch, and says whether it drops the calculation
      editResets: ({ context, event }) =>
        event.type === 'EDIT' && product.edit?.(context, event.patch)?.resets === true,
      editKeeps: ({ context, event }) =>
        event.type === 'EDIT' && product.edit?.(context, event.patch)?.resets === false,
      canPay: ({ context, event }) => event.type === 'CHECKOUT' && product.canPay(context, event.method),
      isTermEditable: ({ context, event }) =>
        event.type === 'SET_TERM' &&
        context.user.role === 0 &&
        product.term.offered(product.variantOf(context.policy), event.term),
      hasPayment: ({ context }) => context.payment !== null,
      hasCalculation: ({ context }) => context.premium !== null,
      isProcessing: ({ context }) => context.ticket?.processing === true,
      canSaveDraft: ({ context }) => product.canSaveDraft(context),
      alertClosable: ({ context }) => (context.alert?.secondsLeft ?? 0) <= 0,
      hasGlobal: ({ context }) => !!context.ticket?.global,
      lacksTerminalAlert: ({ context }) => product.lacksTerminal(context),
      hasDraftRequest: ({ context }) => context.draftRequest !== null,
      hasRewriteRequest: ({ context }) => context.rewriteRequest !== null,
      needsDefaultParty: ({ context }) => product.defaultParty?.needed(context.policy) === true,
    },
    actions: {
      setTarget: assign({ target: ({ event }) => (event.type === 'OPEN' ? event.target : null) }),
      clearTarget: assign({ target: null }),
      /** The managers loaded, and the manager the user's role gives (section 6), or the one put back with the policy. */
      setManagers: assign(({ context, event }) => {
        const managers = (event as { output?: unknown }).output as SaleStaffMember[];
        const choice = managerChoice(context.user, managers);
        const kept = !choice.locked && managers.some((m) => m.id === context.manager);
        return { managers, manager: kept ? context.manager : choice.manager, managerLocked: choice.locked };
      }),
      /**
       * A dialog's saved record put where the dialog was opened for. A saved party (not its documents) is a change
       * of the policy (4.1); an alert it brings (OGPO: a resident-rules error) is shown in the alert dialog.
       * Documents only attach (the calculation stays); a reopened draft carries the documents the server keeps
       * under the policy's number, so an upload needs no save of the draft.
       */
      applySaved: enqueueActions(({ context, event, enqueue }) => {
        const output = (event as { output?: { kind?: string; record?: unknown } }).output;
        const target = context.target;
        if (output?.kind !== 'saved' || target === null) return;
        const slot = slotOf(product.slots, target);
        const policy = { ...context.policy, ...slot.put(context.policy, target, output.record) };
        enqueue.assign({ policy });
        if (slot.attaches) return;
        enqueue.raise({ type: 'POLICY_CHANGED' });
        const alert = product.alertAfterSave(context, { ...context, policy });
        if (alert) enqueue.raise({ type: 'SHOW_ALERT', message: alert, seconds: ALERT_SECONDS.default });
      }),
      /** The fetched party put where the product says, while the policy still needs it: a change of the parties. */
      applyDefaultParty: enqueueActions(({ context, event, enqueue }) => {
        const rule = product.defaultParty;
        if (!rule?.needed(context.policy)) return;
        const record = (event as { output?: unknown }).output;
        enqueue.assign({ policy: { ...context.policy, ...rule.put(context.policy, record) } });
        enqueue.raise({ type: 'POLICY_CHANGED' });
      }),
      removeTarget: assign({
        policy: ({ context, event }) => {
          if (event.type !== 'DELETE') return context.policy;
          const remove = slotOf(product.slots, event.target).remove;
          return remove ? { ...context.policy, ...remove(context.policy, event.target) } : context.policy;
        },
      }),
      // a deleted party's uploaded images go with it (in the background)
      deleteImages: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'DELETE') return;
        const client = product.deletedImages(context, event.target);
        if (client) enqueue.spawnChild('deleteClientImages', { input: { client, ulid: context.number } });
      }),
      applyEdit: assign({
        policy: ({ context, event }) =>
          (event.type === 'EDIT' && product.edit?.(context, event.patch)?.policy) || context.policy,
      }),
      applyCalculationFailure: assign({
        policy: ({ context, event }) =>
          product.calculationFailed?.(context, (event as { error?: unknown }).error) ?? context.policy,
      }),
      resetCalculation: assign(({ context }) => ({
        ...CALCULATION_RESET,
        policy: product.reset(context.policy),
      })),
      applyVerification: assign(({ context, event }) => {
        const answers = (event as { output?: unknown }).output as VAns;
        const result = product.verification.outcome(context, answers);
        return { policy: result.policy, saleMessage: result.kind === 'failed' ? result.message : null };
      }),
      notifySaleMessage: enqueueActions(({ context, enqueue }) => {
        if (context.saleMessage)
          enqueue.emit({ type: 'notice', kind: 'error', message: context.saleMessage });
      }),
    },
  });
}

export type SaleSetup<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant> = ReturnType<
  typeof saleSetup<P, T, Policy, Calc, VReq, VAns, Variant>
>;
