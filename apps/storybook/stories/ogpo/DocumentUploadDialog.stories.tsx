// Stories of the OGPO document upload modal: the production document upload machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentUploadDialog } from '@sakta/ui';
import { licenceRecord, goodPng, smallPng, wordFile } from '@sakta/core/testing';
import { INSURER_REQUEST, INSURER_WITH_FILE, VEHICLE_REQUEST, uploadView } from './fixtures-vehicles';
import { done, offline, refused } from '../replay';

const withFile = INSURER_WITH_FILE;

const meta = {
  title: 'OGPO/DocumentUploadDialog',
  tags: ['hand'],
  parameters: {
    hand: 'the documents dialog with files of each kind and size; ogpo-documents tests read them',
  },
  component: DocumentUploadDialog,
  args: {
    view: uploadView([], INSURER_REQUEST),
    onSelectType: fn(),
    onUpload: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DocumentUploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The insurer, nothing uploaded, no type chosen. */
export const Empty: Story = {};
/** A file chosen before the type: 'Выберите тип документа'. */
export const NoType: Story = {
  args: { view: uploadView([{ type: 'UPLOAD', file: goodPng }], INSURER_REQUEST) },
};
/** The type chosen, one file uploaded before. */
export const WithFile: Story = {
  args: { view: uploadView([{ type: 'SELECT_TYPE', typeId: '00028' }], withFile) },
};
/** A file under 100 KB refused. */
export const TooSmall: Story = {
  args: {
    view: uploadView(
      [
        { type: 'SELECT_TYPE', typeId: '00028' },
        { type: 'UPLOAD', file: smallPng },
      ],
      withFile,
    ),
  },
};
/** A file of another format refused. */
export const WrongType: Story = {
  args: {
    view: uploadView(
      [
        { type: 'SELECT_TYPE', typeId: '00028' },
        { type: 'UPLOAD', file: wordFile },
      ],
      withFile,
    ),
  },
};
/** Uploading. */
export const Uploading: Story = {
  args: {
    view: uploadView(
      [
        { type: 'SELECT_TYPE', typeId: '00028' },
        { type: 'UPLOAD', file: goodPng },
      ],
      withFile,
    ),
  },
};
/** Uploaded: 'Файл успешно загружен' (a notification), two files listed. */
export const Uploaded: Story = {
  args: {
    view: uploadView(
      [
        { type: 'SELECT_TYPE', typeId: '00028' },
        { type: 'UPLOAD', file: goodPng },
        done('upload', licenceRecord),
      ],
      withFile,
    ),
  },
};
/** The upload failed (a notification); the list unchanged. */
export const UploadFailed: Story = {
  args: {
    view: uploadView(
      [{ type: 'SELECT_TYPE', typeId: '00028' }, { type: 'UPLOAD', file: goodPng }, offline('upload')],
      withFile,
    ),
  },
};
/** The server refused the picture: its message under the file field, where the file was chosen. */
export const UploadRefused: Story = {
  args: {
    view: uploadView(
      [
        { type: 'SELECT_TYPE', typeId: '00028' },
        { type: 'UPLOAD', file: goodPng },
        refused('upload', ['Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.'], 422),
      ],
      withFile,
    ),
  },
};
/** Deleting a file. */
export const Deleting: Story = { args: { view: uploadView([{ type: 'DELETE', id: 501 }], withFile) } };
/** Deleted: 'Файл успешно удален'. */
export const Deleted: Story = {
  args: {
    view: uploadView([{ type: 'DELETE', id: 501 }, done('remove', { result: true, deleted: 1 })], withFile),
  },
};
/** A vehicle: its technical passport, chosen already. */
export const Vehicle: Story = { args: { view: uploadView([], VEHICLE_REQUEST) } };
