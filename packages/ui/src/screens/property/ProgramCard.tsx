/**
 * The property program (spec part 2 sections 2.3, 3.2, 4.1): the switch 'Недвижимое имущество' (it changes the
 * product between DSI_FI and DSD_FI), the movable program's kind, and the switches of prior losses and of property
 * kept indoors. Renders core's `view.program`; each change is `onConditions(patch)`.
 */
import { ruProperty } from '@sakta/core/property';
import type { PropertyConditions, PropertyView } from '@sakta/core/property/sale';
import { SelectField } from '../../primitives/select';
import { Switch } from '../../primitives/switch';
import { PageCard } from '../sale/fi/PageCard';

const t = ruProperty.page;

export interface ProgramCardProps {
  program: PropertyView['program'];
  locked: boolean;
  onConditions: (patch: Partial<PropertyConditions>) => void;
}

function Toggle(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <Switch
        checked={props.checked}
        onCheckedChange={props.onChange}
        disabled={props.disabled}
        aria-label={props.label}
      />
      {props.label}
    </label>
  );
}

export function ProgramCard({ program, locked, onConditions }: ProgramCardProps) {
  const c = program.conditions;
  return (
    <PageCard id="property-program" title={t.sections.program} slot="property-program">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-3">
          <Toggle
            label={t.program.immovable}
            checked={program.isImmovable}
            disabled={locked}
            onChange={(on) => onConditions({ is_immovable: on })}
          />
          <Toggle
            label={t.program.hasLosses}
            checked={c.has_losses}
            disabled={locked}
            onChange={(on) => onConditions({ has_losses: on })}
          />
          <Toggle
            label={t.program.isIndoors}
            checked={c.is_indoors}
            disabled={locked}
            onChange={(on) => onConditions({ is_indoors: on })}
          />
        </div>
        {program.isImmovable ? null : (
          <SelectField
            label={t.program.kind}
            required
            placeholder="—"
            value={c.kind}
            options={program.movableClasses.map((k) => ({ value: k.id, label: k.name }))}
            disabled={locked}
            onValueChange={(kind) => onConditions({ kind })}
          />
        )}
      </div>
    </PageCard>
  );
}
