// The document confirmation page /func/otp/{ulid} in Kazakh: every state of DocumentOtp.stories.tsx with the
// page's language 'kk' (the document itself stays as issued).
import type { Meta, StoryObj } from '@storybook/react-vite';
import russian, * as ru from './DocumentOtp.stories';

const meta = {
  ...russian,
  title: 'Screens/DocumentOtp (қазақша)',
  parameters: {
    ...russian.parameters,
    hand: 'every state of DocumentOtp.stories in Kazakh: the language the graph does not choose',
  },
  args: { ...russian.args, language: 'kk' },
} satisfies Meta<typeof russian.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = ru.Loading;
export const Form: Story = ru.Form;
export const CodeFilled: Story = ru.CodeFilled;
export const Verifying: Story = ru.Verifying;
export const WrongCode: Story = ru.WrongCode;
export const CodeExpired: Story = ru.CodeExpired;
export const CodeBlocked: Story = ru.CodeBlocked;
export const CodesLocked: Story = ru.CodesLocked;
export const VerifyOffline: Story = ru.VerifyOffline;
export const UnknownType: Story = ru.UnknownType;
export const NoDocument: Story = ru.NoDocument;
export const Accepted: Story = ru.Accepted;
export const AcceptedAgreement: Story = ru.AcceptedAgreement;
export const NoAccess: Story = ru.NoAccess;
export const Failed: Story = ru.Failed;
export const FailedOffline: Story = ru.FailedOffline;
export const FailedServer: Story = ru.FailedServer;
