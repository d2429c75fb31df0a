import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/ogpo/panel-success.stories';
import { PREMIUM_TEXT } from '../stories/ogpo/panel-fixtures';
import { seriousViolations } from './axe';

/** The OGPO success card over its stories: the ticket, while 1C assigns the global number and after. */
const s = composeStories(stories);

const card = () => screen.getByRole('region', { name: 'Договор успешно создан' });
const value = (label: string) => within(card()).getByText(label).nextElementSibling?.textContent;

describe('the OGPO success card', () => {
  it.each(Object.entries(s))('%s: no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the number, the global number, the dates and the premium; takes the focus', () => {
    render(<s.Issued />);
    expect(screen.getByRole('heading', { name: 'Договор успешно создан' })).toHaveFocus();
    expect(value('Номер договора')).toBe('26-OGPO-100815');
    expect(value('Глобальный номер')).toBe('2611-0000815-OGPO');
    expect(value('Дата начала')).toBe('26.11.2026');
    expect(value('Дата окончания')).toBe('25.11.2027');
    expect(value('Премия')).toBe(PREMIUM_TEXT);
    // issue 43 item 15: each number is one piece, never broken at its hyphens
    for (const number of ['26-OGPO-100815', '2611-0000815-OGPO'])
      expect(screen.getByText(number)).toHaveClass('whitespace-nowrap');
  });

  it("opens the receipt and the policy, and 'OK' ends the sale", async () => {
    const user = userEvent.setup();
    const send = fn();
    render(<s.Issued send={send} />);
    await user.click(within(card()).getByRole('button', { name: 'Квитанция' }));
    await user.click(within(card()).getByRole('button', { name: 'Полис' }));
    await user.click(within(card()).getByRole('button', { name: 'OK' }));
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'OPEN_DOCUMENT', document: 1 },
      { type: 'OPEN_DOCUMENT', document: 0 },
      { type: 'DONE' },
    ]);
  });

  it("while 1C assigns the global number: 'Присваивается в 1С…', announced politely; documents wait", () => {
    render(<s.Processing />);
    const global = within(card()).getByText('Присваивается в 1С…');
    expect(global.closest('[aria-live="polite"]')).not.toBeNull();
    const receipt = within(card()).getByRole('button', { name: 'Квитанция' });
    expect(receipt).toBeDisabled();
    expect(receipt).toHaveAccessibleDescription(
      'Квитанция и полис откроются, когда 1С присвоит глобальный номер.',
    );
    expect(within(card()).getByRole('button', { name: 'OK' })).toBeEnabled();
  });
});
