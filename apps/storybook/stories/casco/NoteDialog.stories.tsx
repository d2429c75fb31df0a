// Stories of the casco note modal (spec part 2 section 2.4): the policy's note, conditions.add_info.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CascoNoteDialog } from '@sakta/ui';

const meta = {
  title: 'Casco/NoteDialog',
  tags: ['hand'],
  parameters: { hand: "the note modal, the page's own component state (not a machine)" },
  component: CascoNoteDialog,
  args: { open: true, value: '', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof CascoNoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No note yet. */
export const Empty: Story = {};
/** The policy's note as saved: the modal starts from it. */
export const WithNote: Story = {
  args: { value: 'Техника хранится на охраняемой площадке заёмщика, г. Караганда, ул. Складская, 4.' },
};
