import type { Meta, StoryObj } from '@storybook/react-vite';
import { PodftModal } from '@sakta/ui';
import {
  PODFT_DECIDED_ITEM,
  PODFT_HISTORY,
  PODFT_ITEM,
  PODFT_ROWS,
  PODFT_VEHICLE_ITEM,
  podftPage,
} from '@sakta/core/testing';
import { itemLoaded, podftModal, podftModalHandlers, podftPageLoaded, toItem } from '../fixtures-podft';
import { offline, refused } from '../replay';

/**
 * The side modal of a compliance record (spec part 2 sections 2.5, 3.8, 4.4): loading, a failed load with
 * 'Повторить', an undecided client (decision 3 by default, the images with zoom 1.8, the history), a decision
 * chosen with a comment, saving, a refused save, a decided record (read-only), a vehicle; each the real machines
 * after the listed events.
 */
const opened = [podftPageLoaded(podftPage()), { type: 'OPEN', id: 12 }] as const;

const meta = {
  title: 'Screens/PodftModal',
  tags: ['hand'],
  component: PodftModal,
  parameters: {
    hand: 'the compliance record of a client and of a vehicle, decided and refused with comments',
    layout: 'fullscreen',
  },
  args: { ...podftModal([...opened, itemLoaded()]), ...podftModalHandlers() },
} satisfies Meta<typeof PodftModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An undecided client: 'Согласовать' chosen, the two images, the appeal, the attributes, the history. */
export const Undecided: Story = {};
/** The record loading. */
export const Loading: Story = { args: podftModal([...opened]) };
/** The record could not be loaded: the message and 'Повторить'. */
export const LoadFailed: Story = { args: podftModal([...opened, toItem(offline('loadItem'))]) };
/** A refusal chosen with a comment. */
export const RefusalWithComment: Story = {
  args: podftModal([
    ...opened,
    itemLoaded(),
    toItem({ type: 'SET_STATUS', status: 4 }),
    toItem({ type: 'EDIT_COMMENT', value: 'Источник средств не подтверждён' }),
  ]),
};
/** A refusal without its reason: the comment required and saying so, 'Сохранить' held (issue 44 item 5). */
export const RefusalWithoutReason: Story = {
  args: podftModal([...opened, itemLoaded(), toItem({ type: 'SET_STATUS', status: 4 })]),
};
/**
 * The record open when the officer's session ended, opened again with its decision not saved: the refusal and its
 * comment put back, and the modal says so (issue 44 item 9).
 */
export const Resumed: Story = {
  args: podftModal([
    podftPageLoaded(podftPage()),
    { type: 'RESUME', id: 12, decision: { status: 4, comment: 'Источник средств не подтверждён' } },
    itemLoaded(),
  ]),
};
/** The same, for a record another officer decided meanwhile: read-only, and the kept decision not applied. */
export const ResumedDecided: Story = {
  args: podftModal([
    podftPageLoaded(podftPage()),
    { type: 'RESUME', id: 5, decision: { status: 4, comment: 'Источник средств не подтверждён' } },
    itemLoaded(PODFT_DECIDED_ITEM, PODFT_HISTORY),
  ]),
};
/** Saving the decision. */
export const Saving: Story = { args: podftModal([...opened, itemLoaded(), toItem({ type: 'SAVE' })]) };
/** The save refused: the server's message, the choice kept. */
export const SaveRefused: Story = {
  args: podftModal([
    ...opened,
    itemLoaded(),
    toItem({ type: 'SET_STATUS', status: 2 }),
    toItem({ type: 'SAVE' }),
    toItem(refused('decide', ['Решение по записи уже принято и не может быть изменено'], 409)),
  ]),
};
/** The older record opened from the history: decided, read-only with its status name; no images sent. */
export const Decided: Story = {
  args: podftModal([
    ...opened,
    itemLoaded(),
    toItem({ type: 'OPEN_HISTORY', id: 5 }),
    itemLoaded(PODFT_DECIDED_ITEM, PODFT_HISTORY),
  ]),
};
/** A flagged vehicle: colour, make and model in the title; one image; no history (its only record). */
export const Vehicle: Story = {
  args: podftModal([
    podftPageLoaded(podftPage()),
    { type: 'OPEN', id: 10 },
    itemLoaded(PODFT_VEHICLE_ITEM, []),
  ]),
};
/** A politically exposed client (3.8 politician true): 'Публичное должностное лицо: Да' in the appeal. */
export const Politician: Story = {
  args: podftModal([
    podftPageLoaded(podftPage()),
    { type: 'OPEN', id: 11 },
    itemLoaded({ ...PODFT_ITEM, ...PODFT_ROWS[1]! }, []),
  ]),
};
/** A client whose check did not tell (politician null): 'Нет сведений'. */
export const PoliticianUnknown: Story = {
  args: podftModal([...opened, itemLoaded({ ...PODFT_ITEM, politician: null }, [])]),
};
