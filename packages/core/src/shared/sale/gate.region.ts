import { assign, emit } from 'xstate';
import { errorText } from '../api/errors';
import { unavailableMessage } from '../product-availability';
import { isUlid } from '../ulid';
import type { SaleProduct } from './product';
import { ruSale } from './ru';
import type { SaleSetup } from './sale.setup';
import { restoredTreaty, termRule } from './treaty';
import type { SaleContext } from './types';

/**
 * Before the page opens (spec 4.1, 8): the seller's address is read (`locating`: GET /api/get-ip; a failure is
 * 'Ошибка загрузки продукта' with a retry); the variant must be offered (`checking`); a ?draft= is loaded
 * (`loadingDraft`: a missing draft or one of another variant gives 'Черновик не найден' and an empty policy; the
 * first day of cover becomes tomorrow; a draft id of digits only gets the page's fresh number); a ?global= with
 * isRewrite is loaded (`loadingRewrite`: refused with the insurer's IIN, the error and a phone prompt; refused
 * without, not-found).
 */
export function gateStates<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const code = (context: SaleContext<P, T>) => product.code(product.variantOf(context.policy));
  /** A saved policy put back: the first day of cover never before tomorrow, the term the variant's if not offered. */
  const restored = (context: SaleContext<P, T>, policy: Policy) => {
    const variant = product.variantOf(context.policy);
    const back = product.restore(policy, variant);
    return { ...back, treaty: restoredTreaty(back.treaty, context.minDate, termRule(product, variant)) };
  };
  const pageFailed = (error: unknown) => `${ruSale.pageLoadFailed}. ${errorText(error, '. ')}`;
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
    // ?draft=: the draft's policy, or 'Черновик не найден' and an empty policy (4.1)
    loadingDraft: s.createStateConfig({
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.draftRequest as string, product: product.draftCode }),
        onDone: [
          {
            guard: ({ context, event }) =>
              event.output.result && product.ownsPolicy(context, event.output.policy as Policy),
            target: 'open',
            actions: assign(({ context, event }) => {
              const loaded = event.output as Extract<typeof event.output, { result: true }>;
              const back = restored(context, loaded.policy as Policy);
              return {
                ...back,
                // a draft id of digits only (made before policy numbers were ULIDs) gets the page's fresh number
                number: isUlid(loaded.id) ? back.number : context.number,
                draftId: loaded.id,
                draftRequest: null,
              };
            }),
          },
          {
            target: 'open',
            actions: [
              assign({ draftRequest: null, draftNotice: ruSale.draftMissing }),
              emit({ type: 'notice', kind: 'warning', message: ruSale.draftMissing }),
              emit({ type: 'draftMissing' }),
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ pageMessage: ({ event }) => pageFailed(event.error) }),
        },
      },
    }),
    ...rewriteStates,
  };
}
