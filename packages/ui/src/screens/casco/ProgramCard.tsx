/**
 * The casco program (spec part 2 sections 2.4, 3.2, 4.1, 9): the vehicle type (trucks, trailers, special machinery)
 * and the program product the type offers, from which the policy's code derives; the program limit and what is still
 * available after the vehicles' costs. Renders core's `view.program`; each choice is `onProgram(patch)` (core resets
 * the product a new type does not offer).
 */
import { ruCasco } from '@sakta/core/casco';
import type { CascoConnection, CascoView } from '@sakta/core/casco/sale';
import { SelectField } from '../../primitives/select';
import { PageCard } from '../sale/fi/PageCard';

const t = ruCasco.page;

export interface CascoProgramCardProps {
  program: CascoView['program'];
  locked: boolean;
  onProgram: CascoConnection['onProgram'];
}

export function CascoProgramCard({ program, locked, onProgram }: CascoProgramCardProps) {
  const figures: Array<[string, string, string]> = [
    ['limit', t.program.limit, program.limitText],
    ['available', t.program.available, program.availableText],
  ];
  return (
    <PageCard id="casco-program" title={t.sections.program} slot="casco-program">
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t.program.type}
          value={String(program.type)}
          options={program.types.map((type) => ({ value: String(type.id), label: type.name }))}
          disabled={locked}
          onValueChange={(value) => {
            const type = program.types.find((option) => String(option.id) === value);
            if (type) onProgram({ type: type.id });
          }}
        />
        <SelectField
          label={t.program.product}
          value={String(program.product)}
          options={program.products.map((p) => ({ value: String(p.id), label: p.name }))}
          disabled={locked}
          onValueChange={(value) => {
            const product = program.products.find((option) => String(option.id) === value);
            if (product) onProgram({ product: product.id });
          }}
        />
        <dl className="grid gap-3 text-sm sm:col-span-2 sm:grid-cols-2">
          {figures.map(([key, label, value]) => (
            <div key={key} data-slot={`casco-program-${key}`} className="grid gap-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </PageCard>
  );
}
