// Stories of the chief dialog ('Руководитель' / 'Собственник'): the production chief dialog machine, replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChiefDialog } from '@sakta/ui';
import { done, offline, refused } from '../replay';
import { OGPO_CHIEF_LEADER, chiefView } from './client-fixtures';
import { chiefDialogHandlers } from '../handlers';

const meta = {
  title: 'OGPO/ChiefDialog',
  tags: ['hand'],
  parameters: {
    hand: 'the chief dialog with the records a designer names (the leader found, an owner, long names); ogpo-chief tests read them',
  },
  component: ChiefDialog,
  args: {
    view: chiefView([]),
    ...chiefDialogHandlers(),
  },
} satisfies Meta<typeof ChiefDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const IIN = [{ type: 'QUERY', patch: { iin: '760911300022' } }] as const;
const FOUND = [...IIN, { type: 'SEARCH' }, done('search', { rows: [OGPO_CHIEF_LEADER] })] as const;
const NOT_FOUND = [
  { type: 'QUERY', patch: { document: 'X0000001' } },
  { type: 'SEARCH' },
  done('search', { rows: [], notice: 'Клиент не найден' }),
] as const;

/** Step 0, the leader: search disabled until a 12-digit IIN or a document number. */
export const Search: Story = {};
/** 'Собственник' (a beneficial owner). */
export const SearchBeneficiary: Story = { args: { view: chiefView([], 'beneficiary') } };
/** An 11-digit IIN: search still disabled. */
export const IinIncomplete: Story = {
  args: { view: chiefView([{ type: 'QUERY', patch: { iin: '76091130002' } }]) },
};
/** Searching. */
export const Searching: Story = { args: { view: chiefView([...IIN, { type: 'SEARCH' }]) } };
/** The search failed (network): the message, the IIN kept. */
export const SearchFailed: Story = {
  args: { view: chiefView([...IIN, { type: 'SEARCH' }, offline('search')]) },
};
/** Step 1: found. */
export const Found: Story = { args: { view: chiefView(FOUND) } };
/** Step 2: 'Клиент не найден'. */
export const NotFound: Story = { args: { view: chiefView(NOT_FOUND) } };
/** The manual form after not found. */
export const ManualForm: Story = { args: { view: chiefView([...NOT_FOUND, { type: 'CREATE' }]) } };
/** The manual form submitted incomplete. */
export const ManualIncomplete: Story = {
  args: { view: chiefView([...NOT_FOUND, { type: 'CREATE' }, { type: 'SUBMIT' }]) },
};
/** The found leader picked. */
export const Picked: Story = { args: { view: chiefView([...FOUND, { type: 'PICK', index: 0 }]) } };
/** Saving. */
export const Saving: Story = {
  args: { view: chiefView([...FOUND, { type: 'PICK', index: 0 }, { type: 'SUBMIT' }]) },
};
/** set-chief refused. */
export const SaveRefused: Story = {
  args: {
    view: chiefView([
      ...FOUND,
      { type: 'PICK', index: 0 },
      { type: 'SUBMIT' },
      refused('save', ['Заполните фамилию, имя, документ и (для резидента) ИИН'], 400),
    ]),
  },
};
/** Editing the leader of the policy. */
export const Edit: Story = { args: { view: chiefView([], 'leader', OGPO_CHIEF_LEADER) } };
