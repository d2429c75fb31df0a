import type { SnapshotFrom } from 'xstate';
import { gateStates } from './gate.region';
import { defaultPartyRegions, partiesRegion, staffRegion } from './parties.region';
import { pageRegions } from './page.region';
import type { SaleProduct } from './product';
import { saleRegion } from './sale.region';
import { saleSetup } from './sale.setup';
import { showsApc } from './staff';
import { withKeptSale } from './put-back';
import { tomorrow } from './treaty';
import type { KeptSale, SaleContext, SaleInput } from './types';

/**
 * The sale kernel (spec part 2 sections 4.1, 4.2, 6, 7.2, 7.3): one machine for every product, built from the
 * product's descriptor (product.ts). Its context is the policy being sold; the spec's has* flags are read from where
 * its regions are, never kept by hand. Before the page opens, the gate (gate.region.ts); then, in parallel: the
 * parties and their dialogs, the staff, the sale, the draft, the issued policy's document and the alert
 * (parties.region.ts, sale.region.ts, page.region.ts).
 */
export function createSaleMachine<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const s = saleSetup(product);
  return s.createMachine({
    id: product.id,
    context: ({ input }) => initialContext(product, input),
    initial: 'locating',
    states: {
      ...gateStates(s, product),
      open: {
        type: 'parallel',
        states: {
          parties: partiesRegion(s, product),
          staff: staffRegion(s, product),
          sale: saleRegion(s, product),
          ...pageRegions(s, product),
          ...defaultPartyRegions(s, product),
        },
      },
    },
  });
}

/**
 * A fresh sale, or the one kept in the browser put back as it was. With a draft to open, the kept sale waits: the
 * draft replaces it (asking first when it is not saved), or it comes back when the seller keeps it or no draft comes.
 */
export function initialContext<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
  input: SaleInput<Variant, Policy>,
): SaleContext<P, T> {
  const minDate = tomorrow(input.now);
  const kept = input.kept ?? null;
  const base: SaleContext<P, T> = {
    policy: product.initial(input),
    target: null,
    number: input.number,
    user: input.user,
    apc: showsApc(input.user) ? input.user.apc : null,
    managers: [],
    agents: [],
    isCompany: false,
    manager: null,
    agent: null,
    managerLocked: false,
    agentLocked: false,
    staffMessage: null,
    pageMessage: null,
    ip: null,
    treaty: { date: minDate, term: product.term.initial(input.productType) },
    minDate,
    paymentPhone: '',
    premium: null,
    calculationDate: null,
    saleMessage: null,
    method: null,
    payment: null,
    waiting: null,
    ticket: null,
    draftId: null,
    draftNotice: null,
    draftRequest: input.draft || null,
    rewriteRequest: input.rewrite ? { ...input.rewrite, phone: '' } : null,
    rewrite: null,
    rewriteError: null,
    alert: null,
    defaultPartyMessage: null,
    keptSale: null,
    pendingDraft: null,
    restored: false,
    savedDigest: null,
    savingDigest: null,
  };
  if (!kept) return base;
  if (base.draftRequest) return { ...base, keptSale: kept as KeptSale<unknown> };
  return { ...base, ...withKeptSale(product, base, kept as KeptSale<unknown>) };
}

export type SaleMachine<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant> = ReturnType<
  typeof createSaleMachine<P, T, Policy, Calc, VReq, VAns, Variant>
>;
export type SaleSnapshot<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant> = SnapshotFrom<
  SaleMachine<P, T, Policy, Calc, VReq, VAns, Variant>
>;
