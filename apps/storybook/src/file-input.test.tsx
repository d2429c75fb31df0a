import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as fileInputStories from '../stories/primitives/FileInput.stories';
import * as uploadStories from '../stories/ogpo/DocumentUploadDialog.stories';
import * as podftStories from '../stories/ogpo/PodftDocumentsDialog.stories';
import * as clientStories from '../stories/ogpo/ClientDialog.stories';
import * as agreementsStories from '../stories/screens/AgreementsAdmin.stories';
import { seriousViolations } from './axe';

/**
 * Issue 44, item 8: a file input showed the browser's 'No file chosen' beside the file the form showed as chosen.
 * Every upload is the FileInput primitive: the browser's input is kept for the keyboard and screen readers but
 * visually hidden (its own text never shows), behind the button 'Выбрать файл' and the form's own line.
 */

const s = composeStories(fileInputStories);
const upload = composeStories(uploadStories);
const podft = composeStories(podftStories);
const client = composeStories(clientStories);
const agreements = composeStories(agreementsStories);

/** What the browser paints of the native input: nothing, when it is visually hidden (the kit's sr-only). */
const visuallyHidden = (input: HTMLElement) => expect(input).toHaveClass('sr-only');

/** What a sighted user reads of a chooser, part by part (the visually hidden input left out). */
const visibleText = (chooser: Element) =>
  [...chooser.children]
    .filter((part) => !part.classList.contains('sr-only'))
    .map((part) => part.textContent?.trim())
    .join(' ');

describe('FileInput: the button and the form’s own line, never the browser’s text', () => {
  it("nothing chosen: 'Выбрать файл' and 'Файл не выбран', the native input hidden but labelled", async () => {
    const { container } = render(<s.NothingChosen />);
    const input = screen.getByLabelText(/Документ \(PDF\)/);
    expect(input).toHaveAttribute('type', 'file');
    visuallyHidden(input);
    // named by the field and by the button's text, described by the hint and by what is chosen
    expect(input).toHaveAccessibleName('Документ (PDF) Выбрать файл');
    expect(input).toHaveAccessibleDescription(/pdf, не более 4 МБ.*Файл не выбран/);
    expect(visibleText(container.querySelector('[data-slot="file-input"]')!)).toBe(
      'Выбрать файл Файл не выбран',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('a chosen file: its name beside the button, once; the same file can be chosen again', async () => {
    const user = userEvent.setup();
    const onFile = fn();
    const { container } = render(<s.NothingChosen onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Документ \(PDF\)/);
    const file = new File(['%PDF-1.7'], 'other.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(visibleText(container.querySelector('[data-slot="file-input"]')!)).toBe('Выбрать файл other.pdf');
    // emptied after each choice: nothing of the browser's remembers the file, and it may be chosen again
    expect(input.value).toBe('');
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('the keyboard reaches it by Tab (the focus ring is the button’s); disabled while an upload runs', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<s.Chosen />);
    await user.tab();
    expect(screen.getByLabelText(/Документ \(PDF\)/)).toHaveFocus();
    expect(screen.getByText('Выбрать файл').className).toContain('peer-focus-visible:ring-2');
    unmount();
    render(<s.Disabled />);
    expect(screen.getByLabelText(/Документ \(PDF\)/)).toBeDisabled();
  });

  it.each(Object.entries(s))('%s has no serious or critical axe violations', async (_n, Story) => {
    const { container } = render(<Story />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('every upload of the app is a FileInput', () => {
  const uploads = {
    "the party's documents": upload.Empty,
    'the ПОДФТ images': podft.FrontChosen,
    "the client's scan": client.SearchByScan,
    "the catalogue's PDF": agreements.ReadyToCreate,
  };

  it.each(Object.entries(uploads))(
    '%s: the browser’s input hidden behind the button; no serious axe violation',
    async (_n, Story) => {
      render(<Story />);
      const dialog = screen.getByRole('dialog');
      const inputs = [...dialog.querySelectorAll<HTMLInputElement>('input[type=file]')];
      expect(inputs.length).toBeGreaterThan(0);
      for (const input of inputs) {
        visuallyHidden(input);
        const chooser = input.closest<HTMLElement>('[data-slot="file-input"]');
        expect(chooser).not.toBeNull();
        expect(within(chooser!).getByText(/Выбрать файл/)).toBeVisible();
      }
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it('a chosen ПОДФТ image and a chosen PDF show their names, each once', () => {
    const { unmount } = render(<podft.FrontChosen />);
    expect(screen.getAllByText('udostoverenie.png')).toHaveLength(1);
    expect(screen.getByText('Файл не выбран')).toBeVisible();
    unmount();
    render(<agreements.ReadyToCreate />);
    expect(screen.getAllByText(/reglament\.pdf/)).toHaveLength(1);
  });
});
