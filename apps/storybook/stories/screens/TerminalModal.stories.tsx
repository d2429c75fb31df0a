// Stories of the terminal modal 'Новый терминал (касса)': the production terminal modal machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TerminalModal } from '@sakta/ui';
import { failed, offline } from '../replay';
import { ApiError } from '@sakta/core';
import {
  NEW_TERMINAL_TYPED,
  editTerminalLoaded,
  newTerminalLoaded,
  terminalFormView,
} from '../fixtures-organisation';
import { terminalModalHandlers } from '../handlers';

const meta = {
  title: 'Screens/TerminalModal',
  tags: ['hand'],
  parameters: { hand: 'the terminal modal with values typed and refused' },
  component: TerminalModal,
  args: {
    view: terminalFormView(null, [newTerminalLoaded]),
    ...terminalModalHandlers(),
  },
} satisfies Meta<typeof TerminalModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new terminal, empty: check and save disabled. */
export const New: Story = {};
/** terminal-item failed. */
export const LoadFailed: Story = { args: { view: terminalFormView(1, [offline('loadItem')]) } };
/** Terminal of 5 characters: save stays disabled. */
export const TerminalTooShort: Story = {
  args: {
    view: terminalFormView(null, [newTerminalLoaded, { type: 'EDIT', field: 'terminal', value: '12345' }]),
  },
};
/** Everything typed: check and save enabled. */
export const Filled: Story = { args: { view: terminalFormView(null, NEW_TERMINAL_TYPED) } };
/** The authorization check running. */
export const Checking: Story = {
  args: { view: terminalFormView(null, [...NEW_TERMINAL_TYPED, { type: 'CHECK' }]) },
};
/** Saving. */
export const Saving: Story = {
  args: { view: terminalFormView(null, [...NEW_TERMINAL_TYPED, { type: 'SAVE' }]) },
};
/** The server refused the save: its message in a red alert. */
export const SaveRefused: Story = {
  args: {
    view: terminalFormView(null, [
      ...NEW_TERMINAL_TYPED,
      { type: 'SAVE' },
      failed('saveTerminal', ApiError.rejected(['Терминал 88880005 уже существует'], 409)),
    ]),
  },
};
/** Editing terminal 88880001: its title, the password left empty (kept on the server). */
export const Edit: Story = { args: { view: terminalFormView(1, [editTerminalLoaded]) } };
