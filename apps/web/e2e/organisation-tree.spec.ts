import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { departmentOf, departmentTitle, MANAGER_LEGAL_AGENTS, subBranches } from './fixtures-organisation';
import { expect, test } from './signed-in';

/*
 * The organisation tree 'Орг.Структура' (spec part 1 sections 2 and 3 "Tree node"): an administrator opens
 * /branches on the tree and expands it two levels with the keyboard only (ARIA tree: the arrow keys move and open,
 * Enter toggles); each branch's sub-branches load on the first opening; the head of a branch carries the award
 * icon and its agents, a legal entity among them.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;

test('the tree expanded two levels with the keyboard', async ({ signedIn }) => {
  const page = await signedIn(ADMIN);
  await page.goto('/branches');
  // administrators open on the organisation tree
  await expect(page.getByRole('tab', { name: 'Орг.Структура' })).toHaveAttribute('aria-selected', 'true');
  const tree = page.getByRole('tree', { name: 'Организационная структура' });
  const item = (name: string | RegExp) => tree.getByRole('treeitem', { name });
  const hq = item(departmentTitle('hq'));
  await expect(hq).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page);

  // the tree's one tab stop is the head office: Tab from the tab panel lands on it
  await page.getByRole('tabpanel', { name: 'Орг.Структура' }).focus();
  await page.keyboard.press('Tab');
  await expect(hq).toBeFocused();

  // level 1 -> 2: ArrowRight opens the head office (its sub-branches load), ArrowRight again goes to its first
  // child (the head), ArrowDown to the first sub-branch
  await page.keyboard.press('ArrowRight');
  await expect(hq).toHaveAttribute('aria-expanded', 'true');
  const almatyTitle = departmentTitle('almaty');
  for (const title of subBranches('hq'))
    await expect(item(new RegExp(title))).toHaveAttribute('aria-level', '2');
  await expect(item(new RegExp(departmentTitle('karaganda')))).toHaveAttribute('data-inactive', 'true');
  const head = tree.locator('[role="treeitem"][data-kind="head"][aria-level="2"]');
  await expect(head).toHaveCount(1);
  await expect(head.locator('[data-icon="award"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(head).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const almaty = item(new RegExp(almatyTitle));
  await expect(almaty).toBeFocused();

  // level 2 -> 3: Enter opens Almaty; its offices load
  await page.keyboard.press('Enter');
  await expect(almaty).toHaveAttribute('aria-expanded', 'true');
  const medeu = item(new RegExp(departmentTitle('almaty-medeu')));
  await expect(medeu).toHaveAttribute('aria-level', '3');
  await expect(item(new RegExp(departmentTitle('almaty-bostandyk')))).toHaveAttribute(
    'data-inactive',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  // down to Medeu, open it, then its head (the demo manager) and the agents linked to them
  await page.keyboard.press('ArrowRight'); // Almaty's head
  await page.keyboard.press('ArrowDown');
  await expect(medeu).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(medeu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  const manager = medeu.locator('[role="treeitem"][data-kind="head"]');
  await expect(manager).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(manager).toHaveAttribute('aria-expanded', 'true');
  for (const title of MANAGER_LEGAL_AGENTS) {
    const agent = item(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(agent).toHaveAttribute('aria-level', '5');
    await expect(agent.locator('[data-icon="legal-entity"]')).toHaveCount(1);
  }

  // ArrowLeft: back to the parent, then closes it; Home returns to the head office
  await page.keyboard.press('ArrowLeft'); // closes the manager's agents
  await page.keyboard.press('ArrowLeft'); // to Medeu
  await expect(medeu).toBeFocused();
  await page.keyboard.press('Home');
  await expect(hq).toBeFocused();
  // only one item is in the tab order
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('the other roles of the sale group open on the employees; their tree is their own branch', async ({
  signedIn,
}) => {
  const manager = DEMO_USERS.find((u) => u.role === 3)!;
  const page = await signedIn(manager);
  await page.goto('/branches');
  await expect(page.getByRole('tab', { name: 'Сотрудники' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Орг.Структура' }).click();
  const tree = page.getByRole('tree', { name: 'Организационная структура' });
  await expect(tree.getByRole('treeitem', { name: departmentOf(manager.iin) })).toHaveAttribute(
    'aria-level',
    '1',
  );
  await expect(tree.locator('[role="treeitem"][aria-level="1"]')).toHaveCount(1);
});
