// Stories of the anti-money-laundering documents dialog: the production podft documents machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@sakta/core';
import { PodftDocumentsDialog } from '@sakta/ui';
import { goodJpeg, goodPng, smallPdf } from '@sakta/core/testing';
import { podftView } from './fixtures-vehicles';
import { failed } from '../replay';

const FRONT = { type: 'CHOOSE', side: 'front', file: goodPng };
const BACK = { type: 'CHOOSE', side: 'back', file: goodJpeg };

const meta = {
  title: 'OGPO/PodftDocumentsDialog',
  tags: ['hand'],
  parameters: { hand: 'the compliance documents dialog with files chosen; ogpo-documents tests read them' },
  component: PodftDocumentsDialog,
  args: { view: podftView([]), onChoose: fn(), onClear: fn(), onSave: fn(), onClose: fn() },
} satisfies Meta<typeof PodftDocumentsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image: 'Сохранить' disabled. */
export const Empty: Story = {};
/** The front image chosen: 'Сохранить' enabled. */
export const FrontChosen: Story = { args: { view: podftView([FRONT]) } };
/** Both images. */
export const BothChosen: Story = { args: { view: podftView([FRONT, BACK]) } };
/** A PDF refused for the back side. */
export const Refused: Story = {
  args: { view: podftView([FRONT, { type: 'CHOOSE', side: 'back', file: smallPdf }]) },
};
/** Sending. */
export const Saving: Story = { args: { view: podftView([FRONT, BACK, { type: 'SAVE' }]) } };
/** The server refused: its message, the images kept. */
export const SaveFailed: Story = {
  args: {
    view: podftView([
      FRONT,
      { type: 'SAVE' },
      failed('upload', ApiError.rejected(['Объект проверки не найден'], 404)),
    ]),
  },
};
