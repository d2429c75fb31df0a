import { useEffect, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { onMockCall } from 'storybook/test';
import * as dialogStories from '../stories/primitives/Dialog.stories';

/**
 * Issue 44, item 6: every dialog of the app opens on its first useful control (never on 'Закрыть') and gives the
 * focus back to what opened it when Esc closes it. The walk finds the dialogs itself: it renders every story of
 * Storybook behind a button 'Открыть диалог', and a story that shows a dialog when the button opens it is walked.
 */

// pdf.js cannot run in jsdom (no DOMMatrix, no canvas): the dialogs' PDF viewers get the fake (ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const files = import.meta.glob<Record<string, unknown>>('../stories/**/*.stories.tsx', { eager: true });

const OPENER = 'Открыть диалог';

/**
 * The screen around a story: 'Открыть диалог' shows it (the story's dialog opens with the focus on the button). The
 * story's handlers (Storybook's fn(), wherever the story passes them) close it once Esc was pressed: the first one
 * Esc calls (onClose, onCancel, onOpenChange...), as the screen's state would.
 */
function Screen({ Story, escaped }: { Story: ComponentType; escaped: { current: boolean } }) {
  const [open, setOpen] = useState(false);
  useEffect(() => onMockCall(() => (escaped.current ? setOpen(false) : undefined)), [escaped]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {OPENER}
      </button>
      {open ? <Story /> : null}
    </>
  );
}

const openDialogs = () => [...document.querySelectorAll<HTMLElement>('[role=dialog],[role=alertdialog]')];

/** What a person hears of an element: its aria-label, its label, its text, or its role. */
function nameOf(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  const label =
    el.getAttribute('aria-label') ??
    (labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null) ??
    (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
      ? [...(el.labels ?? [])].map((l) => l.textContent).join(' ')
      : null) ??
    el.textContent;
  return label?.replace(/\s+/g, ' ').trim() || `<${el.tagName.toLowerCase()}>`;
}

/** A control that closes the dialog: DialogClose, the corner 'Закрыть', or one named 'Закрыть'. */
const closes = (el: Element) => el.closest('[data-dialog-close]') !== null || nameOf(el) === 'Закрыть';

/** An alert whose only answer closes it (a message one acknowledges): it may open on that answer. */
const acknowledgement = (dialog: Element) =>
  dialog.getAttribute('role') === 'alertdialog' &&
  [...dialog.querySelectorAll('button:not(:disabled),a[href],input:not(:disabled)')].every(closes);

/** Lets the dialog's effects, its lazy parts and Radix's deferred focus (a timer of 0) run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('every dialog: where the focus starts and where it goes back', () => {
  it('opens on its first useful control, and Esc gives the focus back to its opener', async () => {
    const walked: string[] = [];
    const staysOpen: string[] = [];
    const problems: string[] = [];
    for (const [path, module] of Object.entries(files)) {
      const file = path.replace('../stories/', '');
      for (const [name, Story] of Object.entries(
        composeStories(module as never) as Record<string, ComponentType>,
      )) {
        const story = `${file} ${name}`;
        const escaped = { current: false };
        render(<Screen Story={Story} escaped={escaped} />);
        const opener = screen.getByRole('button', { name: OPENER });
        opener.focus();
        fireEvent.click(opener);
        await settle();
        const dialogs = openDialogs();
        if (dialogs.length === 0) {
          cleanup();
          continue;
        }
        const active = document.activeElement;
        const start = active ? nameOf(active) : 'nothing';
        const title = dialogs.map(nameOf).join(' > ');
        const top = dialogs.find((d) => d.contains(active));
        if (!active || !top) problems.push(`${story}: opens with the focus outside the dialog (on ${start})`);
        else if (closes(active) && !acknowledgement(top)) problems.push(`${story}: opens on '${start}'`);

        escaped.current = true;
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
        await settle();
        if (openDialogs().length > 0) {
          // Esc does nothing while the dialog's action runs (saving, sending): the dialog keeps the focus
          staysOpen.push(`${story} «${title}»`);
          if (!openDialogs().some((d) => d.contains(document.activeElement)))
            problems.push(`${story}: Esc left the open dialog without the focus`);
          const dismiss = openDialogs().flatMap((d) => [...d.querySelectorAll('button:not(:disabled)')]);
          const way = dismiss.find((b) => closes(b) || /^(Отмена|Отменить)$/.test(nameOf(b)));
          if (way) problems.push(`${story}: Esc does not close it, though '${nameOf(way)}' does`);
        } else if (document.activeElement !== opener)
          problems.push(
            `${story}: after Esc the focus is on ${document.activeElement ? nameOf(document.activeElement) : 'nothing'}`,
          );
        walked.push(`${story} «${title}»: starts on «${start}»`);
        cleanup();
      }
    }
    console.info(
      `Dialogs walked (${walked.length}):\n${walked.join('\n')}\n\nStaying open on Esc (${staysOpen.length}):\n${staysOpen.join('\n')}`,
    );
    expect(problems).toEqual([]);
    expect(walked.length).toBeGreaterThan(250);
    // every story of Storybook is rendered: about 25 s of one core
  }, 300_000);

  it('when the row that opened it is gone, the focus goes on to the next row (at once, or when the list reloads)', async () => {
    const { RowRemoved, RowRemovedOnReload } = composeStories(dialogStories);
    const user = userEvent.setup();
    for (const Story of [RowRemoved, RowRemovedOnReload]) {
      render(<Story />);
      await user.click(screen.getByRole('button', { name: 'Открыть запись №12' }));
      await user.click(await screen.findByRole('button', { name: 'Решение принято' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Открыть запись №12' })).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Открыть запись №13' })).toHaveFocus());
      // the last row decided: the focus goes to the row now last
      await user.click(screen.getByRole('button', { name: 'Открыть запись №13' }));
      await user.click(await screen.findByRole('button', { name: 'Решение принято' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Открыть запись №11' })).toHaveFocus());
      cleanup();
    }
  });
});
