import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VERSION_CATALOGUE, type Version } from '@sakta/core';
import { MODEL_VERSIONS } from '@sakta/core/testing';
import { VersionsListDialog, VersionsScreen } from '@sakta/ui';
import { catalogueHandlers, catalogueView, loaded } from '../fixtures-catalogue';

/**
 * /admin/versions (spec part 1 section 2 "Products and versions admin"): the table (ID, version, created) in the
 * states of core's catalogue machine, and the versions list the footer's version opens for every user.
 */
const { onToggle: _toggle, ...handlers } = catalogueHandlers();
const meta = {
  title: 'Screens/Admin/Versions',
  tags: ['hand'],
  component: VersionsScreen,
  parameters: {
    hand: "versions: the catalogue's third kind, which the catalogue's model does not walk",
    layout: 'padded',
  },
  args: { view: catalogueView<Version>(VERSION_CATALOGUE, [loaded(MODEL_VERSIONS)]), ...handlers },
} satisfies Meta<typeof VersionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (events: Parameters<typeof catalogueView>[1]): Story => ({
  args: { view: catalogueView<Version>(VERSION_CATALOGUE, events) },
});

/** The versions, newest first. */
export const Table: Story = {};
/** No version: 'Нет записи'. */
export const Empty = story([loaded([])]);
/** 'Добавить': version and description required. */
export const Add = story([loaded(MODEL_VERSIONS), { type: 'ADD' }]);
/** Editing the newest version: 'Обновить'. */
export const Edit = story([loaded(MODEL_VERSIONS), { type: 'EDIT', id: 2 }]);
/** Deleting: 'Удалить 1.1.0?'. */
export const ConfirmDelete = story([loaded(MODEL_VERSIONS), { type: 'DELETE', id: 1 }]);

/** The footer's list of versions with their release notes (every role). */
export const FooterList: Story = {
  render: () => (
    <VersionsListDialog
      open
      status="ready"
      versions={MODEL_VERSIONS}
      error={null}
      onRetry={fn()}
      onClose={fn()}
    />
  ),
};
/** The footer's list could not be loaded. */
export const FooterListFailed: Story = {
  render: () => (
    <VersionsListDialog
      open
      status="failed"
      versions={[]}
      error="Нет связи с сервером. Проверьте подключение и попробуйте снова."
      onRetry={fn()}
      onClose={fn()}
    />
  ),
};
