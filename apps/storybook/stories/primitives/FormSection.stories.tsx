// The form kit's titled section: a region named by its heading (level 2 on screens, 3 in modals and forms).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ruTerminationModal as t } from '@sakta/core';
import { Field, FormSection, Input } from '@sakta/ui';

const meta = {
  title: 'Primitives/Form kit/FormSection',
  component: FormSection,
  args: {
    title: t.beneficiaryTitle,
    children: (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.surname}>
          <Input defaultValue="Сапарова" />
        </Field>
        <Field label={t.name} required>
          <Input defaultValue="Динара" />
        </Field>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A framed block inside a form (the bank details). */
export const Boxed: Story = { args: { title: t.bankTitle, variant: 'boxed' } };

/** A screen's main part: an h2. */
export const ScreenLevel: Story = { args: { level: 2 } };

/** The tighter spacing of read-only panels. */
export const Compact: Story = {
  args: { variant: 'compact', title: 'Страхователь', children: <p className="text-sm">Нет данных</p> },
};
