/**
 * The sellers of the contract panel (spec part 2 sections 2.1, 2.3, 6): the manager and the agent, or the read-only
 * APC field for a user with an apc; on the property and casco pages also the signatory, who signs the contract for
 * the insurance company. Locked choices are shown disabled.
 */
import { ruSale, type SellersView } from '@sakta/core/sale';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { Field, Input } from '../../../primitives/field';
import { LoadFailedAlert } from '../../../primitives/load-failed';
import { SelectField } from '../../../primitives/select';

const t = ruSale.staff;

/** The company's signatory of the property and casco contract panel (2.3). */
export interface SignatoryChoice {
  /** The chosen signatory's id, or null. */
  value: number | null;
  /** The company's active signatories; null while they load. */
  options: ReadonlyArray<{ id: number; title: string }> | null;
  onChange: (id: number | null) => void;
}

export interface SellersPanelProps {
  staff: SellersView;
  onManager: (id: number) => void;
  onAgent: (id: number | null) => void;
  onRetry: () => void;
  /** The policy is locked (a call runs, or the payment was requested). */
  locked?: boolean;
  /** Property and casco: the signatory choice; none on the OGPO page (2.1 has no signatory). */
  signatory?: SignatoryChoice;
}

export function SellersPanel({ staff, onManager, onAgent, onRetry, locked, signatory }: SellersPanelProps) {
  const loading = staff.status === 'loading';
  return (
    <Card data-slot="sellers" className="gap-3 py-4">
      <CardHeader>
        <CardTitle>{t.heading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {staff.status === 'failed' ? (
          <LoadFailedAlert
            className="sm:col-span-2"
            title={t.loadFailed}
            message={staff.message}
            retryLabel={t.retry}
            onRetry={onRetry}
          />
        ) : null}
        <SelectField
          label={t.manager}
          required
          value={staff.manager === null ? '' : String(staff.manager)}
          placeholder="—"
          options={staff.managers.map((m) => ({ value: String(m.id), label: m.title }))}
          onValueChange={(value) => onManager(Number(value))}
          disabled={loading || locked || staff.managerLocked}
          aria-busy={loading}
        />
        {staff.apc !== null ? (
          <Field label={t.apc}>
            <Input value={staff.apc} readOnly />
          </Field>
        ) : (
          <SelectField
            label={t.agent}
            value={staff.agent === null ? '' : String(staff.agent)}
            options={[
              { value: '', label: t.noAgent },
              ...staff.agents.map((a) => ({ value: String(a.id), label: a.title })),
            ]}
            onValueChange={(value) => onAgent(value === '' ? null : Number(value))}
            disabled={loading || locked || staff.agentLocked || staff.manager === null}
            aria-busy={loading}
          />
        )}
        {signatory ? (
          <SelectField
            label={t.signatory}
            value={signatory.value === null ? '' : String(signatory.value)}
            options={[
              {
                value: '',
                label: signatory.options === null ? t.signatoriesLoading : t.noSignatory,
              },
              ...(signatory.options ?? []).map((s) => ({ value: String(s.id), label: s.title })),
            ]}
            onValueChange={(value) => signatory.onChange(value === '' ? null : Number(value))}
            disabled={locked || signatory.options === null}
            aria-busy={signatory.options === null}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
