import type { Page } from '@playwright/test';
import { RESERVE, card, dialog, openOgpo, searchMode } from './fixtures-ogpo';
import { expect, test } from './signed-in';

/**
 * Issue 12, journey 3: a legal-entity insurer found by BIN, with its leader and beneficial owners (spec part 2
 * sections 2.2, 5.1): the block is marked required, each person is found in the register by IIN through the chief
 * dialog ('Руководитель' / 'Собственник') and shown as a card of its own.
 */

async function addChief(page: Page, add: string, title: string, iin: string) {
  await page.getByRole('button', { name: add }).click();
  const d = dialog(page, title);
  await expect(d.getByRole('button', { name: 'Найти' })).toBeDisabled();
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill(iin);
  await d.getByRole('button', { name: 'Найти' }).click();
  const found = d.getByRole('list', { name: 'Найденные' });
  await expect(found).toContainText(iin);
  await found.getByRole('button', { name: 'Выбрать' }).first().click();
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
}

test('a legal entity by BIN, its leader and its beneficial owners', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить страхователя' }).click();
  const d = dialog(page, 'Страхователь');
  await searchMode(d, 'Юр. лицо по БИН');
  await d.getByRole('textbox', { name: 'БИН', exact: true }).fill('150340001008');
  await d.getByRole('button', { name: 'Найти' }).click();
  const found = d.getByRole('list', { name: 'Найденные клиенты' });
  await expect(found).toContainText('ТОО «Дала Логистик»');
  await found.getByRole('button', { name: 'Выбрать' }).click();
  await expect(d.getByRole('textbox', { name: 'Наименование' })).toHaveValue('ТОО «Дала Логистик»');
  // the register's leader and owners are shown in the form, to be added through their own dialog
  const chiefs = d.getByRole('region', { name: 'Руководитель и собственники (ЕСБД)' });
  await expect(chiefs).toContainText('Руководитель: Сулейменов Бауыржан Асанович (760911300022)');
  await expect(chiefs).toContainText('910304400039');
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();

  const insurer = card(page, 'ТОО «Дала Логистик»');
  await expect(insurer).toContainText('150340001008');
  await expect(insurer).toContainText('Юр. лицо');
  const block = page.getByRole('region', { name: /Руководитель \/ Бенефициарные собственники/ });
  await expect(block).toContainText('Обязательно');

  await addChief(page, 'Добавить руководителя', 'Руководитель', '760911300022');
  const leader = block.getByRole('group', { name: 'Сулейменов Бауыржан Асанович' });
  await expect(leader).toContainText('Руководитель');
  await expect(block.getByRole('button', { name: 'Добавить руководителя' })).toHaveCount(0);

  await addChief(page, 'Добавить собственника', 'Собственник', '910304400039');
  await addChief(page, 'Добавить собственника', 'Собственник', '760911300022');
  const owners = block.getByRole('group').filter({ hasText: 'Бенефициарные собственники' });
  await expect(owners).toHaveCount(2);
  // the leader is also an owner: a card in each role
  await expect(owners.filter({ hasText: 'Сулейменов Бауыржан Асанович' })).toHaveCount(1);

  // an owner removed after the question
  const second = owners.filter({ hasText: 'Сулейменов Бауыржан Асанович' });
  await second.getByRole('button', { name: /^Удалить:/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить Сулейменов Бауыржан Асанович?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(owners).toHaveCount(1);
  await expect(leader).toBeVisible();
});
