import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InstructionScreen } from '@sakta/ui';
import { SAMPLE_PDF_BASE64 } from '../fixtures-public';

/**
 * The instruction page's content (inside the app shell): the PDF the app fetched with the session's token, in a
 * frame, with 'Открыть в новой вкладке' above and the viewer's 'Скачать' below.
 */
const meta = {
  title: 'Screens/Instruction',
  tags: ['hand'],
  parameters: { hand: 'the instruction page with its PDF: no machine' },
  component: InstructionScreen,
  args: {
    view: { status: 'ready', document: SAMPLE_PDF_BASE64, error: null },
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InstructionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample PDF drawn by pdf.js. */
export const Default: Story = {};
/** With the product's own title. */
export const ProductTitle: Story = { args: { title: 'Инструкция ОГПО ВТС' } };
/** While the file comes: the loader; the open button waits. */
export const Loading: Story = { args: { view: { status: 'loading', document: null, error: null } } };
/** The file could not be fetched: the failure with 'Повторить'. */
export const Failed: Story = {
  args: { view: { status: 'failed', document: null, error: 'Инструкция не найдена' } },
};
/** The file came but is not a PDF: 'Не удалось открыть документ'. */
export const Broken: Story = {
  args: { view: { status: 'ready', document: btoa('not a pdf'), error: null } },
};
