import { NEW_SALE_LEDGER, saleStep, type SaleLedger, type SaleRefusal } from '../shared/sale/authority';

/**
 * The walk of the sale's calls in every order (issue 42), generated from the server's rule (`saleStep`): a model of
 * a sale with two versions of its data (A, and B after a change: another insured sum, say) and its payment links,
 * explored breadth first. Every state the calls can reach is reached by its shortest path, and from each state every
 * call is tried once: a transition tour, as the machines' model tests make. Each case is that path and the call,
 * with the outcome the rule gives at every step, so a product's api test replays them through HTTP and the server
 * must agree at each step: checkout before calculate, a voided link paid, a second link paid, calculate after a
 * change, the code before the calculation...
 */

/** What a case does: change the data (A <-> B), calculate, send and check the code, check out, pay a link. */
export type WalkAction = 'change' | 'calculate' | 'code' | 'checkout' | 'pay-first' | 'pay-last';

/** What the server must answer at a step. */
export type WalkOutcome =
  | { kind: 'changed' }
  | { kind: 'calculated' }
  | { kind: 'confirmed' }
  /** A payment link for the current version; the earlier open links are voided. */
  | { kind: 'link' }
  /** Checkout of a paid sale: its ticket, no new link. */
  | { kind: 'ticket' }
  | { kind: 'paid' }
  /** Refused; `returned` when it was a payment, recorded to be given back. */
  | { kind: 'refused'; refusal: SaleRefusal; returned: boolean };

export interface WalkStep {
  action: WalkAction;
  /** The data the step sends (calculate, checkout) or changes to (change). */
  data: 'A' | 'B';
  /** The link paid: its index among the links checkout gave (pay-first, pay-last). */
  link?: number;
  expect: WalkOutcome;
}

export interface WalkCase {
  name: string;
  steps: WalkStep[];
}

interface WalkLink {
  version: number;
  voided: boolean;
  paid: boolean;
}

interface WalkState {
  ledger: SaleLedger;
  data: 'A' | 'B';
  links: WalkLink[];
}

const PREMIUM = { A: 1000, B: 2000 } as const;

function voidLinks(links: WalkLink[]): WalkLink[] {
  return links.map((l) => (l.paid ? l : { ...l, voided: true }));
}

/** One call on the model: the next state and the step as the server must answer it; null when it does not apply. */
function act(state: WalkState, action: WalkAction, needsCode: boolean): [WalkState, WalkStep] | null {
  const { ledger, data, links } = state;
  switch (action) {
    case 'change': {
      const next = data === 'A' ? 'B' : 'A';
      const r = saleStep(ledger, { type: 'data', digest: next });
      const voided = r.effects.includes('void-links') ? voidLinks(links) : links;
      return [
        { ledger: r.ledger, data: next, links: voided },
        { action, data: next, expect: { kind: 'changed' } },
      ];
    }
    case 'calculate': {
      const shown = saleStep(ledger, { type: 'data', digest: data });
      const priced = saleStep(shown.ledger, { type: 'calculate', premium: PREMIUM[data] });
      if (priced.refusal)
        return [
          { ...state, ledger: shown.ledger },
          { action, data, expect: { kind: 'refused', refusal: priced.refusal, returned: false } },
        ];
      return [
        { ...state, ledger: priced.ledger },
        { action, data, expect: { kind: 'calculated' } },
      ];
    }
    case 'code': {
      if (!needsCode) return null;
      const sent = saleStep(ledger, { type: 'code' });
      if (sent.refusal)
        return [state, { action, data, expect: { kind: 'refused', refusal: sent.refusal, returned: false } }];
      const confirmed = saleStep(sent.ledger, { type: 'code-confirmed' });
      return [
        { ...state, ledger: confirmed.ledger },
        { action, data, expect: { kind: 'confirmed' } },
      ];
    }
    case 'checkout': {
      if (ledger.paid) return [state, { action, data, expect: { kind: 'ticket' } }];
      const shown = saleStep(ledger, { type: 'data', digest: data });
      const r = saleStep(shown.ledger, { type: 'checkout', premium: PREMIUM[data], needsCode });
      if (r.refusal)
        return [
          { ...state, ledger: r.ledger },
          { action, data, expect: { kind: 'refused', refusal: r.refusal, returned: false } },
        ];
      return [
        {
          ...state,
          ledger: r.ledger,
          links: [...voidLinks(links), { version: r.ledger.version, voided: false, paid: false }],
        },
        { action, data, expect: { kind: 'link' } },
      ];
    }
    case 'pay-first':
    case 'pay-last': {
      if (links.length === 0 || (action === 'pay-first' && links.length < 2)) return null;
      const index = action === 'pay-first' ? 0 : links.length - 1;
      const link = links[index]!;
      // the provider repeats its post-back of a payment that went through: harmless
      if (link.paid) return [state, { action, data, link: index, expect: { kind: 'paid' } }];
      const r = saleStep(ledger, { type: 'pay', version: link.version, voided: link.voided });
      if (r.refusal)
        return [
          state,
          {
            action,
            data,
            link: index,
            expect: { kind: 'refused', refusal: r.refusal, returned: r.effects.includes('return-payment') },
          },
        ];
      return [
        { ...state, ledger: r.ledger, links: links.map((l, i) => (i === index ? { ...l, paid: true } : l)) },
        { action, data, link: index, expect: { kind: 'paid' } },
      ];
    }
  }
}

