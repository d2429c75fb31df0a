// Stories of the signatories tab: the list (the shared paged list) and the signatories' action machine, replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignatoriesTab } from '@sakta/ui';
import { ORG_SIGNATORIES } from '@sakta/core/testing';
import type { SignatoryRow } from '@sakta/core';
import { listView, signatoriesView } from '../fixtures-organisation';

const [active, blocked] = ORG_SIGNATORIES as [SignatoryRow, SignatoryRow];

const meta = {
  title: 'Screens/SignatoriesTab',
  tags: ['hand'],
  component: SignatoriesTab,
  parameters: {
    hand: 'the signatories with statuses and the change asked',
    layout: 'padded',
  },
  args: {
    list: listView(ORG_SIGNATORIES),
    view: signatoriesView(),
    onChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof SignatoriesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active signatory (block) and a blocked one (activate, delete). */
export const List: Story = {};
/** Blocking in progress. */
export const Changing: Story = {
  args: { view: signatoriesView([{ type: 'CHANGE', row: active, status: 2 }]) },
};
/** Deleting asks first. */
export const ConfirmDelete: Story = {
  args: { view: signatoriesView([{ type: 'CHANGE', row: blocked, status: 0 }]) },
};
export const Empty: Story = { args: { list: listView<SignatoryRow>([]) } };
export const Failed: Story = { args: { list: listView<SignatoryRow>('offline') } };
/** A role outside the moderator group: the list without actions. */
export const ReadOnly: Story = { args: { readOnly: true } };
