import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { catalogueProductName } from '@sakta/core';
import { DAY_MS } from '../../services/almaty';

/**
 * The admin catalogues' seed (demo and test modes): the product codes of the sale pages (spec part 2 section 2 and
 * section 12, with the OGPO variants, Standard and Temporary entry offered: an administrator switching a variant off
 * makes the OGPO page show 'Услуга ОГПО ВТС для резидентов в данный момент недоступна.' for it) and the versions with
 * their release notes.
 * Idempotent: a row with a seeded code or version is never added twice, nor changed.
 */

/** The catalogue's codes: the OGPO variants, property, casco and travel (spec part 2 section 1). */
const SEED_CODES = [
  { code: 'OGPO_WEB_EA', description: 'ОГПО ВТС для резидентов (стандартный)', status: 1 },
  {
    code: 'OGPO_WEB_EA_VV',
    description: 'ОГПО ВТС для транспорта, временно въезжающего в Республику Казахстан',
    status: 1,
  },
  { code: 'OGPO_WEB_EA_TR', description: 'ОГПО ВТС для транзитного проезда', status: 1 },
  { code: 'DSD_FI', description: 'Движимое имущество в залоге финансового института', status: 1 },
  { code: 'DSI_FI', description: 'Недвижимое имущество в залоге финансового института', status: 1 },
  { code: 'DSAT_CASCO_FRE', description: 'Каско грузовых автомобилей (программный продукт 1)', status: 1 },
  { code: 'DSAT_CASCO_TRL', description: 'Каско прицепов (программный продукт 2)', status: 1 },
  {
    code: 'DSAT_CASCO_SE1',
    description: 'Каско спецтехники с риском несчастного случая (программный продукт 3)',
    status: 1,
  },
  {
    code: 'DSAT_CASCO_SE2',
    description: 'Каско спецтехники без риска несчастного случая (программный продукт 4)',
    status: 0,
  },
  { code: 'VZR_EU', description: 'Страхование выезжающих за рубеж', status: 1 },
] as const;

/** Each with the name the sale pages, drafts and dashboard give it (core's catalogueProductName). */
export const SEED_PRODUCTS = SEED_CODES.map((p) => ({ ...p, title: catalogueProductName(p.code) }));

/** Release notes of the product so far, oldest first (their dates go back from the seeding day). */
export const SEED_VERSIONS = [
  {
    version: '1.0.0',
    description:
      'Вход по ИИН и паролю, сброс пароля по SMS, меню по ролям, согласие на обработку персональных данных.',
    daysAgo: 120,
  },
  {
    version: '1.1.0',
    description:
      'Главная страница: документы на согласование с подтверждением по SMS, информация по договорам.',
    daysAgo: 60,
  },
  {
    version: '1.2.0',
    description: 'Расторжение договоров ОГПО ВТС: расчёт суммы возврата, заявление, подписание по SMS.',
    daysAgo: 20,
  },
  {
    version: '1.3.0',
    description:
      'Справочники администратора: продукты, версии, документы на согласование; акты выполненных работ.',
    daysAgo: 7,
  },
  {
    version: '1.4.0',
    description:
      'Оформление ОГПО ВТС до квитанции, черновики, организация и филиалы; доступ к данным только по роли и своей работе.',
    daysAgo: 0,
  },
] as const;

export function seedAdminCatalogues(
  db: Db,
  config: Pick<Config, 'now'>,
): { productsAdded: number; versionsAdded: number } {
  const now = config.now();
  const result = { productsAdded: 0, versionsAdded: 0 };
  const insertProduct = db.prepare(
    'INSERT OR IGNORE INTO products (code, title, description, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const versionExists = db.prepare('SELECT 1 FROM versions WHERE version = ?');
  const insertVersion = db.prepare(
    'INSERT INTO versions (version, description, status, created_at) VALUES (?, ?, 1, ?)',
  );
  db.transaction(() => {
    SEED_PRODUCTS.forEach((p, i) => {
      result.productsAdded += insertProduct.run(
        p.code,
        p.title,
        p.description,
        p.status,
        now - (90 - i) * DAY_MS,
      ).changes;
    });
    for (const v of SEED_VERSIONS) {
      if (versionExists.get(v.version)) continue;
      insertVersion.run(v.version, v.description, now - v.daysAgo * DAY_MS);
      result.versionsAdded++;
    }
  })();
  return result;
}
