import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/casco/KeptSale.stories';
import { seriousViolations } from './axe';

/**
 * A draft opened over a sale kept in the browser (spec part 2 section 4.1), over its stories: the question before the
 * unsaved sale is replaced, its two answers, and the kept sale's notice only while the kept sale is shown.
 */
const s = composeStories(stories);

describe('a draft opened over an unsaved sale in progress', () => {
  it.each(Object.entries(s))('%s: no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks first: the question, what is lost, and its two answers', async () => {
    const onOpenDraft = fn();
    const onKeep = fn();
    render(<s.Asked onOpenDraft={onOpenDraft} onKeep={onKeep} />);
    const question = screen.getByRole('alertdialog', {
      name: 'Текущее оформление не сохранено. Открыть черновик №01JDSAKTA0000000000000C001?',
    });
    expect(question).toHaveAccessibleDescription(
      'Данные текущего оформления, не сохранённые в черновик, будут потеряны.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Открыть черновик' }));
    expect(onOpenDraft).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить оформление' }));
    expect(onKeep).toHaveBeenCalledOnce();
    // Esc keeps the sale in progress: nothing is lost by closing the question
    await userEvent.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalledTimes(2);
    expect(onOpenDraft).toHaveBeenCalledOnce();
  });

  it("'Продолжить оформление': the kept sale, with its notice", () => {
    render(<s.SaleKept />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Восстановлено незавершённое оформление')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Транспортные средства' })).toHaveTextContent('456KTA02');
  });

  it("'Открыть черновик': the draft, and no notice of the sale it replaced", () => {
    render(<s.DraftOpened />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Восстановлено незавершённое оформление')).toBeNull();
    expect(screen.getByRole('region', { name: 'Транспортные средства' })).toHaveTextContent('123SPT02');
    expect(screen.getByRole('region', { name: 'Транспортные средства' })).not.toHaveTextContent('456KTA02');
  });
});
