import { assign, emit } from 'xstate';
import { errorText } from '../api/errors';
import { unavailableMessage } from '../product-availability';
import type { SaleProduct } from './product';
import { withDraft, withKeptSale } from './put-back';
import { ruSale } from './ru';
import type { SaleSetup } from './sale.setup';
import { restoredTreaty, termRule } from './treaty';
import type { LoadedDraft, SaleContext } from './types';

/**
 * Before the page opens (spec 4.1, 8): the seller's address is read (`locating`: GET /api/get-ip; a failure is
 * 'Ошибка загрузки продукта' with a retry); the variant must be offered (`checking`); a ?draft= is loaded
 * (`loadingDraft`: the draft opens from tomorrow, put-back.ts; a missing draft or one of another variant gives
 * 'Черновик не найден' and the sale kept in the browser, or an empty policy). An unsaved sale kept in the browser is
 * not replaced without asking (`confirmingDraft`: 'Текущее оформление не сохранено…', OPEN_DRAFT or KEEP_SALE). A
 * ?global= with isRewrite is loaded (`loadingRewrite`: refused with the insurer's IIN, the error and a phone prompt;
 * refused without, not-found).
 */
export function gateStates<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const code = (context: SaleContext<P, T>) => product.code(product.variantOf(context.policy));
  /** An issued policy put back to rewrite: the first day of cover never before tomorrow, the term the variant's. */
  const restored = (context: SaleContext<P, T>, policy: Policy) => {
    const variant = product.variantOf(context.policy);
    const back = product.restore(policy, variant);
    return { ...back, treaty: restoredTreaty(back.treaty, context.minDate, termRule(product, variant)) };
  };
  const pageFailed = (error: unknown) => `${ruSale.pageLoadFailed}. ${errorText(error, '. ')}`;
  /** draft/item found a draft of this page's variant. */
  const found = (context: SaleContext<P, T>, answer: LoadedDraft<unknown>) =>
    answer.result && product.ownsPolicy(context, answer.policy as Policy);
  const loaded = (answer: LoadedDraft<unknown>) => {
    const draft = answer as Extract<LoadedDraft<unknown>, { result: true }>;
    return { id: draft.id, policy: draft.policy };
  };
  /** A sale kept in the browser that is not its draft as the server keeps it: replacing it loses work. */
  const unsavedKept = (context: SaleContext<P, T>) =>
    context.keptSale !== null && context.keptSale.saved !== true;
  const allRewriteStates = {
    // ?global=&isRewrite: the issued policy to rewrite (7.2, 8)
    loadingRewrite: s.createStateConfig({
      invoke: {
        id: 'policyGet',
        src: 'policyGet',
        input: ({ context }: { context: SaleContext<P, T> }) => {
          const r = context.rewriteRequest as NonNullable<SaleContext<P, T>['rewriteRequest']>;
          return {
            global: r.global,
            isGlobal: r.isGlobal,
            isRewrite: true,
            ...(r.phone.length > 3 ? { phone: r.phone } : {}),
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.result,
            target: 'open',
            actions: assign(({ context, event }) => {
              const policy = (event.output as Extract<typeof event.output, { result: true }>).policy;
              return {
                ...restored(context, policy as Policy),
                // the server's fresh number is the rewrite's sale: the rewrite is granted to that sale only
                number: policy.number,
                rewrite: { global: policy.global ?? context.rewriteRequest!.global },
                rewriteError: null,
              };
            }),
          },
          {
            guard: ({ event }) => !event.output.result && !!event.output.iin,
            target: 'rewritePhone',
            actions: assign({
              rewriteError: ({ event }) => (event.output.result ? null : event.output.error),
            }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ pageMessage: ({ event }) => pageFailed(event.error) }),
        },
      },
    }),
    rewritePhone: s.createStateConfig({
      on: {
        REWRITE: {
          target: 'loadingRewrite',
          actions: assign({
            rewriteRequest: ({ context, event }) => ({ ...context.rewriteRequest!, phone: event.phone }),
          }),
        },
      },
    }),
    notFound: s.createStateConfig({}),
  };
  // a product that rewrites issued policies (OGPO) has the rewrite's states; the others never are in them
  const rewriteStates = (product.rewrites ? allRewriteStates : {}) as typeof allRewriteStates;
  const rewriteBranch = product.rewrites
    ? [{ guard: 'hasRewriteRequest' as const, target: 'loadingRewrite' }]
    : [];
  return {
    // the seller's address goes into the policy (3.1 ip); without it the product does not load (8)
    locating: s.createStateConfig({
      invoke: {
        id: 'loadIp',
        src: 'loadIp',
        onDone: { target: 'checking', actions: assign({ ip: ({ event }) => event.output.ip }) },
        onError: {
          target: 'failed',
          actions: assign({
            pageMessage: ({ event }) => `${ruSale.productLoadFailed}. ${errorText(event.error, '. ')}`,
          }),
        },
      },
    }),
    // the chosen variant must be offered (the admin catalogue's switch)
    checking: s.createStateConfig({
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        onDone: [
          {
            guard: ({ context, event }) => unavailableMessage(event.output, code(context)) !== null,
            target: 'unavailable',
            actions: assign({
              pageMessage: ({ context, event }) => unavailableMessage(event.output, code(context)),
            }),
          },
          { guard: 'hasDraftRequest', target: 'loadingDraft' },
          ...rewriteBranch,
          { target: 'open' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ pageMessage: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    }),
    unavailable: s.createStateConfig({}),
    failed: s.createStateConfig({
      on: { RETRY: { target: 'locating', actions: assign({ pageMessage: null }) } },
    }),
    // ?draft=: the draft's policy, or 'Черновик не найден' (4.1); an unsaved kept sale is asked about first
    loadingDraft: s.createStateConfig({
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.draftRequest as string, product: product.draftCode }),
        onDone: [
          {
            guard: ({ context, event }) => found(context, event.output) && unsavedKept(context),
            target: 'confirmingDraft',
            actions: assign({ pendingDraft: ({ event }) => loaded(event.output) }),
          },
          {
            guard: ({ context, event }) => found(context, event.output),
            target: 'open',
            actions: assign(({ context, event }) => withDraft(product, context, loaded(event.output))),
          },
          {
            target: 'open',
            actions: [
              assign(({ context }) => ({
                ...(context.keptSale ? withKeptSale(product, context, context.keptSale) : {}),
                draftRequest: null,
                draftNotice: ruSale.draftMissing,
              })),
              emit({ type: 'notice', kind: 'warning', message: ruSale.draftMissing }),
              emit({ type: 'leaveDraft' }),
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ pageMessage: ({ event }) => pageFailed(event.error) }),
        },
      },
    }),
    // 'Текущее оформление не сохранено. Открыть черновик №{id}?': the draft, or the sale in progress as it was
    confirmingDraft: s.createStateConfig({
      on: {
        OPEN_DRAFT: {
          target: 'open',
          actions: assign(({ context }) => withDraft(product, context, context.pendingDraft!)),
        },
        KEEP_SALE: {
          target: 'open',
          actions: [
            assign(({ context }) => ({
              ...withKeptSale(product, context, context.keptSale!),
              draftRequest: null,
              pendingDraft: null,
            })),
            emit({ type: 'leaveDraft' }),
          ],
        },
      },
    }),
    ...rewriteStates,
  };
}
