import { openDraft } from './fixtures-draft';
import { RESERVE, card } from './fixtures-ogpo';
import { SALE_URL, addByIin, calculate, confirmCode, panel } from './fixtures-sale';
import { expect, test } from './signed-in';

/**
 * Issue 43, item 2: a company buys a policy without named drivers (spec part 2 section 4.1: 'For a legal-entity
 * insurer with no insureds a default legal insured is fetched (esbd_id 2, class 3/5, age_experience_id 2)'). The
 * page fetches the state register's default insured, its card stands for the unnamed drivers, 'Рассчитать' prices
 * it (class 3) and the company confirms by its code; a named driver replaces it, and it comes back when the last
 * named driver goes. The sale starts from a draft the API saves (the dialogs are ogpo-legal-entity.spec.ts's).
 */
test.use({ baseURL: SALE_URL });

const COMPANY = { title: 'ТОО «Алтын Жол»', bin: '120540002008', phone: '+7(717) 254-2008' };
const BY_DEFAULT = 'Неограниченный круг лиц, допущенных к управлению ТС';

test("a legal entity without named drivers insures the register's default insured", async ({
  signedIn,
  request,
}) => {
  const { page } = await openDraft(await signedIn(RESERVE), {
    product: 1,
    insurer: { bin: COMPANY.bin },
    vehicles: [{ plate: '123ABC02' }],
  });
  await expect(card(page, COMPANY.title)).toContainText('Юр. лицо');
  const drivers = page.getByRole('region', { name: 'Застрахованные' });
  const byDefault = card(page, BY_DEFAULT);
  await expect(byDefault).toContainText('Застрахованный по умолчанию');
  await expect(byDefault).toContainText('Водители не указаны');
  // nothing to edit, attach or delete on it; no licence to ask
  await expect(byDefault.getByRole('button')).toHaveCount(0);
  await expect(byDefault).not.toContainText('Нет водительского удостоверения');
  await expect(panel(page)).not.toContainText('Добавьте водителя');

  await calculate(page);
  await expect(byDefault).toContainText('Класс: 3');
  await confirmCode(page, request, COMPANY.phone);

  // a named driver replaces it (the calculation goes with the change)
  await addByIin(page, 'Добавить водителя', 'Застрахованный', '850315300128');
  await expect(drivers.getByRole('group', { name: /Ахметов/ })).toBeVisible();
  await expect(byDefault).toHaveCount(0);
  await expect(panel(page).getByText('Премия')).toBeHidden();
  // the last named driver deleted: the default insured is fetched again
  await drivers.getByRole('button', { name: /^Удалить: Ахметов/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(byDefault).toBeVisible();
});
