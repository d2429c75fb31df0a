import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { EMPLOYEE_FILTER_CHOICES } from '@sakta/core/organisation';
import * as stories from '../stories/screens/EmployeesTab.stories';
import { EMPLOYEES_PAGE } from '../stories/fixtures-organisation';
import { seriousViolations } from './axe';

/** The employees tab of /branches over its stories. */
const all = composeStories(stories);

const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Пагинация' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => /^\d+$/.test(t ?? ''));

describe('employees tab', () => {
  it("has the spec's columns and 3 page links", async () => {
    const onPage = fn();
    const user = userEvent.setup();
    render(<all.FirstPage onPage={onPage} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'ИИН', 'ФИО', 'БМГ', 'Роль', 'Тип', 'Привязан к']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(EMPLOYEES_PAGE.length);
    const first = EMPLOYEES_PAGE[0]!;
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([String(first.id), first.iin, first.title, 'Нет', 'Агент', 'C 1C', 'Филиал г. Алматы']);
    expect(pageLinks()).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: /^2$|Страница 2/ }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('a middle page shows the 3 links around it', () => {
    render(<all.MiddlePage />);
    expect(pageLinks()).toEqual(['2', '3', '4']);
  });

  it('the filter toggles and offers name, IIN, linked-to, role (0-4, 6, 7), type and binding', async () => {
    const onToggle = fn();
    const onApply = fn();
    const user = userEvent.setup();
    const { unmount } = render(<all.FirstPage onToggleFilters={onToggle} />);
    const toggle = screen.getByRole('button', { name: 'Фильтр' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalled();
    unmount();
    render(<all.FiltersOpen onApply={onApply} />);
    const form = screen.getByRole('form', { name: 'Фильтр' });
    expect(within(form).getByLabelText('ФИО')).toHaveValue('Ахметов');
    expect(within(form).getByLabelText('ИИН')).toBeVisible();
    const role = within(form).getByLabelText('Роль');
    expect(role).toHaveValue('4');
    // which roles and types are offered is core's (employee-filter.test.ts); the form offers them after 'Все'
    const options = (label: string) =>
      within(within(form).getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Роль')).toEqual(['Все', ...EMPLOYEE_FILTER_CHOICES.role.map((c) => c.label)]);
    expect(options('Тип')).toEqual(['Все', ...EMPLOYEE_FILTER_CHOICES.type.map((c) => c.label)]);
    await user.click(within(form).getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it("issue 44 item 10: a moderator's role filter finds 'Резерв', the role it creates", () => {
    render(<all.ModeratorFilter />);
    const form = screen.getByRole('form', { name: 'Фильтр' });
    const roles = within(within(form).getByLabelText('Роль'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(roles).toContain('Резерв');
    expect(roles).toEqual(['Все', ...EMPLOYEE_FILTER_CHOICES.role.map((c) => c.label), 'Резерв']);
  });

  it('loading, empty and failed', () => {
    const a = render(<all.Empty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    a.unmount();
    render(<all.Failed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });

  it('the administrator reaches the deleted employees and comes back', async () => {
    const onShowDeleted = fn();
    const user = userEvent.setup();
    const { unmount } = render(<all.AdminActive onShowDeleted={onShowDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Удалённые сотрудники' }));
    expect(onShowDeleted).toHaveBeenCalled();
    unmount();
    render(<all.AdminDeleted />);
    expect(screen.getByRole('heading', { name: 'Удалённые сотрудники' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Действующие сотрудники' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Фильтр' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a moderator has no deleted employees link', () => {
    render(<all.FirstPage />);
    expect(screen.queryByRole('button', { name: 'Удалённые сотрудники' })).toBeNull();
  });
});
