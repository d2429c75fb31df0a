import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstructionScreen } from '@sakta/ui';
import { SAMPLE_PDF_URL } from '../fixtures-public';

/** The instruction page's content (inside the app shell): the PDF in a frame plus open and download links. */
const meta = {
  title: 'Screens/Instruction',
  component: InstructionScreen,
  args: { url: SAMPLE_PDF_URL },
} satisfies Meta<typeof InstructionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample PDF drawn by pdf.js. */
export const Default: Story = {};
/** With the product's own title. */
export const ProductTitle: Story = { args: { title: 'Инструкция ОГПО ВТС' } };
/** The file cannot be loaded: 'Не удалось открыть документ'. */
export const Broken: Story = { args: { url: '/api/pdf/instructions/missing-usage.pdf' } };
