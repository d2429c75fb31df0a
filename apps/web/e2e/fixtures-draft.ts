import { expect, type Page } from '@playwright/test';

/**
 * A sale saved as a draft through the HTTP API, then opened as a seller opens one (/ogpo?product=&draft=). The
 * first journey of each kind builds its sale through the dialogs (ogpo-sale.spec.ts, ogpo-temporary-entry.spec.ts,
 * ogpo-legal-entity.spec.ts, ogpo-a11y.spec.ts); the journeys that test what comes after the parties (verification,
 * calculation, code, payment, the compliance review) start from here instead of repeating the dialogs.
 *
 * The draft is made with the calls the page makes, as the state register answers them: client/get and client/set
 * for each party, vehicle/get and vehicle/set, document/upload for the documents (a demo scan of the sandbox), and
 * draft/save. They go out with the bearer token of the signed-in page (read from the app's own first call: the
 * session's key never leaves the browser, its token travels with every call).
 */

/** A party of the state register: a resident by IIN, a legal entity by BIN (the insurer only), a non-resident by name. */
export type RegisterParty = { iin: string } | { bin: string } | { surname: string; name: string };

export interface DraftDriver {
  party: RegisterParty;
  licence: { number: string; issued: string };
}

/** Documents by type id (spec 3.7). */
export type DocumentTypes = readonly string[];
export const IDENTITY_DOCUMENT = '00001';
export const DRIVING_LICENCE = '00028';
export const TECHNICAL_PASSPORT = '00021';

export interface DraftSale {
  product: 1 | 2;
  insurer: RegisterParty & { documents?: DocumentTypes };
  /** The insurer drives (the insured drivers' first card), with this licence. */
  insurerDrives?: { number: string; issued: string };
  /** Other drivers. */
  drivers?: readonly DraftDriver[];
  /** By plate; a foreign vehicle is not looked up in the state register (verify false), as the dialog does. */
  vehicles: ReadonlyArray<{ plate: string; foreign?: boolean; documents?: DocumentTypes }>;
}

type Json = Record<string, unknown>;
type Record_ = Json & { client: Json & { id: number | null; iin: string; title: string }; driver: Json };

/** A fresh ULID (Crockford base 32: time, then randomness): the sale's number, the draft's id. */
function ulid(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let time = Date.now();
  let head = '';
  for (let i = 0; i < 10; i++, time = Math.floor(time / 32)) head = alphabet[time % 32] + head;
  let tail = '';
  for (let i = 0; i < 16; i++) tail += alphabet[Math.floor(Math.random() * 32)];
  return head + tail;
}

/** The bearer token of `page`, read from the app's first authorised call while `url` loads. */
export async function bearerOf(page: Page, url: string): Promise<string> {
  const call = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
  await page.goto(url);
  return (await call).headers().authorization!;
}

/** A sale saved as a draft from `sale`, opened on `page` (signed in as the seller): the page, with its ULID. */
export async function openDraft(page: Page, sale: DraftSale): Promise<{ page: Page; id: string }> {
  const { id, insurer } = await saveDraft(page, sale);
  await page.goto(`/ogpo?product=${sale.product}&draft=${id}`);
  await expect(page.getByRole('region', { name: 'Страхователь' })).toContainText(insurer);
  return { page, id };
}

/**
 * A sale saved as a draft from `sale` by the seller signed in on `page` (which loads the variant's page on the way,
 * for the token): its ULID and the insurer's title.
 */
