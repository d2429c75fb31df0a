// The parts of a policy in the policy modal (spec part 2 sections 2.7, 3.9): general info, insurer, vehicles,
// object, insured, beneficiary, error type and raw error data. Renders core's PolicyDetail only.
import type { ReactNode } from 'react';
import { formatKzt, formatServerTime, displayPeriod } from '@sakta/core/shared';
import { ruPolicies, type PolicyDetail, type PolicyParty } from '@sakta/core/policies';
import { Alert } from '../../primitives/alert';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { FormSection } from '../../primitives/form-section';
import { JsonTree } from '../dashboard/JsonTree';
import { PolicyStatus } from '../dashboard/status';

const t = ruPolicies.modal;

export function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <DescriptionList layout="compact">
      {rows.map(([label, value]) => (
        <DescriptionItem key={label} label={label}>
          {value ?? '—'}
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}

function partyKind(p: PolicyParty): string {
  const extra = [
    p.entrepreneur ? t.entrepreneur : null,
    p.resident === undefined ? null : p.resident ? t.resident : t.nonResident,
  ].filter(Boolean);
  return [t.person[p.person] ?? String(p.person), ...extra].join(', ');
}

function PartyFields({ party }: { party: PolicyParty }) {
  return (
    <Fields
      rows={[
        [t.name, party.title],
        [t.iin, party.iin],
        [t.kind, partyKind(party)],
      ]}
    />
  );
}

function Empty() {
  return <p className="text-sm text-muted-foreground">{t.none}</p>;
}

/** The raw error: a JSON tree when the register kept JSON, the text as it is otherwise. */
function ErrorData({ error }: { error: string }) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(error);
  } catch {
    parsed = null;
  }
  return parsed !== null && typeof parsed === 'object' ? (
    <JsonTree value={parsed} label={t.errorData} />
  ) : (
    <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{error}</pre>
  );
}

export function PolicySections({ policy }: { policy: PolicyDetail }) {
  return (
    <>
      <FormSection variant="compact" title={t.general} data-slot="policy-general">
        <Fields
          rows={[
            ['ID', String(policy.id)],
            [t.number, policy.number],
            [t.global, policy.global_id],
            [t.product, policy.product_title],
            [t.premium, formatKzt(policy.premium)],
            [t.status, <PolicyStatus key="s" status={policy.status} />],
            [t.period, policy.from && policy.to ? displayPeriod(policy.from, policy.to) : null],
            [t.created, formatServerTime(policy.created_at)],
            ...(policy.terminated_at
              ? [[t.terminated, formatServerTime(policy.terminated_at)] as [string, ReactNode]]
              : []),
            [t.seller, policy.username],
            [t.payment, policy.payment_type === 1 ? ruPolicies.table.card : ruPolicies.table.cash],
            [t.draft, policy.draft_ulid],
          ]}
        />
      </FormSection>
      <FormSection variant="compact" title={t.insurer}>
        {policy.insurer ? <PartyFields party={policy.insurer} /> : <Empty />}
      </FormSection>
      {policy.vehicles.length ? (
        <FormSection variant="compact" title={t.vehicles}>
          <ul className="grid gap-2">
            {policy.vehicles.map((v, i) => (
              <li key={`${v.number}-${i}`} className="rounded-lg border p-3">
                <Fields
                  rows={[
                    [t.vehicle.number, v.number],
                    [t.vehicle.mark, v.mark],
                    [t.vehicle.model, v.model],
                    [t.vehicle.color, v.color],
                    [t.vehicle.year, v.year === null ? null : String(v.year)],
                  ]}
                />
              </li>
            ))}
          </ul>
        </FormSection>
      ) : null}
      {policy.object ? (
        <FormSection variant="compact" title={t.object}>
          <Fields
            rows={[
              [t.objectKind, policy.object.is_immovable ? t.immovable : t.movable],
              [t.insuranceSum, formatKzt(policy.object.insurance_sum)],
              [t.franchise, policy.object.franchise === null ? null : `${policy.object.franchise}%`],
              [t.addInfo, policy.object.add_info],
            ]}
          />
        </FormSection>
      ) : null}
      <FormSection variant="compact" title={t.insureds}>
        {policy.insureds.length ? (
          <ul className="grid gap-2">
            {policy.insureds.map((p, i) => (
              <li key={`${p.iin}-${i}`} className="rounded-lg border p-3">
                <PartyFields party={p} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty />
        )}
      </FormSection>
      {policy.beneficiary ? (
        <FormSection variant="compact" title={t.beneficiary}>
          <PartyFields party={policy.beneficiary} />
        </FormSection>
      ) : null}
      {policy.error || policy.error_type ? (
        <FormSection variant="compact" title={t.error} data-slot="policy-error">
          <Alert variant="error" title={`${t.errorType}: ${policy.error_type ?? '—'}`}>
            {policy.error ? (
              <div className="mt-2 grid gap-1">
                <span className="font-medium">{t.errorData}</span>
                <ErrorData error={policy.error} />
              </div>
            ) : null}
          </Alert>
        </FormSection>
      ) : null}
    </>
  );
}
