import { expect } from 'vitest';
import { within } from '@testing-library/react';

/**
 * What a list whose every column the spec names must show at any width (issue 44 item 7): its table is laid out
 * to fit (`Table layout="cards"`: styles.css wraps the headers and tightens the cells in a wide frame, and makes
 * each row a card in a frame narrower than 48rem), and every cell of every row carries its column's name, which
 * the card shows above the value. jsdom does no layout, so this checks what the stylesheet acts on: the frame's
 * layout and each cell's `data-label`. Returns the column names read from the header.
 */
export function expectFittingTable(table: HTMLElement, unlabelled: readonly string[] = []): string[] {
  const frame = table.closest('[data-slot="table-container"]') as HTMLElement;
  expect(frame.dataset.layout).toBe('cards');
  // the roles are explicit: a browser that drops a restyled table's semantics still reads rows and cells
  expect(table).toHaveAttribute('role', 'table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const labels = within(row)
      .getAllByRole('cell')
      .map((c) => c.dataset.label ?? '');
    expect(labels).toEqual(headers.map((h) => (unlabelled.includes(h) ? '' : h)));
  }
  return headers;
}
