// Stories of the OGPO vehicle dialog 'Авто': the production vehicle dialog machine replayed, every step.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VehicleDialog } from '@sakta/ui';
import {
  FORM_FOUND,
  FORM_MANUAL,
  FORM_UNREGISTERED,
  FOUND,
  KZ_REGIONS,
  NOT_FOUND,
  SAVE_REFUSED,
  SEARCHING,
  SEARCH_FAILED,
  SEARCH_TYPED,
  foreignVehicle,
  kazakhVehicle,
  savedKazakhVehicle,
  vehicleView,
} from './fixtures-vehicles';
import { done } from '../replay';
import { vehicleDialogHandlers } from '../handlers';

const meta = {
  title: 'OGPO/VehicleDialog',
  tags: ['hand'],
  parameters: {
    hand: 'the vehicle dialog with Kazakh, foreign and unregistered vehicles, refused saves; ogpo-vehicle-dialog tests read them',
  },
  component: VehicleDialog,
  args: {
    view: vehicleView([]),
    regions: KZ_REGIONS,
    ...vehicleDialogHandlers(),
  },
} satisfies Meta<typeof VehicleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search, empty: 'Найти' disabled. */
export const Search: Story = {};
/** A plate typed: 'Найти' enabled. */
export const SearchTyped: Story = { args: { view: vehicleView(SEARCH_TYPED) } };
/** A plate already in the policy: 'уже указано', no search. */
export const SearchListed: Story = {
  args: { view: vehicleView([{ type: 'QUERY', patch: { value: '555AAA01' } }]) },
};
/** Search by VIN. */
export const SearchByVin: Story = {
  args: { view: vehicleView([{ type: 'QUERY', patch: { by: 'vin', value: 'JTNB11HK103456789' } }]) },
};
/** The register is being asked. */
export const Searching: Story = { args: { view: vehicleView(SEARCHING) } };
/** The register could not be reached: the message, the plate kept. */
export const SearchFailed: Story = { args: { view: vehicleView(SEARCH_FAILED) } };
/** The register's vehicle to pick. */
export const Found: Story = { args: { view: vehicleView(FOUND) } };
/** 'Авто не найдено': fill by hand or search again. */
export const NotFound: Story = { args: { view: vehicleView(NOT_FOUND) } };
/** The register's vehicle in the form (read-only; type read-only). */
export const FormFound: Story = { args: { view: vehicleView(FORM_FOUND) } };
/** A Kazakh vehicle without full registration: the spec's message. */
export const FormUnregistered: Story = { args: { view: vehicleView(FORM_UNREGISTERED) } };
/** The same refused on 'Сохранить'. */
export const FormUnregisteredSubmitted: Story = {
  args: { view: vehicleView([...FORM_UNREGISTERED, { type: 'SUBMIT' }]) },
};
/** A foreign vehicle typed by hand (region 17): its type a choice of the OGPO types, passenger by default. */
export const FormManual: Story = { args: { view: vehicleView(FORM_MANUAL) } };
/** The hand-typed vehicle is a truck (3.4: type 6, 'Грузовые'): the premium follows the type. */
export const FormManualTruck: Story = {
  args: {
    view: vehicleView([...FORM_MANUAL, { type: 'CHANGE', patch: { mark: 'MAN', model: 'TGX', type_id: 6 } }]),
  },
};
/** A foreign vehicle the register gave (A123BC777): its type is the register's, read-only. */
export const FormForeignFound: Story = {
  args: {
    view: vehicleView(
      [...SEARCHING, done('search', { rows: [foreignVehicle] }), { type: 'PICK', index: 0 }],
      { product: 2, listed: [] },
    ),
  },
};
/** The hand-typed vehicle submitted incomplete. */
export const FormIncomplete: Story = { args: { view: vehicleView([...FORM_MANUAL, { type: 'SUBMIT' }]) } };
/** Temporary entry refuses a Kazakh vehicle. */
export const TemporaryEntryKazakh: Story = {
  args: {
    view: vehicleView(
      [
        ...SEARCHING,
        done('search', { rows: [kazakhVehicle] }),
        { type: 'PICK', index: 0 },
        { type: 'SUBMIT' },
      ],
      {
        product: 2,
        listed: [],
      },
    ),
  },
};
/** Saving. */
export const Saving: Story = { args: { view: vehicleView([...FORM_FOUND, { type: 'SUBMIT' }]) } };
/** The save failed: the server's message, the form kept. */
export const SaveRefused: Story = { args: { view: vehicleView(SAVE_REFUSED) } };
/** Editing a vehicle of the policy: 'Обновить' and 'Отменить'. */
export const Edit: Story = {
  args: { view: vehicleView([], { record: savedKazakhVehicle, listed: ['123ABC02'] }) },
};
/** Closed. */
export const Closed: Story = { args: { view: null } };
