/**
 * The program condition (spec part 2 sections 2.3, 3.2, 5.5, 9): the insured sum (tenge, with its limit as the
 * hint), the franchise (1, 2, 3, 5, 7, 10 %), АВ and МД in percent within what core allows, and the button
 * 'Страховые риски' that opens the read-only risks modal. Renders core's `view.programCondition`; each change is
 * `onProgramCondition(patch)`, which the machine keeps (AV and MD clamped, 5.5); an insured sum the program cannot
 * take is said under its field.
 */
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ruProperty } from '@sakta/core/property';
import { insuredSumHint, type PropertyView } from '@sakta/core/property/sale';
import type { ProgramCondition } from '@sakta/core/property';
import { Button } from '../../primitives/button';
import { Field, Input } from '../../primitives/field';
import { MoneyInput } from '../../primitives/money-input';
import { SelectField } from '../../primitives/select';
import { PageCard } from '../sale/fi/PageCard';
import { RisksDialog } from './RisksDialog';

const t = ruProperty.page.programCondition;

export interface ProgramConditionCardProps {
  condition: PropertyView['programCondition'];
  risks: PropertyView['risks'];
  locked: boolean;
  onProgramCondition: (patch: Partial<ProgramCondition>) => void;
  /** The risks modal open at the first render (its button opens it otherwise). */
  defaultRisksOpen?: boolean;
}

export function ProgramConditionCard({
  condition: pc,
  risks,
  locked,
  onProgramCondition,
  defaultRisksOpen = false,
}: ProgramConditionCardProps) {
  const [risksOpen, setRisksOpen] = useState(defaultRisksOpen);
  const percent = (key: 'av' | 'md', label: string, max: number) => (
    <Field label={label}>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={0.01}
        value={String(pc[key])}
        disabled={locked}
        onChange={(e) => onProgramCondition({ [key]: e.target.valueAsNumber || 0 })}
      />
    </Field>
  );
  return (
    <PageCard
      id="property-program-condition"
      title={ruProperty.page.sections.programCondition}
      slot="property-program-condition"
      actions={
        <Button type="button" variant="outline" size="sm" onClick={() => setRisksOpen(true)}>
          <ShieldCheck aria-hidden="true" /> {t.risks}
        </Button>
      }
    >
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t.insuredSum}
          required
          hint={insuredSumHint(pc.insuredSumMax)}
          error={pc.insuredSumError ?? undefined}
        >
          <MoneyInput
            value={pc.insuredSum}
            disabled={locked}
            onValueChange={(insuredSum) => onProgramCondition({ insuredSum })}
          />
        </Field>
        <SelectField
          label={t.franchise}
          value={String(pc.franchise)}
          options={pc.franchises.map((f) => ({ value: String(f), label: String(f) }))}
          disabled={locked}
          onValueChange={(value) =>
            onProgramCondition({ franchise: Number(value) as ProgramCondition['franchise'] })
          }
        />
        {percent('av', t.av, pc.avMax)}
        {percent('md', t.md, pc.mdMax)}
      </div>
      <RisksDialog
        open={risksOpen}
        risks={risks}
        franchise={pc.franchise}
        onClose={() => setRisksOpen(false)}
      />
    </PageCard>
  );
}
