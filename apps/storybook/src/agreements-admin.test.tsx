import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { RecipientsDialog } from '@sakta/ui';
import * as stories from '../stories/screens/AgreementsAdmin.stories';
import { recipientsHandlers, recipientsView } from '../stories/fixtures-catalogue';
import { MODEL_CONFIRMERS, MODEL_USER_GROUPS } from '@sakta/core/testing';
import { seriousViolations } from './axe';

/** The agreements admin (spec part 1 section 2): the table, the PDF rule, the recipients modal; axe on each. */

const all = composeStories(stories);

describe('/admin/agreement', () => {
  it('the table: ID, name, status, created, actions; Активный/Неактивный', async () => {
    const onRecipients = fn();
    render(<all.Table onRecipients={onRecipients} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Наименование',
      'Статус',
      'Создан',
      'Действия',
    ]);
    const rows = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Активный',
      'Активный',
      'Неактивный',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Получатели: Кодекс деловой этики' }));
    expect(onRecipients).toHaveBeenCalledWith(3);
    expect(await seriousViolations()).toEqual([]);
  });

  it("'Нет записи' when empty", () => {
    render(<all.Empty />);
    expect(screen.getByText('Нет записи')).toBeInTheDocument();
  });

  it("'Создать' needs title and PDF; another file type shows the spec's message", async () => {
    const { unmount } = render(<all.AddWithoutPdf />);
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    unmount();
    const second = render(<all.NotPdf />);
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, выберите файл формата PDF.');
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
    second.unmount();
    const onAttach = fn();
    render(<all.ReadyToCreate onAttach={onAttach} />);
    const dialog = screen.getByRole('dialog', { name: 'Новый документ' });
    expect(dialog).toHaveTextContent('Выбран файл: reglament.pdf');
    expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeEnabled();
    const file = new File(['%PDF-1.7'], 'other.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(within(dialog).getByLabelText(/Документ \(PDF\)/), file);
    expect(onAttach).toHaveBeenCalledWith('document', file);
  });

  it("editing keeps the stored PDF: 'Обновить' enabled", () => {
    render(<all.Edit />);
    const dialog = screen.getByRole('dialog', { name: 'Документ' });
    expect(dialog).toHaveTextContent('Документ загружен. Выберите другой файл, чтобы заменить его.');
    expect(within(dialog).getByRole('button', { name: 'Обновить' })).toBeEnabled();
  });

  it("delete asks 'Удалить {title}?'", () => {
    render(<all.ConfirmDelete />);
    expect(
      screen.getByRole('alertdialog', { name: 'Удалить Регламент продаж ОГПО ВТС?' }),
    ).toBeInTheDocument();
  });
});

describe("recipients: 'Список получатели'", () => {
  it('choosing: the roles 0-8 in an accordion, nobody chosen, Добавить disabled', async () => {
    render(<all.RecipientsChoosing />);
    const dialog = screen.getByRole('dialog', { name: 'Список получатели' });
    const users = within(dialog).getByRole('region', { name: 'Пользователи' });
    expect(users.querySelectorAll('details')).toHaveLength(9);
    expect(within(dialog).getByText('Получатели не выбраны')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Добавить' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Очистить' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it("chosen: the right list, 'Добавить всех' of a fully chosen role disabled, remove and clear", async () => {
    const handlers = recipientsHandlers();
    const user = userEvent.setup();
    render(
      <RecipientsDialog
        view={recipientsView([
          { type: 'xstate.done.actor.loadRecipients', output: { confirmers: [], groups: MODEL_USER_GROUPS } },
          { type: 'ADD', userId: 4 },
          { type: 'ADD_ALL', role: 2 },
        ])}
        agreementTitle="Регламент"
        {...handlers}
      />,
    );
    const chosen = screen.getByRole('region', { name: 'Выбранные получатели' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Менеджеров Марат', 'Бухгалтерова Бибигуль']);
    expect(screen.getByRole('button', { name: 'Добавить всех: Бухгалтер', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Добавить всех: Менеджер', hidden: true })).toBeEnabled();
    await user.click(within(chosen).getByRole('button', { name: 'Убрать: Менеджеров Марат' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(handlers.onClear).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(handlers.onSubmit).toHaveBeenCalled();
  });

  it("read-only: id, role, status icon, full name and 'Экспорт'", async () => {
    render(<all.RecipientsReadOnly />);
    const table = screen.getByRole('table', { name: 'Список получатели' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Роль', 'Статус', 'ФИО']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(MODEL_CONFIRMERS.length);
    expect(within(rows[0]!).getByRole('img', { name: 'Согласовано' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Не согласовано' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Отправлено' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Менеджер');
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it("'Экспорт' asks for the file; while it downloads the button waits", async () => {
    const onExport = fn();
    const loadedReadOnly = {
      type: 'xstate.done.actor.loadRecipients',
      output: { confirmers: MODEL_CONFIRMERS, groups: MODEL_USER_GROUPS },
    } as const;
    const handlers = { ...recipientsHandlers(), onExport };
    const { rerender } = render(
      <RecipientsDialog view={recipientsView([loadedReadOnly])} agreementTitle="Кодекс" {...handlers} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Экспорт' }));
    expect(onExport).toHaveBeenCalled();
    rerender(
      <RecipientsDialog
        view={recipientsView([loadedReadOnly, { type: 'EXPORT' }])}
        agreementTitle="Кодекс"
        {...handlers}
      />,
    );
    expect(screen.getByRole('button', { name: /Выгрузка/ })).toBeDisabled();
  });
});
