/**
 * The casco sale page for financial institutions (spec part 2 sections 2.4, 3.2, 3.4, 4.1, 5.2, 5.6, 8, 9): while the
 * page is read a spinner, then the unavailable product's message or the failure with a retry; once open the parties
 * (insurer with its leader and owners, the bank, the insureds), the program (vehicle type and product, the limit and
 * what is available), the vehicles, the conditions with the risks and the note, the insurer's signatory, the sellers
 * and the contract panel. Renders core's `connectCasco` (its view and intents) in the FI pages' frame
 * (sale/fi/FiSalePage); nothing changes while `view.editable` is false.
 */
import { ruCasco } from '@sakta/core/casco';
import type { CascoConnection, CascoTarget } from '@sakta/core/casco/sale';
import { FiSalePage, type FiSaleSlots } from '../sale/fi/FiSalePage';
import { CascoConditionsCard } from './ConditionsCard';
import { CascoProgramCard } from './ProgramCard';
import { CascoVehiclesCard } from './VehiclesCard';

export type CascoScreenProps = CascoConnection &
  FiSaleSlots & {
    /** The risks modal open at the first render (its button opens it otherwise). */
    defaultRisksOpen?: boolean;
    /** The note modal open at the first render (its button opens it otherwise). */
    defaultNoteOpen?: boolean;
  };

export function CascoScreen(props: CascoScreenProps) {
  const { view, onOpen } = props;
  const locked = !view.editable;
  return (
    <FiSalePage<CascoTarget> {...props} slot="casco" words={ruCasco.page}>
      {(ask) => (
        <>
          <CascoProgramCard program={view.program} locked={locked} onProgram={props.onProgram} />
          <CascoVehiclesCard
            vehicles={view.vehicles}
            total={view.vehiclesTotal}
            locked={locked}
            onOpen={(index) => onOpen({ kind: 'vehicle', index })}
            onAskDelete={(index, name) => ask({ kind: 'vehicle', index }, name)}
          />
          <CascoConditionsCard
            conditions={view.conditions}
            damageOptions={view.damageOptions}
            risks={view.risks}
            locked={locked}
            onConditions={props.onConditions}
            defaultRisksOpen={props.defaultRisksOpen}
            defaultNoteOpen={props.defaultNoteOpen}
          />
        </>
      )}
    </FiSalePage>
  );
}
