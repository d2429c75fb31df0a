// The consent page /kdp/{iin} in Kazakh: every state of Consent.stories.tsx with the page's language 'kk' (the
// designers review both; the component tests run axe on both).
import type { Meta, StoryObj } from '@storybook/react-vite';
import russian, * as ru from './Consent.stories';

const meta = {
  ...russian,
  title: 'Screens/Consent (қазақша)',
  parameters: {
    ...russian.parameters,
    hand: 'every state of Consent.stories in Kazakh: the language the graph does not choose',
  },
  args: { ...russian.args, language: 'kk' },
} satisfies Meta<typeof russian.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = ru.Loading;
export const Form: Story = ru.Form;
export const CodeFilled: Story = ru.CodeFilled;
export const Downloading: Story = ru.Downloading;
export const Verifying: Story = ru.Verifying;
export const WrongCode: Story = ru.WrongCode;
export const CodeExpired: Story = ru.CodeExpired;
export const CodeBlocked: Story = ru.CodeBlocked;
export const CodesLocked: Story = ru.CodesLocked;
export const CodeNone: Story = ru.CodeNone;
export const VerifyOffline: Story = ru.VerifyOffline;
export const Accepted: Story = ru.Accepted;
export const NoAccess: Story = ru.NoAccess;
export const Failed: Story = ru.Failed;
export const FailedOffline: Story = ru.FailedOffline;
export const FailedServer: Story = ru.FailedServer;
