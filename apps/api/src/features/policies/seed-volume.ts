import { iinCheckDigit } from '@sakta/core';
import type { Db } from '../../platform/db';
import { formatAlmaty } from '../../services/almaty';

/**
 * The register at an insurer's size (issue 29 "Scale"): SAKTA_SEED_POLICIES=100000 fills `policies` with that many
 * policies of every status, product, branch and seller (demo and test modes only), deterministically (a seeded
 * random sequence), spread over the two years before the seeding. Idempotent: only the missing ones are added
 * (they are recognised by their sale number 'BULK…'). Status 7 rows have no payment time, so the simulated 1C
 * leaves them in processing.
 */

const SURNAMES = [
  'Ахметов',
  'Сапаров',
  'Ким',
  'Нургалиев',
  'Жаксыбеков',
  'Оспанов',
  'Тлеубаев',
  'Иванов',
  'Сулейменов',
  'Абенов',
  'Бекмуратов',
  'Петров',
  'Касымов',
  'Ермеков',
  'Мусин',
  'Омаров',
];
const NAMES = ['Арман', 'Данияр', 'Виктор', 'Ерлан', 'Нурлан', 'Асхат', 'Сергей', 'Марат', 'Тимур', 'Алибек'];
const COMPANIES = [
  'ТОО «Алатау Логистик»',
  'ТОО «Степной Транзит»',
  'АО «КазСтройСервис»',
  'ТОО «Жетысу Агро»',
  'ТОО «Каспий Ойл Сервис»',
  'ТОО «Нур Трак»',
];
const CARS = [
  ['Toyota', 'Camry'],
  ['Hyundai', 'Tucson'],
  ['Kia', 'Rio'],
  ['Lada', 'Granta'],
  ['Chevrolet', 'Cobalt'],
  ['Volkswagen', 'Polo'],
  ['Nissan', 'X-Trail'],
  ['Mercedes-Benz', 'E200'],
] as const;
const TRUCKS = [
  ['MAN', 'TGX'],
  ['Volvo', 'FH'],
  ['КамАЗ', '65115'],
  ['Scania', 'R450'],
] as const;
const COLORS = ['Белый', 'Чёрный', 'Серебристый', 'Серый', 'Синий', 'Красный'];
const LETTERS = 'ABCDEHKMOPTX';

/** The products with their share of the register (OGPO most of it). */
const PRODUCTS: ReadonlyArray<[code: string, title: string, share: number]> = [
  ['OGPO_WEB_EA', 'ОГПО ВТС', 75],
  ['DSD_FI', 'Имущество (движимое)', 5],
  ['DSI_FI', 'Имущество (недвижимое)', 7],
  ['DSAT_CASCO_FRE', 'Каско (грузовые)', 5],
  ['DSAT_CASCO_TRL', 'Каско (прицепы)', 3],
  ['DSAT_CASCO_SE1', 'Каско (спецтехника с риском ДТП)', 3],
  ['DSAT_CASCO_SE2', 'Каско (спецтехника без риска ДТП)', 2],
];
/** Statuses of part 2 section 4.5 with their share: mostly issued. */
const STATUSES: ReadonlyArray<[status: number, share: number]> = [
  [1, 68],
  [0, 8],
  [2, 4],
  [3, 1],
  [4, 1],
  [5, 3],
  [6, 1],
  [7, 6],
  [8, 8],
];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(
  rnd: () => number,
  items: ReadonlyArray<readonly [T, ...unknown[]]>,
  share: (x: any) => number,
): T {
  const total = items.reduce((a, x) => a + share(x), 0);
  let r = rnd() * total;
  for (const x of items) if ((r -= share(x)) < 0) return x[0];
  return items[0]![0];
}

/** A valid IIN of a person born in 1955-2004 (the check digit of core's rule). */
function iinOf(rnd: () => number): string {
  for (;;) {
    const y = 55 + Math.floor(rnd() * 50);
    const yy = String(y % 100).padStart(2, '0');
    const mm = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
    const dd = String(1 + Math.floor(rnd() * 28)).padStart(2, '0');
    const century = y >= 100 ? (rnd() < 0.5 ? 5 : 6) : rnd() < 0.5 ? 3 : 4;
    const first = `${yy}${mm}${dd}${century}${String(Math.floor(rnd() * 10_000)).padStart(4, '0')}`;
    const check = iinCheckDigit(first);
    if (check !== null) return `${first}${check}`;
  }
}

