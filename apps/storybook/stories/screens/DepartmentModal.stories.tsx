// Stories of the department modal 'Новый филиал' / edit: the production department modal machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepartmentModal } from '@sakta/ui';
import { offline, refused } from '../replay';
import { departmentEditLoaded, departmentFormView, departmentNewLoaded } from '../fixtures-organisation';
import { departmentModalHandlers } from '../handlers';

const meta = {
  title: 'Screens/DepartmentModal',
  tags: ['hand'],
  parameters: { hand: 'the department modal new and edited with each field' },
  component: DepartmentModal,
  args: {
    view: departmentFormView(null, [departmentNewLoaded]),
    ...departmentModalHandlers(),
  },
} satisfies Meta<typeof DepartmentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TYPED = [
  departmentNewLoaded,
  { type: 'EDIT', field: 'title', value: 'Филиал г. Актобе' },
  { type: 'SET_PARENT', id: 1 },
  { type: 'SET_HEAD', id: 4 },
];

/** 'Новый филиал', empty: local and active by default, save disabled. */
export const New: Story = {};
/** Loading the dictionaries. */
export const Loading: Story = { args: { view: departmentFormView(null, []) } };
/** Loading failed: retry. */
export const LoadFailed: Story = { args: { view: departmentFormView(2, [offline('load')]) } };
/** Filled in: save enabled. */
export const Filled: Story = { args: { view: departmentFormView(null, TYPED) } };
/** A department with 1C needs its 1C id: save disabled until it is typed. */
export const OneCWithoutId: Story = {
  args: { view: departmentFormView(null, [...TYPED, { type: 'SET_TYPE', departmentType: 1 }]) },
};
/** Saving. */
export const Saving: Story = { args: { view: departmentFormView(null, [...TYPED, { type: 'SAVE' }]) } };
/** The server refused: its message in a red alert. */
export const Refused: Story = {
  args: {
    view: departmentFormView(null, [
      ...TYPED,
      { type: 'SAVE' },
      refused('save', ['Филиал «Филиал г. Актобе» уже существует'], 409),
    ]),
  },
};
/** Editing the Almaty branch: its title in the modal's title, its head kept among the choices. */
export const Edit: Story = { args: { view: departmentFormView(2, [departmentEditLoaded]) } };
