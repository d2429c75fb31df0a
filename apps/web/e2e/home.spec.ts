import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { homeTilesFor } from '@sakta/core';
import { isBuilt } from '../src/screens';
import { expectNoSeriousA11yViolations, holdScripts, PASSWORD, wrongCode } from './fixtures';
import { AGREEMENTS, agreementCode } from './fixtures-home';
import { expect, test } from './signed-in';

/** Home's own chunk in the built SPA (Vite's manifest): the route module of `/`. */
const HOME_CHUNK = (
  JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >
)['src/routes/index.tsx']!.file;

/*
 * Home: 'На согласование' and the agreement confirmation modal (spec part 1 sections 2, 4, 7, 9), and the tiles.
 * Every test works on its own seeded agreement (fixtures-home.ts: confirm, wrongCode, spare), so the tests run in
 * parallel as the same user. Role 3 is the manager, role 6 the ДРМ ПОДФТ, role 0 the administrator (whose
 * charts are tested by admin-info's own spec; here only that the home page shows them to role 0 alone).
 */
const MANAGER = { role: 3, iin: '900101300047' } as const;
const DRM = { role: 6, iin: '900101300077' } as const;
const ADMIN = { role: 0, iin: '900101300017' } as const;
const mine = AGREEMENTS[MANAGER.role];

const agreementsList = (page: Page) => page.getByRole('region', { name: 'На согласование' });
const openButton = (page: Page, title: string) =>
  agreementsList(page).getByRole('button', { name: `Открыть: ${title}` });
const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Код из SMS' });

async function toHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
}

