// The parts of a policy in the policy modal (spec part 2 sections 2.7, 3.9): general info, insurer, vehicles,
// object, insured, beneficiary, error type and raw error data. Renders core's PolicyDetail only.
import type { ReactNode } from 'react';
import { formatKzt, formatServerTime, displayPeriod } from '@sakta/core/shared';
import { paymentName, ruPolicies, type PolicyDetail } from '@sakta/core/policies';
import { Alert } from '../../primitives/alert';
import { FormSection } from '../../primitives/form-section';
import { JsonTree } from '../dashboard/JsonTree';
import { PolicyStatus } from '../dashboard/status';
import { Fields, oneItem, PolicyPartsSections } from './PolicyParts';

const t = ruPolicies.modal;

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
            [t.number, oneItem(policy.number)],
            [t.global, oneItem(policy.global_id)],
            [t.product, policy.product_title],
            [t.premium, formatKzt(policy.premium)],
            [t.status, <PolicyStatus key="s" status={policy.status} />],
            [t.period, policy.from && policy.to ? displayPeriod(policy.from, policy.to) : null],
            [t.created, formatServerTime(policy.created_at)],
            ...(policy.terminated_at
              ? [[t.terminated, formatServerTime(policy.terminated_at)] as [string, ReactNode]]
              : []),
            [t.seller, policy.username],
            // who signed for the company: only a policy whose panel chose one (property, casco; 2.3)
            ...(policy.signatory ? [[t.signatory, policy.signatory.title] as [string, ReactNode]] : []),
            [t.payment, paymentName(policy)],
            [t.draft, policy.draft_ulid],
          ]}
        />
      </FormSection>
      <PolicyPartsSections policy={policy} t={t} />
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
