import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfViewer } from '@sakta/ui';
import { SAMPLE_PDF_BASE64, SAMPLE_PDF_URL } from '../fixtures-public';

/**
 * The product's PDF viewer: pdf.js (loaded lazily, never in the main bundle) draws every page fitted to the
 * frame's width, at the screen's pixel ratio.
 */
const meta = {
  title: 'Primitives/PdfViewer',
  component: PdfViewer,
  args: { source: { base64: SAMPLE_PDF_BASE64 }, title: 'Образец документа', height: 520 },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A base64 document (as /func/otp receives it), with the 'Скачать' link. */
export const Base64: Story = {};
/** A document by URL (the instruction), no download link. */
export const Url: Story = { args: { source: { url: SAMPLE_PDF_URL } } };
/** A low frame: the pages scroll inside it. */
export const Short: Story = { args: { height: 260 } };
/** Not a PDF: 'Не удалось открыть документ'. */
export const Broken: Story = { args: { source: { base64: 'bm90IGEgcGRm' } } };
