import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { ORG_SIGNATORIES } from '@sakta/core/testing';
import * as stories from '../stories/screens/SignatoriesTab.stories';
import { seriousViolations } from './axe';

/** The signatories tab over its stories. */
const all = composeStories(stories);
const [active, blocked] = ORG_SIGNATORIES as [(typeof ORG_SIGNATORIES)[0], (typeof ORG_SIGNATORIES)[0]];

describe('signatories tab', () => {
  it('ID, IIN, name, status; block for an active one, activate or delete for a blocked one', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<all.List onChange={onChange} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'ИИН', 'ФИО', 'Статус', 'Действия']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Заблокировать']);
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Активировать', 'Удалить']);
    expect(first).toHaveTextContent('Активен');
    expect(second).toHaveTextContent('Заблокирован');
    await user.click(within(second).getByRole('button', { name: `Удалить: ${blocked.title}` }));
    expect(onChange).toHaveBeenCalledWith(blocked, 0);
    await user.click(within(first).getByRole('button', { name: `Заблокировать: ${active.title}` }));
    expect(onChange).toHaveBeenCalledWith(active, 2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('deleting asks for a confirmation', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    const user = userEvent.setup();
    render(<all.ConfirmDelete onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить подписанта?' });
    expect(dialog).toHaveTextContent(blocked.title);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(onConfirm).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the row being changed has its buttons disabled; empty and failed lists', () => {
    const a = render(<all.Changing />);
    expect(screen.getByRole('button', { name: `Заблокировать: ${active.title}` })).toBeDisabled();
    a.unmount();
    const b = render(<all.Empty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    b.unmount();
    render(<all.Failed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});

describe('signatories tab, read only', () => {
  it('roles outside the moderator group see no actions', () => {
    render(<all.ReadOnly />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });
});
