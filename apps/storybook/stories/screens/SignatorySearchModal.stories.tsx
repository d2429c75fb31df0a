// Stories of the signatory search modal: the production signatory search machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignatorySearchModal } from '@sakta/ui';
import { ORG_FOUND_SIGNATORY } from '@sakta/core/testing';
import { done, refused } from '../replay';
import { signatorySearchView } from '../fixtures-organisation';

const meta = {
  title: 'Screens/SignatorySearchModal',
  tags: ['hand'],
  parameters: { hand: 'the signatory search with people found and added' },
  component: SignatorySearchModal,
  args: { view: signatorySearchView(), onEdit: fn(), onSearch: fn(), onAdd: fn(), onClose: fn() },
} satisfies Meta<typeof SignatorySearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const BY_IIN = { type: 'EDIT', field: 'iin', value: '850 101 400 016' };

/** Empty: search disabled until a phone of 16 or an IIN of 15 characters. */
export const Empty: Story = {};
/** An IIN typed in full: search enabled. */
export const IinTyped: Story = { args: { view: signatorySearchView([BY_IIN]) } };
/** Searching. */
export const Searching: Story = { args: { view: signatorySearchView([BY_IIN, { type: 'SEARCH' }]) } };
/** Nobody found: the server's message. */
export const NotFound: Story = {
  args: {
    view: signatorySearchView([
      { type: 'EDIT', field: 'phone', value: '+7(700) 000-0000' },
      { type: 'SEARCH' },
      refused('search', ['Сотрудник не найден'], 404),
    ]),
  },
};
/** Found: name and IIN, 'Добавить в подписанты'. */
export const Found: Story = {
  args: { view: signatorySearchView([BY_IIN, { type: 'SEARCH' }, done('search', ORG_FOUND_SIGNATORY)]) },
};
/** Adding was refused: the message, the found employee still shown. */
export const AddRefused: Story = {
  args: {
    view: signatorySearchView([
      BY_IIN,
      { type: 'SEARCH' },
      done('search', ORG_FOUND_SIGNATORY),
      { type: 'ADD' },
      refused('add', ['Сотрудник уже является подписантом'], 409),
    ]),
  },
};
