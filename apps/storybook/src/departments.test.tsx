import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { ORG_DEPARTMENT_ROWS } from '@sakta/core/testing';
import * as tabStories from '../stories/screens/DepartmentsTab.stories';
import * as modalStories from '../stories/screens/DepartmentModal.stories';
import { seriousViolations } from './axe';

/** The departments tab 'Филиалы' and the department modal, over their stories. */
const tab = composeStories(tabStories);
const modal = composeStories(modalStories);

describe('departments tab', () => {
  it("the spec's columns, the add tile, an edit icon per row, 3 page links", async () => {
    const onAdd = fn();
    const onEdit = fn();
    const user = userEvent.setup();
    render(<tab.FirstPage onAdd={onAdd} onEdit={onEdit} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Название', 'Руководитель', 'Тип', 'Привязан к', 'Действие']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Корневой');
    expect(rows[2]).toHaveTextContent('Не назначен');
    expect(rows[2]).toHaveTextContent('Неактивен');
    // the state is a word of its own after the name (issue 30, item 17: 'Караганда(Неактивен)')
    expect(within(rows[2]!).getAllByRole('cell')[1]!.textContent).toMatch(/[^\s(] \(Неактивен\)$/);
    await user.click(screen.getByRole('button', { name: 'Добавить филиал' }));
    expect(onAdd).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Редактировать филиал Филиал г. Алматы' }));
    expect(onEdit).toHaveBeenCalledWith(ORG_DEPARTMENT_ROWS[1]);
    expect(screen.getByRole('navigation')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the filter: parent, head, title and type', async () => {
    render(<tab.FiltersOpen />);
    const form = screen.getByRole('form', { name: 'Фильтр' });
    expect(within(form).getByLabelText('Название')).toHaveValue('Алматы');
    expect(within(form).getByLabelText('Привязан к')).toBeVisible();
    expect(within(form).getByLabelText('Руководитель')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('loading, empty and failed lists', () => {
    const a = render(<tab.Empty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    a.unmount();
    const b = render(<tab.Failed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
    b.unmount();
    render(<tab.Loading />);
    expect(screen.getAllByText('Загрузка...').length).toBeGreaterThan(0);
  });
});

describe('department modal', () => {
  it("'Новый филиал': local and active by default, save disabled until a title", async () => {
    render(<modal.New />);
    const dialog = screen.getByRole('dialog', { name: 'Новый филиал' });
    expect(within(dialog).getByRole('radio', { name: 'Локальный' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Активен' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('issue 30 item 18: a disabled Сохранить says what is missing', () => {
    render(<modal.New />);
    const save = within(screen.getByRole('dialog', { name: 'Новый филиал' })).getByRole('button', {
      name: 'Сохранить',
    });
    expect(save).toHaveAccessibleDescription('Чтобы сохранить, заполните: Название');
  });

  it('filled: save enabled and sent; a department with 1C asks for its 1C id', async () => {
    const onSave = fn();
    const user = userEvent.setup();
    const a = render(<modal.Filled onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalled();
    a.unmount();
    render(<modal.OneCWithoutId />);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(screen.getByText('Укажите ID 1С филиала')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("the server's refusal in a red alert; saving disables the form", async () => {
    const a = render(<modal.Refused />);
    expect(screen.getByRole('alert')).toHaveTextContent('Филиал «Филиал г. Актобе» уже существует');
    expect(await seriousViolations()).toEqual([]);
    a.unmount();
    render(<modal.Saving />);
    expect(screen.getByRole('button', { name: 'Сохранение...' })).toBeDisabled();
  });

  it('edit: the title names the department, its head is among the choices', async () => {
    render(<modal.Edit />);
    const dialog = screen.getByRole('dialog', { name: 'Филиал Филиал г. Алматы' });
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Филиал г. Алматы');
    expect(within(dialog).getByLabelText(/ID 1С/)).toHaveValue('1c-dep-almaty');
    expect(await seriousViolations()).toEqual([]);
  });

  it('loading and its failure', () => {
    const a = render(<modal.Loading />);
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    a.unmount();
    render(<modal.LoadFailed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
