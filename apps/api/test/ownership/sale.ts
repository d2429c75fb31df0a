import { expect } from 'vitest';
import { ROLE, type Intent, type OgpoPolicy, type RoleId } from '@sakta/core';
import {
  calculate,
  call,
  checkout,
  checkoutBody,
  policyOf,
  saleUlid,
  unconfirmedPolicyOf,
} from '../ogpo-sale-helpers';
import { png } from '../images';
import { checkoutFiBody, propertyPolicyOf, registerSale } from '../property-sale-helpers';
import { cascoPolicyOf, cascoSaleUlid } from '../casco-sale-helpers';
import type { OwnershipCase } from './cases';
import type { World, WorldUser } from './world';

/**
 * The sale's cases, OGPO's, the property sale's and casco's (a sale is a policy being sold, named by its ulid): another
 * seller's sale is refused to every call that names it, the administrator reaches it. The sale is started by a
 * seller of the caller's role (roles 4 and 5, who do not sell OGPO, meet a manager's draft), on the register's
 * insurer 850315300128 and car 123ABC02 (ogpo-sale-helpers.ts), or its office and warehouse pledged to Halyk
 * (property-sale-helpers.ts), or its two trucks (casco-sale-helpers.ts).
 */

/** The seller who started the sale: a user of the caller's role when that role sells OGPO, else a manager. */
const sellerFor = (w: World, role: RoleId): WorldUser =>
  w.user(
    ([ROLE.manager, ROLE.serviceManager, ROLE.reserve] as RoleId[]).includes(role) ? role : ROLE.manager,
  );

/** A sale of the seller's: its policy, calculated from the register, confirmed by the insurer's code. */
const saleOf = (w: World, owner: WorldUser): Promise<OgpoPolicy> => policyOf(w, 1, owner);

const json = (method: 'GET' | 'POST', path: string, body?: unknown) => (w: World) => (u: WorldUser) =>
  w.request(u, method, path, body);

/** A PNG of 600 x 600 (over 100 KB, as the upload rules ask of a picture). */
const picture = (): File =>
  new File([Buffer.from(png(600, 600, 150_000))], 'passport.png', { type: 'image/png' });

/** The owner's own call that starts the sale must succeed, or the case would test nothing. */
async function started(res: Promise<Response>): Promise<void> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(200);
}

function multipart(w: World, path: string, fields: Record<string, string>, files: Record<string, File>) {
  return (u: WorldUser) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    for (const [k, f] of Object.entries(files)) form.set(k, f);
    return Promise.resolve(w.app.request(path, { method: 'POST', body: form, headers: w.headers(u) }));
  };
}

/** The insurer's document upload of a sale: the passport's first page (type 00001). */
const documentFields = (ulid: string) => ({
  policy_ulid: ulid,
  c_id: '12',
  kind: '1',
  type_id: '00001',
  title: 'Ахметов Ерлан',
  iin: '850315300128',
});

function saleCase(
  method: 'GET' | 'POST',
  path: string,
  intent: Intent,
  reach: (w: World, owner: WorldUser, role: RoleId) => Promise<(u: WorldUser) => Promise<Response>>,
): OwnershipCase {
  return {
    method,
    path,
    intent,
    async arrange(w, role) {
      const owner = sellerFor(w, role);
      return { owner, reach: await reach(w, owner, role) };
    },
  };
}

async function savedDraft(w: World, owner: WorldUser): Promise<OgpoPolicy> {
  const policy = await unconfirmedPolicyOf(w, 1, owner);
  const saved = await call(w, '/api/draft/save', { policy }, owner);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return policy;
}

