/**
 * The parties of a financial-institution policy (property, casco; spec part 2 sections 2.2, 2.3, 2.4, 4.1), in
 * three columns: the insurer with the
 * checkbox that it is also insured and, for a legal entity, its leader and beneficial owners (marked required); the
 * beneficiary (the bank), with the note when its objects need no loan number; the insureds, the insurer's own card
 * first when the checkbox is on (the checkbox removes it, so it has no delete). Cards carry how verification left
 * them; add tiles fill the empty slots while the policy may change.
 */
import type { ReactNode } from 'react';
import { ruFi, type FiPartiesView, type FiTarget } from '@sakta/core/sale/fi';
import { Info } from 'lucide-react';
import { AddTile } from '../../organisation/AddTile';
import { ChiefsSection } from '../cards/ChiefCard';
import { ClientCard } from '../cards/ClientCard';
import { SaleColumn } from '../page/SaleColumn';

const t = ruFi.parties;
const INSURER = { kind: 'insurer' } as const;

export interface PartiesColumnsProps {
  /** The parties' view, whether they may change, and whether the bank's objects need no loan number. */
  view: FiPartiesView & { editable: boolean; loanNumberExempt: boolean };
  onOpen: (target: FiTarget) => void;
  /** Asks to delete a party (the page confirms first). */
  onAskDelete: (target: FiTarget, title: string) => void;
  onInsurerInsured: (value: boolean) => void;
  /** The page's history button, beside the first column's heading. */
  history?: ReactNode;
}

export function PartiesColumns({
  view,
  onOpen,
  onAskDelete,
  onInsurerInsured,
  history,
}: PartiesColumnsProps) {
  const locked = !view.editable;
  const { insurer, beneficiary } = view;
  const insurerPodft = insurer?.canSetPodftDocuments
    ? () => onOpen({ kind: 'podft', owner: { kind: 'insurer' } })
    : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <SaleColumn id="property-insurer" title={t.sections.insurer} action={history}>
        {insurer ? (
          <ClientCard
            card={insurer.card}
            mark={insurer.mark}
            locked={locked}
            onEdit={() => onOpen(INSURER)}
            onDelete={() => onAskDelete(INSURER, insurer.card.title)}
            onDocuments={() => onOpen({ kind: 'documents', owner: { kind: 'insurer' } })}
            onPodftDocuments={insurerPodft}
          />
        ) : locked ? null : (
          <AddTile label={t.add.insurer} onClick={() => onOpen(INSURER)} />
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={view.insurerInsured}
            disabled={locked || !insurer}
            onChange={(e) => onInsurerInsured(e.target.checked)}
          />
          {t.insurerInsured}
        </label>
        {view.chiefs ? (
          <ChiefsSection
            id="property-chiefs"
            words={{
              leader: t.chiefs.leader,
              owners: t.chiefs.owners,
              required: t.chiefs.required,
              addLeader: t.add.leader,
              addOwner: t.add.owner,
            }}
            leader={view.chiefs.leader}
            owners={view.chiefs.owners}
            locked={locked}
            onOpenLeader={() => onOpen({ kind: 'leader' })}
            onOpenOwner={(index) => onOpen({ kind: 'owner', index })}
            onAskDelete={onAskDelete}
          />
        ) : null}
      </SaleColumn>
      <SaleColumn id="property-beneficiary" title={t.sections.beneficiary}>
        {beneficiary ? (
          <ClientCard
            card={beneficiary.card}
            mark={beneficiary.mark}
            locked={locked}
            onEdit={() => onOpen({ kind: 'beneficiary' })}
            onDelete={() => onAskDelete({ kind: 'beneficiary' }, beneficiary.card.title)}
          />
        ) : locked ? null : (
          <AddTile label={t.add.beneficiary} onClick={() => onOpen({ kind: 'beneficiary' })} />
        )}
        {view.loanNumberExempt ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t.loanNumberExempt}
          </p>
        ) : null}
      </SaleColumn>
      <SaleColumn id="property-insureds" title={t.sections.insureds}>
        {insurer && view.insurerInsured ? (
          <ClientCard
            card={insurer.card}
            mark={insurer.mark}
            locked={locked}
            caption={t.sections.insurer}
            onEdit={() => onOpen(INSURER)}
            onDocuments={() => onOpen({ kind: 'documents', owner: { kind: 'insurer' } })}
            onPodftDocuments={insurerPodft}
          />
        ) : null}
        {view.insureds.map((p) => {
          const owner = { kind: 'insured', index: p.index } as const;
          return (
            <ClientCard
              key={p.index}
              card={p.card}
              mark={p.mark}
              locked={locked}
              onEdit={() => onOpen(owner)}
              onDelete={() => onAskDelete(owner, p.card.title)}
              onDocuments={() => onOpen({ kind: 'documents', owner })}
              onPodftDocuments={p.canSetPodftDocuments ? () => onOpen({ kind: 'podft', owner }) : undefined}
            />
          );
        })}
        {locked ? null : (
          <AddTile label={t.add.insured} onClick={() => onOpen({ kind: 'insured', index: null })} />
        )}
      </SaleColumn>
    </div>
  );
}
