import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, PASSWORD, SECOND_URL } from './fixtures';
import { expect, test } from './signed-in';

/*
 * The payment pages a payer opens after the OGPO checkout (spec part 2 section 7.2): the bank page of a transfer's
 * invoice (on the card provider's origin) and the simulated Kaspi (its own origin), in a real browser with axe,
 * then the payment check's ticket 'in processing'. Run against the second server: its sales stay out of the
 * counters that dashboard.spec.ts checks on the first.
 */

const MANAGER = '900101300047';

/** The manager's token, one login per test's request context. */
const tokens = new WeakMap<APIRequestContext, Promise<string>>();
function tokenOf(request: APIRequestContext): Promise<string> {
  let token = tokens.get(request);
  if (!token) {
    token = request
      .post(`${SECOND_URL}/api/login`, { data: { iin: MANAGER, password: PASSWORD } })
      .then(async (session) => ((await session.json()) as { access_token: string }).access_token);
    tokens.set(request, token);
  }
  return token;
}

async function api(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${SECOND_URL}${path}`, {
    data,
    headers: { Authorization: `Bearer ${await tokenOf(request)}` },
  });
  return (await res.json()) as Record<string, unknown> & { data: unknown[] };
}

/** A checkout of a resident insurer who drives (850315300128) and 123ABC02, from tomorrow for a year. */
async function checkout(request: APIRequestContext, ulid: string, payment: 0 | 1) {
  const client = await api(request, '/api/client/get', {
    resident: true,
    person: true,
    verify: true,
    insurer: true,
    iin: '850315300128',
  });
  const car = await api(request, '/api/vehicle/get', {
    filter: { verify: true, isNumber: true },
    number: '123ABC02',
  });
  const day = (n: number) => new Date(Date.now() + 5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const policy = {
    number: ulid,
    product: 'OGPO_WEB_EA',
    product_type: 1,
    insurer: client.data[0],
    insureds: [],
    isDrive: true,
    vehicle: [car.data[0]],
    leader: null,
    beneficiary: [],
    treaty: { date: day(1), term: { unit: 'month', count: 12 }, end: day(365) },
    manager: null,
    agent: null,
    apc: null,
    paymentPhone: '+7(701) 555-0199',
    premium: null,
  };
  // calculated first, as the page does (the server refuses the code and checkout of a sale not calculated)
  expect(await api(request, '/api/calculate/ogpo', { policy })).toMatchObject({ result: true });
  // the insurer confirms the sale by the one-time code (the test server answers the code it sent)
  const insurer = client.data[0] as { client: { phone: string } };
  const code = { ulid, phone: insurer.client.phone, email: '' };
  const sent = await api(request, '/api/otp/send', { ...code, resident: true, person: true });
  expect(await api(request, '/api/otp/verify', { ...code, code: sent.code })).toEqual({ result: true });
  const answer = await api(request, '/api/contracts/checkout', {
    payment,
    epay: false,
    policy,
    paymentPhone: policy.paymentPhone,
  });
  expect(answer).toMatchObject({ result: true, message: 'Оплата успешно отправлено!' });
  return answer as unknown as { policyId: number; url: string; invoice: string };
}

test('transfer: the invoice is paid on the bank page; the ticket is in processing', async ({
  page,
  request,
}) => {
  const { policyId, url, invoice } = await checkout(request, '01JSAKE0000000000000000E01', 0);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Оплата счёта' })).toBeVisible();
  await expect(page.getByText(`№ ${invoice}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Оплатить счёт' }).click();
  await expect(page.getByRole('status')).toHaveText(`Счёт № ${invoice} оплачен.`);
  const check = await api(request, '/api/contracts/check-payment', { id: policyId, payment: 0 });
  expect(check).toMatchObject({ result: true, ticket: { policyId } });
});

test('Kaspi: its own origin; declined, then confirmed', async ({ page, request }) => {
  const { policyId, url } = await checkout(request, '01JSAKE0000000000000000E02', 1);
  expect(new URL(url).origin).not.toBe(new URL(SECOND_URL).origin);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Оплата в Kaspi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByRole('status')).toHaveText('Оплата отклонена.');
  // declined: the page brings the payment choices back (issue 30 item 8)
  expect(await api(request, '/api/contracts/check-payment', { id: policyId, payment: 1 })).toMatchObject({
    waiting: true,
    declined: true,
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Подтвердить оплату' }).click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
  expect(await api(request, '/api/contracts/check-payment', { id: policyId, payment: 1 })).toMatchObject({
    ticket: { policyId },
  });
});
