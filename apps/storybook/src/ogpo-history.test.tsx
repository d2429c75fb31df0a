import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { HISTORY_CURRENT_DRAFT, HISTORY_ISSUED_POLICY_ID } from '@sakta/core/testing';
import * as stories from '../stories/ogpo/HistoryPanel.stories';
import { seriousViolations } from './axe';

/** The sale pages' history side panel over its stories (spec part 2 section 2.1). */
const s = composeStories(stories);

const panel = () => screen.getByRole('dialog', { name: 'История' });
const entries = () => within(panel()).getAllByRole('listitem');

describe('the OGPO history panel', () => {
  it('a round clock button opens it', async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<s.Closed onOpen={onOpen} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'История' }));
    expect(onOpen).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it("the drafts: 'Отображаются последние 10 записей', the page's draft highlighted, links to the OGPO page", async () => {
    render(<s.Drafts />);
    expect(panel()).toHaveTextContent('Отображаются последние 10 записей');
    expect(within(panel()).getByRole('tab', { name: 'Черновики' })).toHaveAttribute('aria-selected', 'true');
    expect(entries()).toHaveLength(4);
    const current = entries()[0]!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('Текущий черновик');
    for (const text of [
      HISTORY_CURRENT_DRAFT,
      'MUELLER ANNA',
      'C4F9K2L71',
      'Временный въезд',
      '24.11.2026 10:15',
    ])
      expect(current).toHaveTextContent(text);
    expect(within(current).getByRole('link')).toHaveAttribute(
      'href',
      `/ogpo?product=2&draft=${HISTORY_CURRENT_DRAFT}`,
    );
    expect(
      entries()
        .slice(1)
        .every((e) => !e.hasAttribute('aria-current')),
    ).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it("an entry's number and the insurer's document are one piece each (issue 43 item 15)", () => {
    render(<s.Drafts />);
    const current = entries()[0]!;
    expect(within(current).getByText('C4F9K2L71')).toHaveAttribute('data-slot', 'identifier');
    expect(within(current).getByText(new RegExp(HISTORY_CURRENT_DRAFT))).toHaveClass('whitespace-nowrap');
  });

  it('the policies with their status badges; each opens in the policy modal, not the sale page', async () => {
    const onOpenPolicy = fn();
    const user = userEvent.setup();
    render(<s.Policies onOpenPolicy={onOpenPolicy} />);
    expect(within(panel()).getByRole('tab', { name: 'Договоры' })).toHaveAttribute('aria-selected', 'true');
    const badges = entries().map((e) => e.querySelector('[data-slot="badge"]'));
    expect(badges.map((b) => [b?.textContent, b?.getAttribute('data-variant')])).toEqual([
      ['Выпущен', 'success'],
      ['Новый', 'primary'],
      ['Ошибка', 'danger'],
      ['В обработке', 'warning'],
    ]);
    // a sold policy's draft is a draft no more ('Черновик не найден'): no entry links to the sale page
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
    const issued = within(entries()[0]!).getByRole('button');
    expect(issued).toHaveAttribute('aria-haspopup', 'dialog');
    expect(issued).toHaveAccessibleName(/№2026-0012345.*Выпущен/);
    await user.click(issued);
    expect(onOpenPolicy).toHaveBeenCalledWith(HISTORY_ISSUED_POLICY_ID);
    // one sold without a draft opens too
    await user.click(within(entries()[2]!).getByRole('button'));
    expect(onOpenPolicy).toHaveBeenLastCalledWith(2103);
    expect(await seriousViolations()).toEqual([]);
  });

  it('while a policy is open in the modal the panel is hidden; the clock button stays', () => {
    render(<s.PolicyOpened />);
    expect(screen.queryByRole('dialog', { name: 'История' })).toBeNull();
    expect(screen.getByRole('button', { name: 'История' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the empty texts of each tab', () => {
    const { unmount } = render(<s.EmptyDrafts />);
    expect(panel()).toHaveTextContent('Записи по черновикам не найдены');
    unmount();
    render(<s.EmptyPolicies />);
    expect(panel()).toHaveTextContent('Записи по договору не найдены');
  });

  it('Закрыть, Обновить and the tabs report to the machine; a failed load offers Обновить', async () => {
    const onClose = fn();
    const onRefresh = fn();
    const onTab = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Drafts onClose={onClose} onRefresh={onRefresh} onTab={onTab} />);
    await user.click(within(panel()).getByRole('tab', { name: 'Договоры' }));
    expect(onTab).toHaveBeenCalledWith('policies');
    await user.click(within(panel()).getByRole('button', { name: 'Обновить' }));
    expect(onRefresh).toHaveBeenCalled();
    await user.click(within(panel()).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    render(<s.Failed />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(await seriousViolations()).toEqual([]);
  });
});
