// Stories of the casco vehicle modal 'Авто' (spec part 2 sections 2.2, 5.2, 8, 9): the production dialog machine
// replayed through its states, and live with a fake register.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createActor } from 'xstate';
import { connectCascoVehicleDialog } from '@sakta/core/casco';
import { CascoVehicleDialog } from '@sakta/ui';
import { useLiveActor } from '../live-actor';
import {
  AMOUNT_ABOVE_COST,
  cascoVehicleView,
  COST_ABOVE_CAP,
  EDIT_INPUT,
  FOUND_HD78,
  INCOMPLETE,
  FI_REGIONS,
  LISTED,
  liveCascoVehicleMachine,
  LOOKING_UP,
  MACHINERY_ABOVE_AVAILABLE,
  MACHINERY_INPUT,
  NOT_FOUND,
  TOO_OLD,
  TRAILERS_INPUT,
  TRUCKS_INPUT,
  VALID,
} from './fixtures';

const meta = {
  title: 'Casco/VehicleDialog',
  tags: ['hand'],
  parameters: {
    hand: 'the vehicle dialog with programs, limits and vehicles the graph does not pick (trailers, machinery, a 10-year-old truck) and a live demo',
  },
  component: CascoVehicleDialog,
  args: {
    view: cascoVehicleView([]),
    regions: FI_REGIONS,
    onChange: fn(),
    onBlur: fn(),
    onLookup: fn(),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CascoVehicleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new truck: the limit left shown, the amount disabled until the cost, Сохранить disabled. */
export const Empty: Story = {};
/** Enter pressed in the plate: the register is asked, the form waits. */
export const LookingUp: Story = { args: { view: cascoVehicleView(LOOKING_UP) } };
/** The register's Hyundai HD78 found by its plate: its fields filled; the cost and amount still to type. */
export const FoundByPlate: Story = { args: { view: cascoVehicleView(FOUND_HD78) } };
/** A VIN the register does not know: 'Авто не найдено', the form to fill by hand. */
export const NotFound: Story = { args: { view: cascoVehicleView(NOT_FOUND) } };
/** The plate of a vehicle already in the policy: Enter refused with 'ТС по 777FRE01 уже есть в списке'. */
export const ListedPlate: Story = { args: { view: cascoVehicleView(LISTED) } };
/** The cost above the per-vehicle cap of 65 000 000. */
export const CostAboveCap: Story = { args: { view: cascoVehicleView(COST_ABOVE_CAP) } };
/** The insured amount above the cost. */
export const AmountAboveCost: Story = { args: { view: cascoVehicleView(AMOUNT_ABOVE_COST) } };
/** A truck of 2014 found: more than 10 years old. */
export const TooOld: Story = { args: { view: cascoVehicleView(TOO_OLD) } };
/** The HD78 with its cost and amount: Сохранить enabled. */
export const Valid: Story = { args: { view: cascoVehicleView(VALID) } };
/** Сохранить tried with a plate only (Enter in a field): every required field's message. */
export const Incomplete: Story = { args: { view: cascoVehicleView(INCOMPLETE) } };
/** Special machinery of a person with 5 000 000 of the program left: the cost capped by what is available. */
export const SpecialMachinerySmallLimit: Story = {
  args: { view: cascoVehicleView(MACHINERY_ABOVE_AVAILABLE, MACHINERY_INPUT) },
};
/** A new trailer: no engine, so its number and power are not required. */
export const Trailer: Story = { args: { view: cascoVehicleView([], TRAILERS_INPUT) } };
/** The policy's HD78 edited: every field as saved, Сохранить enabled. */
export const Editing: Story = { args: { view: cascoVehicleView([], EDIT_INPUT) } };

function LiveDialog() {
  const [actor, snapshot] = useLiveActor(() => createActor(liveCascoVehicleMachine, { input: TRUCKS_INPUT }));
  const connection = connectCascoVehicleDialog(snapshot, (event) => actor.send(event));
  return (
    <>
      <CascoVehicleDialog {...connection} regions={FI_REGIONS} />
      {snapshot.status === 'done' ? (
        <pre className="text-xs">{JSON.stringify(snapshot.output, null, 2)}</pre>
      ) : null}
    </>
  );
}

/**
 * Live: the production machine with a fake register (456KTA02 the HD78, 214ATG04 the Atego of 2014; the Isuzu
 * 777FRE01 is listed). Type a plate, press Enter, then the cost and the amount.
 */
export const Live: Story = { render: () => <LiveDialog /> };
