import type { ReactNode } from 'react';
import { displayDate, displayPeriod, fmt, formatKzt, ruTravel, type TravelView } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Badge } from '../../primitives/badge';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { FormSection } from '../../primitives/form-section';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { UiLink } from '../../primitives/link';
import { Spinner } from '../../primitives/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../../primitives/table';

/**
 * The travel page (route Traveling, VZR_EU; spec part 2 sections 1, 2.1): a travel draft, or the policy sold from
 * it, read-only: the insurer, the travellers, the countries, the dates, the insured sum and the premium; a sold
 * policy's documents (4.5) in the slot the page fills.
 */
export interface TravelScreenProps {
  view: TravelView;
  /** Where 'К черновикам' leads. */
  draftsPath: string;
  /** The sold policy's documents section (the policy and its receipt), last; nothing for a draft. */
  documents?: ReactNode;
  onRetry: () => void;
}

const t = ruTravel;
const eur = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

export function TravelScreen({ view, draftsPath, documents, onRetry }: TravelScreenProps) {
  if (view.status === 'loading')
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner decorative /> {t.loading}
      </p>
    );
  if (view.status === 'failed')
    return (
      <LoadFailedAlert title={t.loadFailed} message={view.error} retryLabel={t.retry} onRetry={onRetry} />
    );
  if (view.status === 'notFound')
    return (
      <div className="grid gap-3" data-slot="travel-not-found">
        <Alert variant="warning">{t.notFound}</Alert>
        <UiLink
          to={draftsPath}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.toDrafts}
        </UiLink>
      </div>
    );
  const { travel, policy } = view.item;
  const heading = policy
    ? fmt(t.policy, { number: policy.global_id ?? policy.number ?? travel.number })
    : fmt(t.draft, { number: travel.number });
  return (
    <article aria-label={heading} data-slot="travel-screen" className="grid gap-4">
      <header className="grid gap-1">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold [overflow-wrap:anywhere]">
          {heading}
          {policy ? (
            <Badge variant={policy.status === 1 ? 'success' : 'warning'}>{policy.statusName}</Badge>
          ) : null}
        </h2>
        <p className="text-sm text-muted-foreground">{t.readOnly}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <FormSection title={t.insurer} className="content-start rounded-xl border bg-card p-4 shadow-card">
          <DescriptionList>
            <DescriptionItem label={t.traveller}>{travel.insurer.title}</DescriptionItem>
            <DescriptionItem label={t.iin}>{travel.insurer.iin ?? '—'}</DescriptionItem>
          </DescriptionList>
        </FormSection>
        <FormSection title={t.period} className="content-start rounded-xl border bg-card p-4 shadow-card">
          <DescriptionList>
            <DescriptionItem label={t.period}>
              {displayPeriod(travel.date_from, travel.date_to)}
            </DescriptionItem>
            <DescriptionItem label={t.countries}>{travel.countries.join(', ')}</DescriptionItem>
            <DescriptionItem label={t.insuredSum}>
              {travel.insured_sum_eur === null ? '—' : `${eur.format(travel.insured_sum_eur)} EUR`}
            </DescriptionItem>
            <DescriptionItem label={t.premium}>
              {travel.premium === null ? t.notCalculated : formatKzt(travel.premium)}
            </DescriptionItem>
          </DescriptionList>
        </FormSection>
      </div>
      <FormSection title={t.travellers} className="content-start rounded-xl border bg-card p-4 shadow-card">
        <Table>
          <THead>
            <tr>
              <Th>{t.traveller}</Th>
              <Th>{t.birthday}</Th>
              <Th>{t.passport}</Th>
            </tr>
          </THead>
          <TBody>
            {travel.travellers.map((p) => (
              <Tr key={`${p.title}-${p.passport ?? ''}`}>
                <Td>{p.title}</Td>
                <Td>{p.birthday ? displayDate(p.birthday) : '—'}</Td>
                <Td>{p.passport ?? '—'}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </FormSection>
      {policy ? documents : null}
    </article>
  );
}
