import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { PdfViewer } from '@sakta/ui';
import * as viewerStories from '../stories/primitives/PdfViewer.stories';
import * as instructionStories from '../stories/screens/Instruction.stories';
import { SAMPLE_PDF_BASE64, SAMPLE_PDF_URL } from '../stories/fixtures-public';
import { fake } from './pdfjs-fake';
import { seriousViolations } from './axe';

// pdf.js cannot run in jsdom (no DOMMatrix, no canvas): the viewer gets the fake (the path is ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const viewer = composeStories(viewerStories);
const instruction = composeStories(instructionStories);

// Reset before each test: the previous test's unmount (the shared cleanup) also destroys its loading task.
beforeEach(() => fake.reset());
afterEach(() => vi.unstubAllGlobals());

/** Waits for the pages (the first render of the file also loads the viewer's lazy chunk). */
const pages = () => screen.findAllByRole('img', { name: /^Страница \d+ из \d+$/ }, { timeout: 5000 });

describe('PdfViewer', () => {
  it('a base64 document: a named, focusable frame with every page, the page count and "Скачать"', async () => {
    render(<viewer.Base64 />);
    expect(await pages()).toHaveLength(2);
    const frame = screen.getByRole('document', { name: 'Образец документа' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveStyle({ height: '520px' });
    expect(frame).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Скачать' });
    expect(download).toHaveAttribute('href', `data:application/pdf;base64,${SAMPLE_PDF_BASE64}`);
    expect(download).toHaveAttribute('download', 'Образец документа.pdf');
    // pdf.js got the decoded bytes of the file
    expect(new TextDecoder().decode(fake.calls[0]?.data?.slice(0, 8))).toBe('%PDF-1.4');
    expect(fake.rendered.map((r) => r.page)).toEqual([1, 2]);
  });

  it('shows "Загрузка документа..." in a busy frame while the document loads; unmounting cancels it', async () => {
    fake.hold = true;
    const { unmount } = render(<viewer.Base64 />);
    await vi.waitFor(() => expect(fake.calls.length).toBeGreaterThan(0), { timeout: 5000 });
    const frame = screen.getByRole('document', { name: 'Образец документа' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByRole('status')).toHaveTextContent('Загрузка документа...');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    // every loading task is destroyed (StrictMode mounts effects twice in development)
    expect(fake.destroyed).toBe(fake.calls.length);
  });

  it('a file that is not a PDF: "Не удалось открыть документ" in an alert', async () => {
    render(<viewer.Broken />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Не удалось открыть документ',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a URL source is loaded by URL, with its headers; no download link', async () => {
    render(
      <PdfViewer source={{ url: SAMPLE_PDF_URL, httpHeaders: { Authorization: 'Bearer t' } }} title="Док" />,
    );
    expect(await pages()).toHaveLength(2);
    // pdf.js never evals (the CSP allows no 'unsafe-eval')
    expect(fake.calls[0]).toEqual({
      url: SAMPLE_PDF_URL,
      httpHeaders: { Authorization: 'Bearer t' },
      isEvalSupported: false,
    });
    expect(screen.queryByRole('link', { name: 'Скачать' })).not.toBeInTheDocument();
  });

  it('draws at the device pixel ratio and displays at the frame width', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    render(<viewer.Base64 />);
    const [first] = await pages();
    expect(first).toHaveStyle({ width: '800px', height: '1132px' });
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '2264');
  });

  it('the page count follows the scroll position', async () => {
    render(<viewer.Short />);
    const [, second] = await pages();
    Object.defineProperty(second!, 'offsetTop', { value: 1200 });
    const frame = screen.getByRole('document');
    Object.defineProperty(frame, 'clientHeight', { value: 260 });
    frame.scrollTop = 1150;
    fireEvent.scroll(frame);
    expect(screen.getByText('Страница 2 из 2')).toBeInTheDocument();
    frame.scrollTop = 0;
    fireEvent.scroll(frame);
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
  });

  it.each(Object.entries(viewer))('%s has no serious or critical axe violations', async (name, Story) => {
    const { container } = render(<Story />);
    if (name === 'Broken') await screen.findByRole('alert', {}, { timeout: 5000 });
    else await pages();
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Instruction screen', () => {
  it('the PDF in a frame named "Инструкция", the viewer’s download, and "Открыть в новой вкладке" asks the app', async () => {
    const onOpen = fn();
    render(<instruction.Default onOpen={onOpen} />);
    expect(await pages()).toHaveLength(2);
    expect(screen.getByRole('document', { name: 'Инструкция' })).toBeInTheDocument();
    // pdf.js got the file the app fetched (no URL of its own: the file needs the session's token)
    expect(fake.calls[0]?.data).toEqual(Uint8Array.from(atob(SAMPLE_PDF_BASE64), (c) => c.charCodeAt(0)));
    expect(fake.calls[0]).not.toHaveProperty('url');
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute('download', 'Инструкция.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть в новой вкладке' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("takes the product's title", async () => {
    render(<instruction.ProductTitle />);
    await pages();
    expect(screen.getByRole('document', { name: 'Инструкция ОГПО ВТС' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute(
      'download',
      'Инструкция ОГПО ВТС.pdf',
    );
  });

  it('while the file comes: a loader, and nothing to open yet', () => {
    render(<instruction.Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка документа...');
    expect(screen.getByRole('button', { name: 'Открыть в новой вкладке' })).toBeDisabled();
  });

  it('a failed fetch: its message and "Повторить"', async () => {
    const onRetry = fn();
    render(<instruction.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть документ');
    expect(screen.getByRole('alert')).toHaveTextContent('Инструкция не найдена');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a file that is not a PDF: "Не удалось открыть документ"', async () => {
    render(<instruction.Broken />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Не удалось открыть документ',
    );
  });

  it.each(Object.entries(instruction))(
    '%s has no serious or critical axe violations',
    async (name, Story) => {
      const { container } = render(<Story />);
      if (name === 'Broken') await screen.findByRole('alert', {}, { timeout: 5000 });
      else if (name === 'Default' || name === 'ProductTitle') await pages();
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
