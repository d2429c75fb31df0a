import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AGREEMENT_CATALOGUE, type AdminAgreement } from '@sakta/core';
import {
  MODEL_ADMIN_AGREEMENTS,
  MODEL_CONFIRMERS,
  MODEL_PDF_DATA_URL,
  MODEL_USER_GROUPS,
} from '@sakta/core/testing';
import { AgreementsAdminScreen, RecipientsDialog } from '@sakta/ui';
import {
  catalogueHandlers,
  catalogueView,
  loaded,
  recipientsHandlers,
  recipientsView,
} from '../fixtures-catalogue';

/**
 * /admin/agreement (spec part 1 section 2 "Agreements admin"): the table, the edit modal with its PDF, the delete
 * confirmation and the recipients modal 'Список получатели', each the real machine after the listed events.
 */
const { onToggle: _toggle, ...handlers } = catalogueHandlers();
const rows = loaded(MODEL_ADMIN_AGREEMENTS);
const meta = {
  title: 'Screens/Admin/Agreements',
  tags: ['hand'],
  component: AgreementsAdminScreen,
  parameters: {
    hand: 'adding an agreement with and without its PDF, recipients chosen by hand and by role: choices the shortest paths do not make',
    layout: 'padded',
  },
  args: {
    view: catalogueView<AdminAgreement>(AGREEMENT_CATALOGUE, [rows]),
    onRecipients: fn(),
    ...handlers,
  },
} satisfies Meta<typeof AgreementsAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (events: Parameters<typeof catalogueView>[1]): Story => ({
  args: { view: catalogueView<AdminAgreement>(AGREEMENT_CATALOGUE, events) },
});

/** The table: ID, name, Активный/Неактивный, created; recipients, edit and delete per row; the add row. */
export const Table: Story = {};
/** No agreement: 'Нет записи'. */
export const Empty = story([loaded([])]);
/** A new agreement titled 'Регламент', then the file chosen (if any). */
const adding = (file?: { mime: string; name: string; data: string }) =>
  story([
    rows,
    { type: 'ADD' },
    { type: 'CHANGE', field: 'title', value: 'Регламент' },
    ...(file ? [{ type: 'ATTACH' as const, field: 'document', ...file }] : []),
  ]);

/** A new agreement with a title but no PDF: 'Создать' disabled. */
export const AddWithoutPdf = adding();
/** A file that is not a PDF was chosen: 'Пожалуйста, выберите файл формата PDF.'. */
export const NotPdf = adding({ mime: 'image/png', name: 'scan.png', data: 'data:image/png;base64,AA' });
/** Title and PDF: 'Создать' enabled. */
export const ReadyToCreate = adding({
  mime: 'application/pdf',
  name: 'reglament.pdf',
  data: MODEL_PDF_DATA_URL,
});
/** Editing: the stored PDF is kept unless another is chosen; 'Обновить'. */
export const Edit = story([rows, { type: 'EDIT', id: 3 }]);
/** Delete asks first. */
export const ConfirmDelete = story([rows, { type: 'DELETE', id: 2 }]);

const loadedChoosing = {
  type: 'xstate.done.actor.loadRecipients',
  output: { confirmers: [], groups: MODEL_USER_GROUPS },
} as const;

const recipientsStory = (events: Parameters<typeof recipientsView>[0], agreementTitle: string): Story => ({
  args: {
    recipients: (
      <RecipientsDialog
        view={recipientsView(events)}
        agreementTitle={agreementTitle}
        {...recipientsHandlers()}
      />
    ),
  },
});

/** Recipients: none yet, the users by role and nobody chosen ('Добавить' disabled). */
export const RecipientsChoosing = recipientsStory([loadedChoosing], 'Регламент продаж ОГПО ВТС');
/** Recipients chosen: a manager by hand and every accountant with 'Добавить всех'. */
export const RecipientsChosen = recipientsStory(
  [loadedChoosing, { type: 'ADD', userId: 4 }, { type: 'ADD_ALL', role: 2 }],
  'Регламент продаж ОГПО ВТС',
);
/** Recipients exist: the read-only table with each status and 'Экспорт'. */
export const RecipientsReadOnly = recipientsStory(
  [
    {
      type: 'xstate.done.actor.loadRecipients',
      output: { confirmers: MODEL_CONFIRMERS, groups: MODEL_USER_GROUPS },
    },
  ],
  'Кодекс деловой этики',
);
