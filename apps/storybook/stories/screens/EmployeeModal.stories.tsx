// Stories of the employee modal 'Новый сотрудник' / edit: the production employee modal machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@sakta/core';
import { EmployeeModal } from '@sakta/ui';
import { failed } from '../replay';
import {
  LOOKUP_IIN,
  STORY_MODERATOR,
  adminRecordLoaded,
  employeeEditLoaded,
  employeeFormView,
  employeeNewLoaded,
  moderatorRecordLoaded,
  personFound,
} from '../fixtures-organisation';

const iinTyped = { type: 'EDIT', field: 'iin', value: LOOKUP_IIN.replace(/(\d{3})(?=\d)/g, '$1 ') };

const meta = {
  title: 'Screens/EmployeeModal',
  tags: ['hand'],
  parameters: { hand: "the employee modal by role (administrator's, moderator's own record, another's)" },
  component: EmployeeModal,
  args: {
    view: employeeFormView(1, null, [employeeNewLoaded]),
    onEdit: fn(),
    onToggleDep: fn(),
    onSave: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EmployeeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator's new employee: role Резерв only, names read-only, phone '+7'. */
export const ModeratorNew: Story = {};
/** The administrator's new employee: every role but Агент, every field editable. */
export const AdminNew: Story = { args: { view: employeeFormView(0, null, [employeeNewLoaded]) } };
/** A full IIN typed: the 1C lookup runs. */
export const LookingUp: Story = { args: { view: employeeFormView(1, null, [employeeNewLoaded, iinTyped]) } };
/** The lookup prefilled the person. */
export const Prefilled: Story = {
  args: { view: employeeFormView(1, null, [employeeNewLoaded, iinTyped, personFound]) },
};
/** The lookup failed: the error block, save disabled. */
export const LookupFailed: Story = {
  args: {
    view: employeeFormView(1, null, [
      employeeNewLoaded,
      iinTyped,
      failed('lookup', ApiError.rejected(['Физическое лицо не найдено в 1С'], 404)),
    ]),
  },
};
/** The administrator edits an employee: IIN read-only. */
export const AdminEdit: Story = { args: { view: employeeFormView(0, 7, [employeeEditLoaded]) } };
/** A moderator edits an employee of its branch (a Резерв): phone, e-mail, status and linked-to. */
export const ModeratorEdit: Story = { args: { view: employeeFormView(1, 7, [employeeEditLoaded]) } };
/**
 * A moderator opens the administrator's record: 'Просмотр сотрудника', every field read-only, why, and 'Закрыть'
 * instead of 'Сохранить' (the server refuses such a save all the same).
 */
export const ModeratorViewsAdmin: Story = { args: { view: employeeFormView(1, 1, [adminRecordLoaded]) } };
/** A moderator opens another moderator's record: read-only too. */
export const ModeratorViewsModerator: Story = {
  args: { view: employeeFormView(1, 3, [moderatorRecordLoaded]) },
};
/** A moderator's own record: phone and e-mail only; its linked-to, department, role and status are the administrator's. */
export const ModeratorOwn: Story = {
  args: { view: employeeFormView(1, STORY_MODERATOR.id, [moderatorRecordLoaded]) },
};
/** Saving was refused: the error block, save disabled. */
export const SaveRefused: Story = {
  args: {
    view: employeeFormView(0, 7, [
      employeeEditLoaded,
      { type: 'SAVE' },
      failed('save', ApiError.rejected(['Сотрудник с таким ИИН уже существует'], 409)),
    ]),
  },
};