/** The requests for pdf.js (the viewer's chunk and its worker) the page makes from now on. */
function recordPdfjs(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (r) => {
    if (/\/pdf-viewer-impl[-.]|\/pdf\.worker/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

/** Opens an agreement (and, unless told otherwise, waits for its PDF's first page). */
async function openAgreement(page: Page, title: string, { pdf = true } = {}) {
  await openButton(page, title).click();
  const dialog = modal(page, title);
  await expect(dialog).toBeVisible();
  if (pdf) await expect(dialog.getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible();
  return dialog;
}

/**
 * The sandbox renders each seeded agreement's PDF on the first list that needs it (then keeps it): one list call
 * per server before the tests keeps parallel first calls from each rendering them on a loaded machine.
 */
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({
    baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`,
  });
  for (const user of [MANAGER, DRM, ADMIN]) {
    const session = await api.post('/api/login', { data: { iin: user.iin, password: PASSWORD } });
    const { access_token: token } = (await session.json()) as { access_token: string };
    const list = await api.get('/api/agreement/my-agreements', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.ok()).toBe(true);
  }
  await api.dispose();
});

test.describe("home: 'На согласование'", () => {
  test('lists the user’s agreements, newest first, with title and description', async ({ home }) => {
    const page = await home(MANAGER);
    const items = agreementsList(page).getByRole('listitem');
    await expect(items).toHaveCount(mine.pending.length);
    for (const [i, a] of mine.pending.entries()) {
      await expect(items.nth(i)).toContainText(a.title);
      if (a.description) await expect(items.nth(i)).toContainText(a.description);
    }
  });

  test("a fresh tab asks for the list with the session, before home's code has arrived, and once", async ({
    signedIn,
  }) => {
    const page = await signedIn(MANAGER);
    const asked: string[] = [];
    let listAsked: () => void;
    const listSeen = new Promise<void>((resolve) => (listAsked = resolve));
    page.on('request', (r) => {
      if (!r.url().endsWith('/api/agreement/my-agreements')) return;
      asked.push(r.headers()['authorization'] ?? '');
      listAsked();
    });
    // home's own code is held until the list has been asked for: only the call started with the session can be
    // that request
    await page.route(`**/${HOME_CHUNK}`, async (route) => {
      await listSeen;
      await route.continue();
    });
    await page.goto('/');
    await expect(agreementsList(page).getByRole('listitem')).toHaveCount(mine.pending.length);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^Bearer ./);
  });

  test('a fresh tab paints home with its list from the server before any script; an agreement pressed then opens once the app takes over', async ({
    signedIn,
  }) => {
    const page = await signedIn(MANAGER, { firstPaint: true });
    const { release } = await holdScripts(page, 'app');
    await page.goto('/', { waitUntil: 'commit' });
    const copy = page.locator('#prerender');
    await expect(copy.locator('h1')).toHaveText('Главная');
    await expect(copy).toContainText('Добро пожаловать, Данияр!');
    await expect(copy.locator('nav')).toContainText('Расторжение');
    for (const agreement of mine.pending) await expect(copy).toContainText(agreement.title);
    // pressed on the server's copy once the entry holds presses: held while the app starts, made on the live
    // page's same button
    await expect(copy).toHaveAttribute('data-holding', '');
    const { title } = mine.pending[0]!;
    await openButton(page, title).click();
    await expect(modal(page, title)).toHaveCount(0);
    release();
    await expect(copy).toHaveCount(0);
    // the live page's agreement opened (its modal hides the list from assistive technology meanwhile)
    await expect(modal(page, title)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(agreementsList(page).getByRole('listitem')).toHaveCount(mine.pending.length);
  });

  test('confirms an agreement end to end with the code from the sandbox; the list refreshes without it', async ({
    home,
    request,
  }) => {
    const { id, title, description } = mine.confirm;
    const page = await home(MANAGER);
    const dialog = await openAgreement(page, title);
    if (description) await expect(dialog).toContainText(description);

    // step 0: 'Согласовать' sends the code; step 1: the phone and the 300 s countdown
    await expect(codeField(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Согласовать' }).click();
    await expect(dialog.getByText(/^Код отправлен на номер \+7\(707\) \*\*\*-\*\*47$/)).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/^Повторная отправка через (05:00|04:5\d)$/);
    await expect(dialog.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();

    const code = await agreementCode(request, MANAGER.role, id);
    await codeField(page).fill(code);
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();

    // success: the modal closes, the notification, the list without the confirmed agreement
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Уведомления' })).toContainText(
      `Документ «${title}» согласован`,
    );
    await expect(openButton(page, title)).toHaveCount(0);
    await expect(agreementsList(page).getByRole('listitem')).toHaveCount(mine.pending.length - 1);
    await expect(openButton(page, mine.stable[0]!.title)).toBeEnabled();
    // the server agrees: a reload does not bring it back
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await expect(openButton(page, mine.spare.title)).toBeVisible();
    await expect(openButton(page, title)).toHaveCount(0);
  });

  test('a wrong code shows the message and clears the code; the agreement stays', async ({
    home,
    request,
  }) => {
    const { id, title } = mine.wrongCode;
    const page = await home(MANAGER);
    const dialog = await openAgreement(page, title);
    await dialog.getByRole('button', { name: 'Согласовать' }).click();
    await expect(dialog.getByText(/^Код отправлен на номер /)).toBeVisible();
    const code = await agreementCode(request, MANAGER.role, id);
    await codeField(page).fill(wrongCode(code));
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Неверный код');
    await expect(codeField(page)).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    // the error notification too
    await expect(page.getByRole('region', { name: 'Уведомления' }).getByRole('alert')).toContainText(
      'Неверный код',
    );
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page, title)).toBeVisible();

    // issue 30 item 9: opened again within the resend window, 'Согласовать' opens the field for the code already
    // received, with the resend locked for what is left of the window, and no error
    const again = await openAgreement(page, title, { pdf: false });
    await again.getByRole('button', { name: 'Согласовать' }).click();
    await expect(codeField(page)).toBeVisible();
    await expect(again.getByRole('timer')).toHaveText(/^Повторная отправка через 00:[0-5]\d$/);
    await expect(again.getByRole('alert')).toHaveCount(0);
    await codeField(page).fill('12');
    await expect(codeField(page)).toHaveValue('12');
  });

  test('Esc, a click outside and "Закрыть" dismiss the modal; it opens again at the first step', async ({
    home,
  }) => {
    const { title } = mine.spare;
    const page = await home(MANAGER);
    const dialog = await openAgreement(page, title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openAgreement(page, title, { pdf: false });
    // Radix listens for outside clicks from the task after the dialog mounts: a click in the same moment (a
    // loaded CI machine) is not an outside click yet, so the click is repeated until it is one.
    await expect(async () => {
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    }).toPass();

    await openAgreement(page, title, { pdf: false });
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page, title)).toBeFocused();
  });

  test('home has no serious accessibility violations and does not fetch pdf.js', async ({ signedIn }) => {
    const page = await signedIn(MANAGER);
    const pdfjs = recordPdfjs(page);
    await toHome(page);
    await expect(agreementsList(page).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(pdfjs).toEqual([]);
  });

  test('the open modal fetches pdf.js and has no serious accessibility violations', async ({ signedIn }) => {
    const page = await signedIn(MANAGER);
    const pdfjs = recordPdfjs(page);
    await toHome(page);
    await openAgreement(page, mine.spare.title);
    expect(pdfjs.length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('home tiles', () => {
  test('a manager sees the tiles of the built screens the role may open', async ({ home }) => {
    const page = await home(MANAGER);
    const expected = homeTilesFor({ role: MANAGER.role, apc: null }, isBuilt).map((t) => t.title);
    const tiles = page.getByRole('region', { name: 'Разделы' }).getByRole('link');
    await expect(tiles).toHaveCount(expected.length);
    // by the tile's title itself: a description may name another tile ('… договоров ОГПО ВТС')
    for (const title of expected)
      await expect(tiles.filter({ has: page.getByText(title, { exact: true }) })).toHaveCount(1);
    // the information on contracts is the administrators' only
    await expect(page.getByRole('region', { name: 'Информация по договорам' })).toHaveCount(0);
  });

  test('an administrator also gets the information on contracts, after the agreements', async ({ home }) => {
    const page = await home(ADMIN);
    const info = page.getByRole('region', { name: 'Информация по договорам' });
    await expect(info).toBeVisible();
    await expect(agreementsList(page).getByRole('listitem')).toHaveCount(
      AGREEMENTS[ADMIN.role].pending.length,
    );
    const [list, charts] = [await agreementsList(page).boundingBox(), await info.boundingBox()];
    expect(charts!.y).toBeGreaterThan(list!.y + list!.height - 1);
  });

  test('role 6 gets only the ПОДФТ tile, and only once its screen is built; still its agreements', async ({
    home,
  }) => {
    const page = await home(DRM);
    await expect(agreementsList(page).getByRole('listitem')).toHaveCount(AGREEMENTS[DRM.role].pending.length);
    const tiles = page.getByRole('region', { name: 'Разделы' });
    if (isBuilt('podfts')) {
      await expect(tiles.getByRole('link')).toHaveCount(1);
      await expect(tiles.getByRole('link')).toContainText('ПОДФТ');
    } else {
      // /podfts is not built: no tile at all, and none of the other roles' tiles
      await expect(tiles).toHaveCount(0);
    }
    for (const other of ['Инструкция', 'Расторжение', 'ОГПО ВТС', 'Имущество', 'Каско'])
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(other) })).toHaveCount(0);
  });
});

test('keyboard: the first Tab offers a skip link to the content; the focus ring is solid (issue 30, item 22)', async ({
  home,
}) => {
  const page = await home(MANAGER);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
  // the next Tab lands in the content, past the menu and the header
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement));
  expect(inMain).toBe(true);
  // the ring of a focused control is the ring colour itself (#2563eb), not a faint tint of it
  const shadow = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
  expect(shadow).toContain('rgb(37, 99, 235)');
});

test('phone width: the sandbox marker covers nothing, it closes the page (issue 30, item 23)', async ({
  home,
}) => {
  const page = await home(MANAGER);
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = page.getByRole('note', { name: /^Песочница/ });
  await marker.scrollIntoViewIfNeeded();
  const box = (await marker.boundingBox())!;
  const footer = (await page.locator('footer').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);
});
