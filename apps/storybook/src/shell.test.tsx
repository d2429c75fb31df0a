import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { menuFor } from '@sakta/core';
import * as shellStories from '../stories/screens/AppShell.stories';
import * as notFoundStories from '../stories/screens/NotFound.stories';
import * as homeStories from '../stories/screens/Home.stories';
import * as profileStories from '../stories/screens/Profile.stories';
import { admin, drm, manager } from '../stories/fixtures';
import { seriousViolations } from './axe';

const { Admin, Manager, Drm, NestedPage, ProfilePage } = composeStories(shellStories);
const { Default: NotFound, Denied, DeniedWithoutApc } = composeStories(notFoundStories);
const { WithTiles, DrmTile, NoTiles } = composeStories(homeStories);
const { Default: Profile, MissingValues } = composeStories(profileStories);

const menuLinks = () => within(screen.getByRole('navigation', { name: 'Меню' })).getAllByRole('link');

describe('AppShell', () => {
  it.each([
    ['Admin (role 0)', Admin, admin],
    ['Manager (role 3)', Manager, manager],
    ['Drm (role 6)', Drm, drm],
  ])('%s shows "Главная" and exactly the menu entries given', (_name, Story, user) => {
    render(<Story />);
    const expected = menuFor(user);
    const links = menuLinks();
    expect(links.map((a) => a.textContent)).toEqual(['Главная', ...expected.map((e) => e.title)]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', ...expected.map((e) => e.path)]);
  });

  it('role 6 sees only "Главная" and "ПОДФТ"', () => {
    render(<Drm />);
    expect(menuLinks().map((a) => a.textContent)).toEqual(['Главная', 'ПОДФТ']);
  });

  it('marks the active entry with aria-current="page"', () => {
    render(<Admin />);
    const current = menuLinks().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Главная']);
  });

  it('marks a menu entry active on its own page and below it', () => {
    render(<Manager activePath="/policies" />);
    expect(screen.getByRole('link', { name: 'Договоры' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });

  it('shows the title as h1 and breadcrumbs whose last item is not a link', () => {
    render(<NestedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'АВР' })).toBeInTheDocument();
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Навигация' })).getAllByRole(
      'listitem',
    );
    expect(breadcrumbs.map((li) => li.textContent?.replace('/', '').trim())).toEqual([
      'Главная',
      'Профиль',
      'АВР',
    ]);
    expect(within(breadcrumbs[0]!).getByRole('link')).toHaveAttribute('href', '/');
    expect(within(breadcrumbs[1]!).getByRole('link')).toHaveAttribute('href', '/profile/index');
    expect(within(breadcrumbs[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(breadcrumbs[2]!).getByText('АВР')).toHaveAttribute('aria-current', 'page');
  });

  it('on the home page shows the title without a one-item breadcrumb trail', () => {
    render(<Admin />);
    expect(screen.getByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Навигация' })).not.toBeInTheDocument();
  });

  it('shows the user with a link to the profile, and the session ring', () => {
    render(<Admin />);
    const link = screen.getByRole('link', { name: /Ахметов Ерлан Серикович/ });
    expect(link).toHaveTextContent('Администратор');
    expect(link).toHaveAttribute('href', '/profile/index');
    expect(screen.getByRole('progressbar', { name: /Время сессии/ })).toHaveAttribute('data-color', 'blue');
  });

  it('shows the version as text without onVersionClick, as a button with it', async () => {
    const { unmount } = render(<Admin />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Версия 1.0.0')).toBeInTheDocument();
    expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Техподдержка' })).toHaveAttribute(
      'href',
      'mailto:support@sakta.kz',
    );
    unmount();

    const onVersionClick = fn();
    const user = userEvent.setup();
    render(<NestedPage onVersionClick={onVersionClick} />);
    await user.click(screen.getByRole('button', { name: 'Версия 1.0.0' }));
    expect(onVersionClick).toHaveBeenCalledTimes(1);
  });

  it('the menu button opens and closes the sidebar (aria-expanded)', async () => {
    const user = userEvent.setup();
    render(<Manager />);
    const button = screen.getByRole('button', { name: 'Открыть меню' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const sidebar = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(sidebar).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Admin', Admin],
    ['Manager', Manager],
    ['Drm', Drm],
    ['NestedPage', NestedPage],
    ['ProfilePage', ProfilePage],
  ])('%s has no serious or critical axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('NotFound', () => {
  it('shows "Oops!", "Страница не найдена" and a link "На главную"', async () => {
    const { container } = render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Страница не найдена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('a page the role may not open: says the page exists and is not for this role (issue 30, item 12)', async () => {
    const { container } = render(<Denied />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(
      screen.getByText('Раздел «Расторжение» есть, но недоступен для роли «Агент».'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Страница не найдена')).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('issue 44 item 3: role 8 without an APC at /ogpo reads that the page needs the APC to sign in with', async () => {
    const { container } = render(<DeniedWithoutApc />);
    expect(
      screen.getByText(
        'Раздел «ОГПО ВТС» доступен роли «Резерв» только с APC. Выйдите и войдите снова, указав APC.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/недоступен для роли/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Home', () => {
  it('shows one tile link per tile given', async () => {
    const { container } = render(<WithTiles />);
    const tiles = WithTiles.args.tiles ?? [];
    expect(tiles.length).toBeGreaterThan(0);
    const list = screen.getByRole('region', { name: 'Разделы' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(tiles.map((t) => t.href));
    expect(links[0]).toHaveTextContent(tiles[0]!.title);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('role 6 gets only the ПОДФТ tile', () => {
    render(<DrmTile />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/podfts']);
  });

  it('shows only the greeting when there are no tiles', async () => {
    const { container } = render(<NoTiles />);
    expect(container).toHaveTextContent(/^Добро пожаловать, Мария!$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Profile', () => {
  it('shows the header, the "Профиль" tab with the user data and a working "Выйти"', async () => {
    const onLogout = fn();
    const user = userEvent.setup();
    const { container } = render(<Profile onLogout={onLogout} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Иванова Мария Петровна' })).toBeInTheDocument();
    expect(screen.getByText('Менеджер')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Профиль', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Логин', 'ФИО', 'ИИН', 'Мобильный телефон', 'E-mail', 'Дата рождения']);
    const values = within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual([
      '900101300047',
      'Иванова Мария Петровна',
      '900101300047',
      '+7(701) 234-5603',
      '900101300047@sakta.kz',
      '01.01.1990',
    ]);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows "—" for missing values', () => {
    render(<MissingValues />);
    const values = within(screen.getByRole('tabpanel'))
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual([
      '900101300077',
      'Сейткали Айгерим',
      '900101300077',
      '—',
      '900101300077@sakta.kz',
      '—',
    ]);
  });
});
