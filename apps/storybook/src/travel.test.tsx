import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as stories from '../stories/screens/Travel.stories';
import { seriousViolations } from './axe';

/** The travel page over its stories (spec part 2 sections 1, 2.1). */
const s = composeStories(stories);

describe('/traveling', () => {
  it('a draft read-only: insurer, travellers, countries, dates, insured sum, premium', async () => {
    render(<s.Draft />);
    expect(screen.getByRole('heading', { name: /Черновик №01JDTRAVEL0000000000000001/ })).toBeInTheDocument();
    for (const text of [
      'Нурланов Тимур Асканович',
      '850315300009',
      'Германия, Франция, Италия',
      '20.12.2026 – 05.01.2027',
      // getByText reads a no-break space as a space
      '30 000 EUR',
      '14 820,00 тг.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    const travellers = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(travellers.map((r) => r.textContent)).toEqual([
      'NURLANOV TIMUR15.03.1985N12345678',
      'NURLANOVA AIGERIM02.07.1988N23456789',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the policy sold from it: its number and status; an uncalculated draft says so', () => {
    const { unmount } = render(<s.Policy />);
    expect(screen.getByRole('heading', { name: /Договор 26VZR000042KZ/ })).toHaveTextContent('Выпущен');
    unmount();
    render(<s.Uncalculated />);
    expect(screen.getByText('Не рассчитана')).toBeInTheDocument();
  });

  it("missing: 'Черновик не найден' with the way back; failed: 'Повторить'", async () => {
    const { unmount } = render(<s.NotFound />);
    expect(screen.getByText('Черновик не найден')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К черновикам' })).toHaveAttribute('href', '/drafts');
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<s.Failed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it("an issued policy's documents: 'Документы' with the policy and the receipt; a draft has none", async () => {
    const { unmount } = render(<s.PolicyWithDocuments />);
    const section = screen.getByRole('heading', { name: 'Документы' }).closest('section')!;
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Страховой полис', 'Квитанция']);
    expect(await seriousViolations()).toEqual([]);
    unmount();
    // the slot is the sold policy's: a draft never shows it
    render(<s.Draft documents={<p>Документы</p>} />);
    expect(screen.queryByText('Документы')).toBeNull();
  });
});