const ACTIONS: readonly WalkAction[] = ['change', 'calculate', 'code', 'checkout', 'pay-first', 'pay-last'];

/**
 * A state's identity for the walk, as the rule sees it: versions relative to the current one (the current, or an
 * earlier one: the rule only compares them), the data, and the first and the last link (the ones a case pays). The
 * states are then finitely many, and the walk visits each once.
 */
function keyOf({ ledger, data, links }: WalkState): string {
  const age = (version: number | null | undefined) =>
    version === null || version === undefined ? null : version === ledger.version ? 'current' : 'earlier';
  const link = (l: WalkLink | undefined) => l && { ...l, version: age(l.version) };
  return JSON.stringify({
    data,
    digest: ledger.digest,
    calculated: ledger.calculated && { ...ledger.calculated, version: age(ledger.calculated.version) },
    confirmed: age(ledger.confirmed),
    paid: ledger.paid,
    links: links.length < 2 ? links.map(link) : [link(links[0]), link(links.at(-1))],
  });
}

/**
 * The cases of the walk for a product (`needsCode`: its checkout needs the insurer's code, 4.2), up to `depth`
 * calls before the one tried. Every reachable state within that depth is visited once, by a shortest path.
 */
export function saleWalk({ needsCode, depth = 12 }: { needsCode: boolean; depth?: number }): WalkCase[] {
  const start: WalkState = {
    ledger: saleStep(NEW_SALE_LEDGER, { type: 'data', digest: 'A' }).ledger,
    data: 'A',
    links: [],
  };
  const seen = new Set([keyOf(start)]);
  let frontier: Array<{ state: WalkState; path: WalkStep[] }> = [{ state: start, path: [] }];
  const cases: WalkCase[] = [];
  for (let level = 0; level <= depth && frontier.length > 0; level++) {
    const next: typeof frontier = [];
    for (const { state, path } of frontier) {
      for (const action of ACTIONS) {
        const done = act(state, action, needsCode);
        if (!done) continue;
        const [after, step] = done;
        const steps = [...path, step];
        cases.push({ name: steps.map(stepName).join(' -> '), steps });
        const key = keyOf(after);
        if (!seen.has(key) && level < depth) {
          seen.add(key);
          next.push({ state: after, path: steps });
        }
      }
    }
    frontier = next;
  }
  return cases;
}

function stepName(step: WalkStep): string {
  const call = step.link === undefined ? `${step.action}(${step.data})` : `pay(link ${step.link + 1})`;
  const e = step.expect;
  return e.kind === 'refused' ? `${call} refused ${e.refusal.status}` : `${call} ${e.kind}`;
}
