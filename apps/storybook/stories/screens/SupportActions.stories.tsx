import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SupportActions, SupportRequestInfo, type SupportActionsProps } from '@sakta/ui';
import { SUPPORT_PAGE, SUPPORT_ROWS } from '@sakta/core/testing';
import { actionRefused, pageLoaded, supportModal } from '../fixtures-support';
import { failed } from '../replay';

/**
 * What a support request adds to the policy modal (spec part 2 sections 2.7, 2.8, 4.5, 8): its support info and its
 * actions: 'Аннулировать' and 'Отклонить' ask first, 'Расторгнуть' answers 'Данная операция недоступна'; only status
 * 10 shows none. Each the real support machine after the listed events.
 */
function SupportRequestSlots(props: SupportActionsProps) {
  return (
    <div className="grid max-w-3xl gap-4">
      <SupportActions {...props} />
      <SupportRequestInfo row={props.modal.row} />
    </div>
  );
}

const open = (n: number) => [pageLoaded(SUPPORT_PAGE), { type: 'OPEN' as const, row: SUPPORT_ROWS[n]! }];

const meta = {
  title: 'Screens/SupportActions',
  tags: ['hand'],
  component: SupportRequestSlots,
  parameters: {
    hand: 'the actions of a request by status (an error request, a closed one)',
    layout: 'padded',
  },
  args: {
    modal: supportModal(open(0)),
    onRescind: fn(),
    onReject: fn(),
    onDissolve: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SupportRequestSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: the three actions. */
export const NewRequest: Story = {};
/** A request in error: it may be decided again. */
export const ErrorRequest: Story = { args: { modal: supportModal(open(2)) } };
/** 'Аннулировать' asks first. */
export const AskRescind: Story = { args: { modal: supportModal([...open(0), { type: 'RESCIND' }]) } };
/** 'Отклонить' asks first. */
export const AskReject: Story = { args: { modal: supportModal([...open(1), { type: 'REJECT' }]) } };
/** The server refused: its message above the actions. */
export const ActionFailed: Story = {
  args: {
    modal: supportModal([...open(0), { type: 'REJECT' }, { type: 'CONFIRM' }, failed('act', actionRefused)]),
  },
};
/** A worked request (1): the actions stay (4.5 hides them only for 10). */
export const Worked: Story = { args: { modal: supportModal(open(3)) } };
/** Status 10 (refused): the actions are hidden. */
export const Closed: Story = { args: { modal: supportModal(open(4)) } };
