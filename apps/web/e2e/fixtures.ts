import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { menuFor, ROLE_NAMES, type RoleId } from '@sakta/core';
import { isBuilt } from '../src/screens';

export const PASSWORD = 'Sakta-demo-2026!';
export const SHORT_TTL_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

export interface DemoUser {
  role: RoleId;
  iin: string;
  apc?: string;
}

/** The demo users of the Foundation issue, one per role (role 8 also with its apc). */
export const DEMO_USERS: DemoUser[] = [
  { role: 0, iin: '900101300017' },
  { role: 1, iin: '900101300027' },
  { role: 2, iin: '900101300037' },
  { role: 3, iin: '900101300047' },
  { role: 4, iin: '900101300057' },
  { role: 5, iin: '900101300067' },
  { role: 6, iin: '900101300077' },
  { role: 7, iin: '900101300087' },
  { role: 8, iin: '900101300097' },
  { role: 8, iin: '900101300097', apc: 'APC0097' },
  { role: 9, iin: '900101300106' },
  { role: 10, iin: '900101300116' },
];

export const roleName = (role: RoleId) => ROLE_NAMES[role];

/** The menu entries a user must see: the spec's menu rules, limited to the screens that exist. */
export function expectedMenu(user: DemoUser): string[] {
  return ['Главная', ...menuFor({ role: user.role, apc: user.apc ?? null }, isBuilt).map((m) => m.title)];
}

export async function login(page: Page, user: Pick<DemoUser, 'iin' | 'apc'>, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('ИИН').fill(user.iin);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  if (user.apc) await page.getByLabel('APC').fill(user.apc);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
