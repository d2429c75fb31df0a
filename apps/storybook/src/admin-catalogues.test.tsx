import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as productStories from '../stories/screens/Products.stories';
import * as versionStories from '../stories/screens/Versions.stories';
import { seriousViolations } from './axe';

/** Products and versions admin (spec part 1 section 2): what each state of the catalogue shows, with axe. */

const products = composeStories(productStories);
const versions = composeStories(versionStories);

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('/admin/products', () => {
  it('the table: columns, rows, the status switch per product, an add row', async () => {
    const onToggle = fn();
    const onEdit = fn();
    const user = userEvent.setup();
    render(<products.Table onToggle={onToggle} onEdit={onEdit} />);
    expect(headers()).toEqual(['ID', 'Код', 'Название', 'Описание', 'Создан', 'Статус', 'Действия']);
    const rows = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('OGPO_WEB_EA')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('—')).toBeInTheDocument();
    const off = screen.getByRole('switch', { name: 'Продукт «ОГПО ВТС» доступен' });
    expect(off).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Продукт «Каско» доступен' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(off);
    expect(onToggle).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Изменить: Каско' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it("empty: 'Нет записи'; failed: the message and 'Повторить'", async () => {
    const { unmount } = render(<products.Empty />);
    expect(screen.getByText('Нет записи')).toBeInTheDocument();
    unmount();
    const onRetry = fn();
    render(<products.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("add: 'Создать' waits for code and title; typed, it saves", async () => {
    const { unmount } = render(<products.AddEmpty />);
    let dialog = screen.getByRole('dialog', { name: 'Новый продукт' });
    expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    const onSave = fn();
    const onChange = fn();
    const user = userEvent.setup();
    render(<products.AddFilled onSave={onSave} onChange={onChange} />);
    dialog = screen.getByRole('dialog', { name: 'Новый продукт' });
    expect(within(dialog).getByLabelText(/Код/)).toHaveValue('VZR_EU');
    await user.type(within(dialog).getByLabelText(/Описание/), 'а');
    expect(onChange).toHaveBeenCalledWith('description', 'а');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(onSave).toHaveBeenCalled();
  });

  it("edit: the row's values and 'Обновить'; saving keeps the modal busy", () => {
    const { unmount } = render(<products.Edit />);
    const dialog = screen.getByRole('dialog', { name: 'Продукт' });
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Каско');
    expect(within(dialog).getByRole('combobox')).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: 'Обновить' })).toBeEnabled();
    unmount();
    render(<products.Saving />);
    expect(screen.getByRole('button', { name: /Обновить/ })).toBeDisabled();
  });

  it("delete asks 'Удалить {title}?'; Esc cancels", async () => {
    const onConfirmDelete = fn();
    const onCancel = fn();
    const user = userEvent.setup();
    render(<products.ConfirmDelete onConfirmDelete={onConfirmDelete} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить Каско?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(onConfirmDelete).toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('while a switch changes, the table waits', () => {
    render(<products.Switching />);
    expect(screen.getByRole('switch', { name: 'Продукт «ОГПО ВТС» доступен' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  });
});

describe('/admin/versions and the footer list', () => {
  it('the table: ID, version, created; no switch', async () => {
    render(<versions.Table />);
    expect(headers()).toEqual(['ID', 'Версия', 'Создан', 'Действия']);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('1.2.0')).toBeInTheDocument();
    // issue 30 item 16: dates for reading, never the server's ISO string
    expect(screen.getByRole('cell', { name: '20.11.2026 10:00' })).toBeInTheDocument();
    expect(screen.queryByText('2026-11-20 10:00:00')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it("add needs version and description; delete asks 'Удалить 1.1.0?'", () => {
    const { unmount } = render(<versions.Add />);
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    unmount();
    render(<versions.ConfirmDelete />);
    expect(screen.getByRole('alertdialog', { name: 'Удалить 1.1.0?' })).toBeInTheDocument();
  });

  it('the footer list shows each version with its notes; a failure offers a retry', async () => {
    const { unmount } = render(<versions.FooterList />);
    const dialog = screen.getByRole('dialog', { name: 'Версии приложения' });
    expect(within(dialog).getByRole('heading', { name: 'Версия 1.2.0' })).toBeInTheDocument();
    expect(within(dialog).getByText('Согласование документов на главной странице')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<versions.FooterListFailed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