const pick = <T>(rnd: () => number, xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
const isoDay = (ms: number) => formatAlmaty(ms).slice(0, 10);

export function seedPolicyVolume(db: Db, config: { now: () => number }, count: number): number {
  if (count <= 0) return 0;
  const have = (
    db.prepare("SELECT count(*) AS n FROM policies WHERE draft_ulid GLOB 'BULK*'").get() as { n: number }
  ).n;
  if (have >= count) return 0;
  const sellers = db
    .prepare('SELECT id, role, manager_id FROM users WHERE role IN (0, 3, 4, 5, 7, 8, 10) ORDER BY id')
    .all() as { id: number; role: number; manager_id: number | null }[];
  const managers = (
    db.prepare('SELECT id FROM users WHERE role IN (3, 10) ORDER BY id').all() as { id: number }[]
  ).map((m) => m.id);
  const insert = db.prepare(`INSERT INTO policies (number, global_id, draft_ulid, product_code, product_title,
      product_type, premium, status, error_type, error, payment_type, creator_id, policy, insurer, vehicles, object,
      insureds, date_from, date_to, paid_at, created_at, updated_at)
    VALUES (@number, @global_id, @draft_ulid, @product_code, @product_title, @product_type, @premium, @status,
      @error_type, @error, @payment_type, @creator_id, @policy, @insurer, @vehicles, @object, '[]', @date_from,
      @date_to, @paid_at, @created_at, @created_at)`);
  const now = config.now();
  const span = 730 * 86_400_000;
  db.transaction(() => {
    for (let i = have; i < count; i++) {
      const rnd = random(0x5a17a + i);
      const code = weighted(rnd, PRODUCTS, (x) => x[2]);
      const title = PRODUCTS.find((p) => p[0] === code)![1];
      const status = weighted(rnd, STATUSES, (x) => x[1]);
      const seller = pick(rnd, sellers);
      // a register's ids grow with time: spread over the span in order, with a jitter inside each step
      const step = span / count;
      const created = Math.floor(now - span + (i + rnd()) * step);
      const ogpo = code === 'OGPO_WEB_EA';
      const productType = ogpo
        ? weighted(
            rnd,
            [
              [1, 85],
              [2, 12],
              [3, 3],
            ] as const,
            (x) => x[1],
          )
        : null;
      const days = productType === 2 ? 5 + Math.floor(rnd() * 30) : productType === 3 ? 10 : 365;
      const start = created + 86_400_000;
      const company = !ogpo || rnd() < 0.1;
      const insurer = company
        ? {
            title: pick(rnd, COMPANIES),
            iin: `1${String(Math.floor(rnd() * 1e11)).padStart(11, '0')}`,
            person: 2,
            resident: true,
          }
        : {
            title: `${pick(rnd, SURNAMES)} ${pick(rnd, NAMES)}`,
            iin: iinOf(rnd),
            person: 1,
            resident: productType !== 2,
          };
      const [mark, model] = code.startsWith('DSAT_CASCO') ? pick(rnd, TRUCKS) : pick(rnd, CARS);
      const plate = `${100 + Math.floor(rnd() * 900)}${pick(rnd, LETTERS.split(''))}${pick(rnd, LETTERS.split(''))}${pick(rnd, LETTERS.split(''))}${String(1 + Math.floor(rnd() * 17)).padStart(2, '0')}`;
      const property = code === 'DSD_FI' || code === 'DSI_FI';
      const premium = ogpo
        ? 8_000 + Math.floor(rnd() * 140_000)
        : Math.round((50_000 + rnd() * 3_000_000) * 100) / 100;
      const issued = status === 1 || status === 8 || status === 7;
      const error = status === 2 || status === 5;
      insert.run({
        number: `${formatAlmaty(created).slice(2, 4)}-BLK-${String(i + 1).padStart(6, '0')}`,
        global_id:
          status === 1 || status === 8
            ? `${formatAlmaty(created).slice(2, 4)}-${ogpo ? 'OGPO' : 'DS'}-${7_000_000 + i}`
            : null,
        draft_ulid: `BULK${String(i + 1).padStart(22, '0')}`,
        product_code: code,
        product_title: title,
        product_type: productType,
        premium,
        status,
        error_type: error ? pick(rnd, ['ЕСБД', '1С', 'Оплата']) : null,
        error: error ? '{"code":"E-409","message":"Отказ внешней системы при регистрации договора"}' : null,
        payment_type: company ? 0 : rnd() < 0.6 ? 1 : 0,
        creator_id: seller.id,
        policy: JSON.stringify({
          manager:
            seller.role === 3 || seller.role === 10 ? seller.id : (seller.manager_id ?? pick(rnd, managers)),
          apc: seller.role === 8 ? 'APC0097' : null,
        }),
        insurer: JSON.stringify(insurer),
        vehicles: property
          ? '[]'
          : JSON.stringify([
              { number: plate, mark, model, color: pick(rnd, COLORS), year: 2008 + Math.floor(rnd() * 17) },
            ]),
        object: property
          ? JSON.stringify({
              is_immovable: code === 'DSI_FI',
              insurance_sum: Math.round(premium * 150),
              franchise: 1,
              add_info: null,
            })
          : null,
        date_from: isoDay(start),
        date_to: isoDay(start + (days - 1) * 86_400_000),
        paid_at: issued && status !== 7 ? created + 60_000 : null,
        created_at: created,
      });
    }
  })();
  // the planner's statistics of a register this size (e.g. 1C's question takes its partial index)
  db.exec('ANALYZE');
  return count - have;
}