export async function saveDraft(page: Page, sale: DraftSale): Promise<{ id: string; insurer: string }> {
  const authorization = await bearerOf(page, `/ogpo?product=${sale.product}`);
  const headers = { authorization };
  const post = async (path: string, data: unknown): Promise<Json> => {
    const res = await page.request.post(path, { data, headers });
    expect(res.ok(), `POST ${path}: HTTP ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as Json;
  };
  const number = ulid();

  const client = async (party: RegisterParty, insurer: boolean): Promise<Record_> => {
    const resident = !('surname' in party);
    const person = !('bin' in party);
    const filter = { resident, person, verify: resident, insurer, step: 0 };
    const key = 'bin' in party ? { iin: party.bin } : party;
    const found = await post('/api/client/get', { ...filter, ...key });
    const record = (found.data as Record_[])[0];
    expect(record, `the register has ${JSON.stringify(party)}`).toBeTruthy();
    const saved = await post('/api/client/set', [record]);
    return saved.data as Record_;
  };
  const withLicence = (record: Record_, licence: { number: string; issued: string }): Record_ => ({
    ...record,
    driver: { ...record.driver, document: licence },
  });

  let scan: { name: string; mimeType: string; buffer: Buffer } | null = null;
  const demoScan = async () => {
    if (scan) return scan;
    const list = await page.request.get('/api/client/demo-scans', { headers });
    const first = (
      (await list.json()) as { data: Array<{ id: string; file: string; mime: string }> }
    ).data.find((s) => s.mime.startsWith('image/'))!;
    const file = await page.request.get(`/api/client/demo-scans/${first.id}`, { headers });
    expect(file.ok()).toBe(true);
    scan = { name: first.file, mimeType: first.mime, buffer: await file.body() };
    return scan;
  };
  const upload = async (
    owner: { id: number; kind: 1 | 2 | 3; title: string; iin: string },
    types?: DocumentTypes,
  ) => {
    const images: Json[] = [];
    for (const type of types ?? []) {
      const res = await page.request.post('/api/document/upload', {
        headers,
        multipart: {
          policy_ulid: number,
          c_id: String(owner.id),
          kind: String(owner.kind),
          type_id: type,
          title: owner.title,
          iin: owner.iin,
          file: { ...(await demoScan()), name: `${type}.png` },
        },
      });
      expect(res.ok(), `document/upload: HTTP ${res.status()} ${await res.text()}`).toBe(true);
      images.push(((await res.json()) as Json).data as Json);
    }
    return images.length ? { images } : {};
  };

  let insurer = await client(sale.insurer, true);
  if (sale.insurerDrives) insurer = withLicence(insurer, sale.insurerDrives);
  const insurerImages = await upload(
    { id: insurer.client.id!, kind: 1, title: insurer.client.title, iin: insurer.client.iin },
    sale.insurer.documents,
  );
  const insureds: Json[] = [];
  for (const driver of sale.drivers ?? [])
    insureds.push(withLicence(await client(driver.party, false), driver.licence));
  const vehicles: Json[] = [];
  for (const v of sale.vehicles) {
    const filter = { verify: !v.foreign, isNumber: true };
    const found = await post('/api/vehicle/get', { filter, number: v.plate });
    const record = (found.data as Json[])[0];
    expect(record, `the register has the vehicle ${v.plate}`).toBeTruthy();
    const saved = ((await post('/api/vehicle/set', [record])).data as Array<Json & { id: number }>)[0]!;
    vehicles.push({
      ...saved,
      ...(await upload({ id: saved.id, kind: 3, title: v.plate, iin: '' }, v.documents)),
    });
  }

  const saved = await post('/api/draft/save', {
    policy: {
      number,
      product: 'OGPO_WEB_EA',
      product_type: sale.product,
      insurer: { ...insurer, ...insurerImages },
      insureds,
      isDrive: !!sale.insurerDrives,
      vehicle: vehicles,
      leader: null,
      beneficiary: [],
      treaty: treatyFromTomorrow(sale.product),
      manager: null,
      agent: null,
      apc: null,
      paymentPhone: '',
      premium: null,
    },
  });
  expect(saved.id).toBe(number);
  return { id: number, insurer: insurer.client.title };
}

/** The page's default treaty (spec 4.1): from tomorrow in Almaty, 12 months (Standard) or 5 days (Temporary entry). */
function treatyFromTomorrow(product: 1 | 2) {
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const first = Date.parse(iso(Date.now() + 5 * 3_600_000)) + DAY;
  if (product === 2) return { date: iso(first), term: { unit: 'day', count: 5 }, end: iso(first + 4 * DAY) };
  const end = new Date(first);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { date: iso(first), term: { unit: 'month', count: 12 }, end: iso(end.getTime() - DAY) };
}
