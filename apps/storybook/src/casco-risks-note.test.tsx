import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { CascoNoteDialog } from '@sakta/ui';
import * as riskStories from '../stories/casco/RisksDialog.stories';
import * as noteStories from '../stories/casco/NoteDialog.stories';
import { seriousViolations } from './axe';

const risks = composeStories(riskStories);
const notes = composeStories(noteStories);

/** Each body row's cells as read: the risk and its deductible. */
const rows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The footer's button (the corner's cross is named 'Закрыть' too). */
const footerButton = (name: string) =>
  within(screen.getByRole('dialog')).getAllByRole('button', { name })[0]!;

describe('Casco risks modal', () => {
  it.each(Object.entries(risks))('%s: titled, no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Страховые риски');
    expect(await seriousViolations()).toEqual([]);
  });

  it('trucks: damage at the chosen 1 %, theft and total loss at 10 %; read-only', () => {
    render(<risks.Trucks />);
    const dialog = screen.getByRole('dialog', { name: 'Страховые риски' });
    expect(dialog).toHaveAccessibleDescription('Безусловная франшиза по каждому риску, % от страховой суммы');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Риск', 'Безусловная франшиза, %']);
    expect(rows(dialog)).toEqual([
      ['Ущерб', '1'],
      ['Хищение, угон', '10'],
      ['Полная гибель', '10'],
    ]);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it("special machinery with the accident risk: the accident 'не применяется'; Закрыть and Esc close", async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(<risks.SpecialMachineryWithAccident onClose={onClose} />);
    expect(rows(screen.getByRole('dialog'))).toEqual([
      ['Ущерб', '5'],
      ['Хищение, угон', '10'],
      ['Полная гибель', '10'],
      ['Несчастный случай с водителем (оператором)', 'не применяется'],
    ]);
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Закрыть' })[0]!);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Casco note modal', () => {
  it.each(Object.entries(notes))('%s: titled, no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Примечание');
    expect(await seriousViolations()).toEqual([]);
  });

  it('Сохранить gives the typed note; the text area has the focus', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    render(<notes.Empty onSave={onSave} />);
    const area = screen.getByRole('textbox', { name: 'Текст примечания' });
    expect(area).toHaveFocus();
    await user.type(area, 'Залог: договор № 7');
    await user.click(footerButton('Сохранить'));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Залог: договор № 7');
  });

  it('Отмена and Esc leave the note as it was; the modal opens again on the policy’s note', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    const onClose = fn();
    const note = notes.WithNote.args.value!;
    const { rerender } = render(<CascoNoteDialog open value={note} onSave={onSave} onClose={onClose} />);
    const area = screen.getByRole('textbox', { name: 'Текст примечания' });
    expect(area).toHaveValue(note);
    await user.type(area, ' Изменено.');
    await user.click(footerButton('Отмена'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
    // the page closes it and opens it again: the draft is gone
    rerender(<CascoNoteDialog open={false} value={note} onSave={onSave} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<CascoNoteDialog open value={note} onSave={onSave} onClose={onClose} />);
    expect(screen.getByRole('textbox', { name: 'Текст примечания' })).toHaveValue(note);
  });
});
