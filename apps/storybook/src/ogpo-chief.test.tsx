import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/ogpo/ChiefDialog.stories';
import { seriousViolations } from './axe';

/** The chief dialog over its stories. */
const s = composeStories(stories);
const dialog = () => screen.getByRole('dialog');

describe('chief dialog', () => {
  it.each(Object.entries(s))('%s: no serious axe violations', async (_name, Story) => {
    render(<Story />);
    expect(await seriousViolations()).toEqual([]);
  });

  it("titles 'Руководитель' and 'Собственник'; search enabled only with 12 digits or a number", () => {
    const leader = render(<s.Search />);
    expect(within(dialog()).getByRole('heading', { name: 'Руководитель' })).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Найти' })).toBeDisabled();
    leader.unmount();
    const owner = render(<s.SearchBeneficiary />);
    expect(within(dialog()).getByRole('heading', { name: 'Собственник' })).toBeVisible();
    owner.unmount();
    const short = render(<s.IinIncomplete />);
    expect(within(dialog()).getByRole('button', { name: 'Найти' })).toBeDisabled();
    short.unmount();
  });

  it('found, not found with the manual form, incomplete, refused', () => {
    const found = render(<s.Found />);
    expect(within(dialog()).getByText('Сулейменов Бауыржан Асанович')).toBeVisible();
    found.unmount();
    const nf = render(<s.NotFound />);
    expect(within(dialog()).getByText('Клиент не найден')).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Заполните данные вручную' })).toBeEnabled();
    nf.unmount();
    const manual = render(<s.ManualForm />);
    expect(within(dialog()).getByLabelText(/^Номер документа/)).toHaveValue('X0000001');
    manual.unmount();
    const incomplete = render(<s.ManualIncomplete />);
    expect(
      within(dialog()).getByText('Пожалуйста, заполните все обязательные поля, чтобы продолжить.'),
    ).toBeVisible();
    incomplete.unmount();
    render(<s.SaveRefused />);
    expect(
      within(dialog()).getByText('Заполните фамилию, имя, документ и (для резидента) ИИН'),
    ).toBeVisible();
  });

  it('the IIN in groups of three (5.1, issue 43 item 22), in the search and in the form; the digits go on', async () => {
    const onQuery = fn();
    const user = userEvent.setup();
    const search = render(<s.IinIncomplete onQuery={onQuery} />);
    const iin = within(dialog()).getByRole('textbox', { name: 'ИИН' });
    expect(iin).toHaveValue('760 911 300 02');
    await user.type(iin, '2');
    expect(onQuery).toHaveBeenLastCalledWith({ iin: '760911300022' });
    search.unmount();
    render(<s.Picked />);
    expect(within(dialog()).getByRole('textbox', { name: /^ИИН/ })).toHaveValue('760 911 300 022');
  });

  it('says under the title what to do at each step, in words, never a step number (issue 43, item 11)', () => {
    const expectSubtitle = (Story: (typeof s)[keyof typeof s], text: string) => {
      const r = render(<Story />);
      expect(dialog()).toHaveAccessibleDescription(text);
      r.unmount();
    };
    expectSubtitle(s.Search, 'Найдите человека по ИИН или номеру документа');
    expectSubtitle(s.Found, 'Выберите человека из найденных');
    // a person picked from the found ones is found, not 'not found'
    expectSubtitle(s.Picked, 'Проверьте данные и сохраните');
    expectSubtitle(s.NotFound, 'Клиент не найден: заполните данные вручную');
    expectSubtitle(s.ManualForm, 'Клиент не найден: заполните данные вручную');
    expectSubtitle(s.Edit, 'Проверьте данные и сохраните');
  });
});
