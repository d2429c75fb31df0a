// The file chooser of every upload (documents, ПОДФТ images, the scan, a PDF of the catalogue): the button
// 'Выбрать файл' and the form's own line of what is chosen; the browser's 'No file chosen' never shows.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Field, FileInput } from '@sakta/ui';

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  args: { onFile: fn(), accept: 'application/pdf' },
  render: function Render({ onFile, status, ...args }) {
    // the form's line of what is chosen, as the dialogs show it
    const [chosen, setChosen] = useState<string | null>(null);
    return (
      <Field label="Документ (PDF)" hint="pdf, не более 4 МБ">
        <FileInput
          {...args}
          status={chosen ?? status}
          onFile={(file) => {
            onFile(file);
            if (file) setChosen(file.name);
          }}
        />
      </Field>
    );
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the form says so in its own words. */
export const NothingChosen: Story = { args: { status: 'Файл не выбран' } };
/** A file already chosen: its name beside the button, and nothing of the browser's. */
export const Chosen: Story = { args: { status: 'reglament.pdf' } };
/** The files go to a list of their own (the documents dialog): only the button. */
export const ButtonOnly: Story = {};
/** While an upload runs. */
export const Disabled: Story = { args: { status: 'reglament.pdf', disabled: true } };
