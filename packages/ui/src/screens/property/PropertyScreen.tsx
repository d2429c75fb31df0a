/**
 * The property sale page for financial institutions (spec part 2 sections 2.3, 3.2, 3.5, 3.6, 4.1, 5.5, 5.6): while
 * the page is read a spinner, then the unavailable product's message or the failure with a retry; once open the
 * parties (insurer with its leader and owners, the bank, the insureds), the program, the objects, the program
 * condition with its risks, the insurer's signatory, the sellers and the contract panel. Renders core's
 * `connectProperty` (its view and intents) in the FI pages' frame (sale/fi/FiSalePage); nothing changes while
 * `view.editable` is false.
 */
import { ruProperty } from '@sakta/core/property';
import type { PropertyConnection, PropertyTarget } from '@sakta/core/property/sale';
import { FiSalePage, type FiSaleSlots } from '../sale/fi/FiSalePage';
import { ObjectsCard } from './ObjectsCard';
import { ProgramCard } from './ProgramCard';
import { ProgramConditionCard } from './ProgramConditionCard';

export type PropertyScreenProps = PropertyConnection &
  FiSaleSlots & {
    /** The risks modal open at the first render (its button opens it otherwise). */
    defaultRisksOpen?: boolean;
  };

export function PropertyScreen(props: PropertyScreenProps) {
  const { view, onOpen } = props;
  const locked = !view.editable;
  return (
    <FiSalePage<PropertyTarget> {...props} slot="property" words={ruProperty.page}>
      {(ask) => (
        <>
          <ProgramCard program={view.program} locked={locked} onConditions={props.onConditions} />
          <ObjectsCard
            objects={view.objects}
            total={view.objectsTotal}
            locked={locked}
            onOpen={(index) => onOpen({ kind: 'object', index })}
            onAskDelete={(index, title) => ask({ kind: 'object', index }, title)}
          />
          <ProgramConditionCard
            condition={view.programCondition}
            risks={view.risks}
            locked={locked}
            onProgramCondition={props.onProgramCondition}
            defaultRisksOpen={props.defaultRisksOpen}
          />
        </>
      )}
    </FiSalePage>
  );
}
