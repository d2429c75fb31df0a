import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/screens/TreeTab.stories';
import { seriousViolations } from './axe';

/** The tab 'Орг.Структура' over its stories: the ARIA tree, its states, and the keyboard on the live tree. */
const all = composeStories(stories);

const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });

describe('organisation tree', () => {
  it('the head office closed: one tree item, the tab stop on it', async () => {
    const onToggle = fn();
    const user = userEvent.setup();
    render(<all.Collapsed onToggle={onToggle} />);
    const tree = screen.getByRole('tree', { name: 'Организационная структура' });
    const hq = within(tree).getByRole('treeitem', { name: 'Головной офис' });
    expect(hq).toHaveAttribute('aria-expanded', 'false');
    expect(hq).toHaveAttribute('aria-level', '1');
    expect(hq).toHaveAttribute('tabindex', '0');
    await user.click(within(hq).getByText('Головной офис'));
    expect(onToggle).toHaveBeenCalledWith('b:hq');
    expect(await seriousViolations()).toEqual([]);
  });

  it('loading and failed branches say so', async () => {
    const a = render(<all.Loading />);
    expect(item('Головной офис')).toHaveAttribute('aria-busy', 'true');
    a.unmount();
    render(<all.Failed />);
    const hq = item('Головной офис');
    expect(hq).toHaveAttribute('aria-expanded', 'false');
    expect(hq).toHaveAccessibleDescription(/Не удалось загрузить: Нет связи с сервером/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('open: the head with the award icon, sub-branches (inactive greyed), users with their role', async () => {
    render(<all.HeadOfficeOpen />);
    const hq = item('Головной офис');
    expect(hq).toHaveAttribute('aria-expanded', 'true');
    const group = within(hq).getAllByRole('group')[0]!;
    const children = within(group)
      .getAllByRole('treeitem')
      .filter((el) => el.getAttribute('aria-level') === '2');
    expect(children.map((c) => c.getAttribute('data-kind'))).toEqual([
      'head',
      'branch',
      'branch',
      'user',
      'user',
    ]);
    const head = children[0]!;
    expect(head).toHaveAccessibleName(/Администраторов Ерлан Серикович, Руководитель/);
    expect(head.querySelector('[data-icon="award"]')).not.toBeNull();
    expect(item(/Филиал г. Караганда/)).toHaveAttribute('data-inactive', 'true');
    expect(item(/Филиал г. Караганда/)).not.toHaveAttribute('aria-expanded');
    expect(item(/Менеджеров Марат Асанович/)).toHaveAccessibleName(/Менеджер/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('two levels and the agents of a manager, a legal entity among them', async () => {
    const a = render(<all.TwoLevels />);
    expect(item(/Отделение Медеуского района/)).toHaveAttribute('aria-level', '3');
    expect(item(/Филиал г. Алматы/)).toHaveAttribute('tabindex', '0');
    expect(await seriousViolations()).toEqual([]);
    a.unmount();
    render(<all.AgentsOpen />);
    const legal = item(/ТОО «Алатау Брокер»/);
    expect(legal).toHaveAttribute('aria-level', '3');
    expect(legal).toHaveAccessibleName(/Юр. лицо/);
    expect(legal.querySelector('[data-icon="legal-entity"]')).not.toBeNull();
  });

  it('empty, leaf and stale-answer states', () => {
    const a = render(<all.Empty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    a.unmount();
    const b = render(<all.LeafBranch />);
    expect(item(/Отделение Медеуского района/)).toHaveAttribute('aria-expanded', 'true');
    b.unmount();
    render(<all.StaleAnswer />);
    expect(item('Головной офис')).toHaveAttribute('aria-expanded', 'false');
  });

  it('live: two levels opened with the keyboard, ArrowLeft back to the parent, Home/End', async () => {
    const user = userEvent.setup();
    render(<all.Interactive />);
    const hq = item('Головной офис');
    await user.tab();
    expect(hq).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('treeitem', { name: /Филиал г. Алматы/ });
    expect(hq).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(item(/Филиал г. Алматы/)).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('treeitem', { name: /Отделение Медеуского района/ });
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(item(/Отделение Медеуского района/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item(/Филиал г. Алматы/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(/Менеджеров Марат/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(hq).toHaveFocus();
    // only the focused item is in the tab order
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toEqual([hq]);
    await user.keyboard(' ');
    expect(hq).toHaveAttribute('aria-expanded', 'false');
    expect(await seriousViolations()).toEqual([]);
  });
});