export const SALE_CASES: readonly OwnershipCase[] = [
  saleCase('POST', '/api/verify/client', 'change', async (w, owner) => {
    const p = await saleOf(w, owner);
    const d = p.insurer!.client;
    return json('POST', '/api/verify/client', {
      ulid: p.number,
      product: 'OGPO_WEB_EA',
      product_type: 1,
      rewrite: false,
      isInsured: false,
      resident: true,
      iin: d.iin,
      title: d.title,
      surname: d.surname,
      name: d.name,
      patronymic: d.patronymic,
      birthday: d.birthday ?? '',
      phone: d.phone,
      document_type: null,
      politician: false,
      pensioner: false,
    })(w);
  }),
  saleCase('POST', '/api/verify/vehicle', 'change', async (w, owner) => {
    const p = await saleOf(w, owner);
    const v = p.vehicle[0]!;
    const body = { ulid: p.number, product: 'OGPO_WEB_EA', product_type: 1, rewrite: false };
    return json('POST', '/api/verify/vehicle', {
      ...body,
      region_id: null,
      kato: null,
      vin: v.vin,
      number: v.number,
    })(w);
  }),
  saleCase('POST', '/api/calculate/ogpo', 'change', async (w, owner) =>
    json('POST', '/api/calculate/ogpo', { policy: await saleOf(w, owner) })(w),
  ),
  saleCase('POST', '/api/calculate/financial-institutions', 'change', async (w, owner) => {
    // the property sale (its own ulid, two buildings): the owner's calculation makes the sale theirs
    const body = { policy: propertyPolicyOf(1) };
    await started(w.request(owner, 'POST', '/api/calculate/financial-institutions', body));
    return json('POST', '/api/calculate/financial-institutions', body)(w);
  }),
  saleCase('POST', '/api/verify/client-fi', 'change', async (w, owner) => {
    // the bank of a property sale, verified first by its owner (which makes the sale theirs)
    const policy = await registerSale(w, 1);
    const bank = policy.beneficiary!.client;
    const body = {
      ulid: policy.number,
      product: policy.product,
      iin: bank.iin,
      title: bank.title,
      surname: '',
      name: '',
      patronymic: '',
      phone: bank.phone,
      isInsured: false,
      rewrite: false,
      resident: true,
      person: false,
    };
    await started(w.request(owner, 'POST', '/api/verify/client-fi', body));
    return json('POST', '/api/verify/client-fi', body)(w);
  }),
  saleCase('POST', '/api/contracts/checkout-fi', 'change', async (w, owner) => {
    // a person's property sale, priced by its owner first, paid by card
    const policy = await registerSale(w, 1);
    await started(w.request(owner, 'POST', '/api/calculate/financial-institutions', { policy }));
    return json('POST', '/api/contracts/checkout-fi', checkoutFiBody(policy, 'card'))(w);
  }),
  saleCase('POST', '/api/calculate/financial-institutions-casco', 'change', async (w, owner) => {
    // the casco sale (its own ulid, two trucks): the owner's calculation makes the sale theirs
    const body = { policy: cascoPolicyOf(1) };
    await started(w.request(owner, 'POST', '/api/calculate/financial-institutions-casco', body));
    return json('POST', '/api/calculate/financial-institutions-casco', body)(w);
  }),
  saleCase('POST', '/api/vehicle/get-specialist-vehicle', 'change', async (w, owner) => {
    // the casco vehicle dialog's lookup of the owner's sale, asked first by its owner
    const body = { ulid: cascoSaleUlid(1), type: 6, number: '456KTA02', vin: '' };
    await started(w.request(owner, 'POST', '/api/vehicle/get-specialist-vehicle', body));
    return json('POST', '/api/vehicle/get-specialist-vehicle', body)(w);
  }),
  saleCase('POST', '/api/otp/send', 'change', async (w, owner) => {
    const p = await saleOf(w, owner);
    // past the sale's resend interval: only the owner decides whether the insurer gets another code
    w.advance(61_000);
    const phone = p.insurer!.client.phone;
    return json('POST', '/api/otp/send', { ulid: p.number, phone, email: '', resident: true, person: true })(
      w,
    );
  }),
  saleCase('POST', '/api/otp/verify', 'change', async (w, owner) => {
    // the owner's sale, calculated, its code sent but not yet checked
    const p = await unconfirmedPolicyOf(w, 1, owner);
    await calculate(w, p, owner);
    const code = { ulid: p.number, phone: p.insurer!.client.phone, email: '' };
    const sent = await call(w, '/api/otp/send', { ...code, resident: true, person: true }, owner);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return json('POST', '/api/otp/verify', { ...code, code: sent.body.code })(w);
  }),
  saleCase('POST', '/api/contracts/checkout', 'change', async (w, owner) =>
    json('POST', '/api/contracts/checkout', checkoutBody(await saleOf(w, owner), 'card'))(w),
  ),
  saleCase('POST', '/api/contracts/check-payment', 'read', async (w, owner) => {
    const p = await saleOf(w, owner);
    const { policyId } = await checkout(w, checkoutBody(p, 'card'), owner);
    return json('POST', '/api/contracts/check-payment', { id: policyId, payment: 1 })(w);
  }),
  saleCase('POST', '/api/draft/save', 'change', async (w, owner) =>
    json('POST', '/api/draft/save', { policy: await savedDraft(w, owner) })(w),
  ),
  saleCase('GET', '/api/draft/item/:id/:product', 'read', async (w, owner) => {
    const p = await savedDraft(w, owner);
    return json('GET', `/api/draft/item/${p.number}/OGPO_WEB_EA`)(w);
  }),
  saleCase('GET', '/api/draft/delete/:id', 'change', async (w, owner) => {
    const p = await savedDraft(w, owner);
    return json('GET', `/api/draft/delete/${p.number}`)(w);
  }),
  saleCase('POST', '/api/document/upload', 'change', async (w, owner) => {
    const fields = documentFields(saleUlid(1));
    await started(multipart(w, '/api/document/upload', fields, { file: picture() })(owner));
    return multipart(w, '/api/document/upload', fields, { file: picture() });
  }),
  saleCase('POST', '/api/podft/upload', 'change', async (w, owner) => {
    await started(
      multipart(w, '/api/document/upload', documentFields(saleUlid(1)), { file: picture() })(owner),
    );
    return multipart(
      w,
      '/api/podft/upload',
      { id: '12', ulid: saleUlid(1), entity: '0' },
      { front: picture() },
    );
  }),
];
