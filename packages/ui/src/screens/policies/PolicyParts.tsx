// The parts of a contract that the admin dashboard's policy modal and the register's policy modal both show:
// insurer, vehicles, insured object, insureds and beneficiary. Each modal gives its own strings (its ru owner).
import type { ReactNode } from 'react';
import { formatKzt } from '@sakta/core/shared';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { FormSection } from '../../primitives/form-section';
import { Identifier } from '../../primitives/identifier';

/** An identifier's value in one piece (a number, an IIN/BIN); none stays none, so the row reads '—'. */
export function oneItem(value: string | null | undefined): ReactNode {
  return value ? <Identifier>{value}</Identifier> : null;
}

/** The label/value rows of one part of the contract; an empty value reads '—'. */
export function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <DescriptionList layout="compact">
      {rows.map(([label, value]) => (
        <DescriptionItem key={label} label={label}>
          {value}
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}

export interface PolicyPartsParty {
  title: string;
  iin: string | null;
  /** 1 natural person, 2 legal entity. */
  person: number;
  resident?: boolean;
  entrepreneur?: boolean;
}

export interface PolicyParts {
  insurer: PolicyPartsParty | null;
  vehicles: ReadonlyArray<{
    number: string;
    mark: string;
    model: string;
    color: string | null;
    year: number | null;
  }>;
  object: {
    is_immovable: boolean;
    insurance_sum: number;
    franchise: number | null;
    add_info: string | null;
  } | null;
  insureds: ReadonlyArray<PolicyPartsParty>;
  beneficiary: PolicyPartsParty | null;
}

/** The strings of the parts, from the modal's own ru section. */
export interface PolicyPartsText {
  insurer: string;
  vehicles: string;
  object: string;
  insureds: string;
  beneficiary: string;
  none: string;
  name: string;
  iin: string;
  kind: string;
  person: Record<number, string>;
  entrepreneur: string;
  resident: string;
  nonResident: string;
  vehicle: { number: string; mark: string; model: string; color: string; year: string };
  objectKind: string;
  immovable: string;
  movable: string;
  insuranceSum: string;
  franchise: string;
  addInfo: string;
}

function partyKind(p: PolicyPartsParty, t: PolicyPartsText): string {
  const extra = [
    p.entrepreneur ? t.entrepreneur : null,
    p.resident === undefined ? null : p.resident ? t.resident : t.nonResident,
  ].filter(Boolean);
  return [t.person[p.person] ?? String(p.person), ...extra].join(', ');
}

function PartyFields({ party, t }: { party: PolicyPartsParty; t: PolicyPartsText }) {
  return (
    <Fields
      rows={[
        [t.name, party.title],
        [t.iin, oneItem(party.iin)],
        [t.kind, partyKind(party, t)],
      ]}
    />
  );
}

function Empty({ t }: { t: PolicyPartsText }) {
  return <p className="text-sm text-muted-foreground">{t.none}</p>;
}

/** Insurer ('Нет данных' without one), vehicles and object when there are any, insureds, beneficiary if any. */
export function PolicyPartsSections({ policy, t }: { policy: PolicyParts; t: PolicyPartsText }) {
  return (
    <>
      <FormSection variant="compact" title={t.insurer}>
        {policy.insurer ? <PartyFields party={policy.insurer} t={t} /> : <Empty t={t} />}
      </FormSection>
      {policy.vehicles.length ? (
        <FormSection variant="compact" title={t.vehicles}>
          <ul className="grid gap-2">
            {policy.vehicles.map((v, i) => (
              <li key={`${v.number}-${i}`} className="rounded-lg border p-3">
                <Fields
                  rows={[
                    [t.vehicle.number, oneItem(v.number)],
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
                <PartyFields party={p} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty t={t} />
        )}
      </FormSection>
      {policy.beneficiary ? (
        <FormSection variant="compact" title={t.beneficiary}>
          <PartyFields party={policy.beneficiary} t={t} />
        </FormSection>
      ) : null}
    </>
  );
}
