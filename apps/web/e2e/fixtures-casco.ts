import { expect, type Page } from '@playwright/test';
import { card, dialog, panel } from './fixtures-property';
import type { SignedInUser } from './signed-in';

/**
 * The casco sale's journeys (issue 27), on the sales' own server: the main-sale group's manager, the property
 * fixtures' insurers and banks, and the sandbox's specialist register (docs/casco.md): trucks 456KTA02, 777FRE01,
 * 214ATG04 (2014), special machinery 123SPT02, 456SPT01, 789SPT05.
 */
export const MANAGER: SignedInUser = { iin: '900101300047' };

export async function openCasco(signedIn: (user: SignedInUser) => Promise<Page>, query = '') {
  const page = await signedIn(MANAGER);
  await page.goto(`/financial-institutions/casco${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Страхователь' })).toBeVisible();
  return page;
}

/** A vehicle found in the register by its plate (Enter), priced, saved. */
export async function addVehicle(page: Page, plate: string, cost: string, amount: string) {
  await page.getByRole('button', { name: 'Добавить ТС' }).click();
  const d = dialog(page, 'Авто');
  const number = d.getByRole('textbox', { name: /Гос\. номер/ });
  await number.fill(plate);
  await number.press('Enter');
  await expect(d.getByRole('textbox', { name: /Марка/ })).not.toHaveValue('');
  await d.getByRole('textbox', { name: /Действительная стоимость/ }).fill(cost);
  await d.getByRole('textbox', { name: /Страховая сумма/ }).fill(amount);
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
  await expect(
    card(page, new RegExp(plate))
      .or(page.getByRole('group').filter({ hasText: plate }))
      .first(),
  ).toBeVisible();
}

/** The conditions of 2.4: the three confirmations, the loan number and the appraisal report. */
export async function fillConditions(page: Page) {
  const conditions = page.getByRole('region', { name: 'Условия страхования' });
  await conditions.getByRole('checkbox', { name: 'Страхователь согласен с условиями страхования' }).check();
  await conditions
    .getByRole('radiogroup', { name: 'Были убытки за последние 3 года' })
    .getByRole('radio', { name: 'Нет' })
    .check();
  await conditions
    .getByRole('checkbox', { name: 'Транспортные средства соответствуют условиям программы' })
    .check();
  await conditions.getByRole('textbox', { name: /Номер займа/ }).fill('KZ-2026-777');
  await conditions.getByRole('textbox', { name: /Акт оценки/ }).fill('№ 45/2026 от 20.11.2026');
  return conditions;
}

export { card, dialog, panel };
