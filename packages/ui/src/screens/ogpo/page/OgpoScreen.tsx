/**
 * The OGPO sale page (spec part 2 sections 2.1, 2.2): three columns of cards (insurer, insureds as drivers,
 * vehicles), for a legal-entity insurer also the leader and the beneficial owners (marked required), and the
 * sellers of the contract panel. Renders core's selectPolicyView; the open dialog comes from `dialog`.
 */
import { useState, type ReactNode } from 'react';
import { ruOgpo, type PartyTarget, type PolicyView } from '@sakta/core/ogpo';
import { Alert } from '../../../primitives/alert';
import { LoadFailedAlert } from '../../../primitives/load-failed';
import { Spinner } from '../../../primitives/spinner';
import { AddTile } from '../../organisation/AddTile';
import { DeleteConfirmDialog } from '../../catalogue/DeleteConfirmDialog';
import { ChiefsSection } from '../../sale/cards/ChiefCard';
import { ClientCard } from '../../sale/cards/ClientCard';
import { SaleColumn } from '../../sale/page/SaleColumn';
import { SellersPanel } from '../../sale/page/SellersPanel';
import { VehicleCard } from '../../sale/cards/VehicleCard';

const t = ruOgpo;

export interface OgpoScreenProps {
  view: PolicyView;
  onOpen: (target: PartyTarget) => void;
  onDelete: (target: PartyTarget) => void;
  onManager: (id: number) => void;
  onAgent: (id: number | null) => void;
  onRetryStaff: () => void;
  /** Reads the variant's availability again after a failure. */
  onRetry: () => void;
  /** Fetches again the default insured of a legal-entity insurer after a failure. */
  onRetryDefaultInsured: () => void;
  /** The open dialog (lazy-loaded by the app). */
  dialog?: ReactNode;
  /** Above the cards: a restored sale's notice, the red banner. */
  header?: ReactNode;
  /** The history button, beside the first column's heading (no row of its own). */
  history?: ReactNode;
  /** Below the sellers: the contract panel, or the success card once issued. */
  panel?: ReactNode;
  /** The rewrite's phone prompt (status rewritePhone). */
  rewritePhone?: ReactNode;
}

export function OgpoScreen(props: OgpoScreenProps) {
  const { view, onRetry } = props;
  if (view.status === 'checking')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t.loading}
      </p>
    );
  if (view.status === 'unavailable') return <Alert variant="warning">{view.pageMessage}</Alert>;
  if (view.status === 'rewritePhone' || view.status === 'notFound') return <>{props.rewritePhone}</>;
  if (view.status === 'failed')
    return (
      <LoadFailedAlert
        title={t.pageFailed}
        message={view.pageMessage}
        retryLabel={t.staff.retry}
        onRetry={onRetry}
      />
    );
  return <Policy {...props} />;
}

/** The default insured of a legal-entity insurer being fetched, or why it could not be, with 'Повторить'. */
function DefaultInsuredStatus({ view, onRetry }: { view: PolicyView; onRetry: () => void }) {
  const status = view.defaultInsured;
  if (status?.status === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t.defaultInsured.loading}
      </p>
    );
  if (status?.status === 'failed')
    return (
      <LoadFailedAlert
        title={t.defaultInsured.failed}
        message={status.message}
        retryLabel={t.defaultInsured.retry}
        onRetry={onRetry}
      />
    );
  return null;
}

function Policy({
  view,
  onOpen,
  onDelete,
  onManager,
  onAgent,
  onRetryStaff,
  onRetryDefaultInsured,
  dialog,
  header,
  history,
  panel,
}: OgpoScreenProps) {
  const locked = !view.editable;
  // the card asking to be deleted, with its title for the question
  const [deleting, setDeleting] = useState<{ target: PartyTarget; title: string } | null>(null);
  const ask = (target: PartyTarget, title: string) => () => setDeleting({ target, title });
  return (
    <div data-slot="ogpo" className="grid gap-6">
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <SaleColumn id="ogpo-insurer" title={t.columns.insurer} action={history}>
          {view.insurer ? (
            <ClientCard
              card={view.insurer.card}
              mark={view.insurer.mark}
              locked={locked}
              onEdit={() => onOpen({ kind: 'insurer' })}
              onDelete={ask({ kind: 'insurer' }, view.insurer.card.title)}
              onDocuments={() => onOpen({ kind: 'documents', owner: { kind: 'insurer' } })}
              onPodftDocuments={
                view.insurer.canSetPodftDocuments
                  ? () => onOpen({ kind: 'podft', owner: { kind: 'insurer' } })
                  : undefined
              }
            />
          ) : locked ? null : (
            <AddTile label={t.add.insurer} onClick={() => onOpen({ kind: 'insurer' })} />
          )}
          {view.chiefs ? (
            <ChiefsSection
              id="ogpo-chiefs"
              words={{
                leader: t.chiefs.leader,
                owners: t.chiefs.beneficiaries,
                required: t.chiefs.required,
                addLeader: t.add.leader,
                addOwner: t.add.beneficiary,
              }}
              leader={view.chiefs.leader}
              owners={view.chiefs.beneficiaries}
              locked={locked}
              onOpenLeader={() => onOpen({ kind: 'leader' })}
              onOpenOwner={(index) => onOpen({ kind: 'beneficiary', index })}
              onAskDelete={(slot, title) =>
                setDeleting({
                  target: slot.kind === 'leader' ? slot : { kind: 'beneficiary', index: slot.index },
                  title,
                })
              }
            />
          ) : null}
        </SaleColumn>
        <SaleColumn id="ogpo-insureds" title={t.columns.insureds}>
          {view.drivers.map((d) =>
            d.byDefault ? (
              <ClientCard
                key={d.target.kind === 'drive' ? 'drive' : d.target.index}
                card={d.card}
                caption={t.defaultInsured.caption}
                note={t.defaultInsured.note}
                // it opens no dialog and is not deleted: a named driver replaces it
                locked
                onEdit={() => undefined}
              />
            ) : (
              <ClientCard
                key={d.target.kind === 'drive' ? 'drive' : d.target.index}
                card={d.card}
                mark={d.mark}
                locked={locked}
                driver
                caption={d.target.kind === 'drive' ? t.card.insurerDrives : undefined}
                onEdit={() => onOpen(d.target)}
                onDelete={ask(d.target, d.card.title)}
                onDocuments={() => onOpen({ kind: 'documents', owner: d.owner })}
                onLicence={() => onOpen(d.licenceTarget)}
                onPodftDocuments={
                  d.canSetPodftDocuments ? () => onOpen({ kind: 'podft', owner: d.owner }) : undefined
                }
              />
            ),
          )}
          <DefaultInsuredStatus view={view} onRetry={onRetryDefaultInsured} />
          {locked ? null : (
            <AddTile label={t.add.insured} onClick={() => onOpen({ kind: 'insured', index: null })} />
          )}
        </SaleColumn>
        <SaleColumn id="ogpo-vehicles" title={t.columns.vehicles}>
          {view.vehicles.map((v) => (
            <VehicleCard
              key={v.index}
              card={v.card}
              mark={v.mark}
              locked={locked}
              onEdit={() => onOpen({ kind: 'vehicle', index: v.index })}
              onDelete={ask({ kind: 'vehicle', index: v.index }, v.card.title || v.card.number)}
              onDocuments={() => onOpen({ kind: 'documents', owner: { kind: 'vehicle', index: v.index } })}
              onPodftDocuments={
                v.canSetPodftDocuments
                  ? () => onOpen({ kind: 'podft', owner: { kind: 'vehicle', index: v.index } })
                  : undefined
              }
            />
          ))}
          {locked ? null : (
            <AddTile label={t.add.vehicle} onClick={() => onOpen({ kind: 'vehicle', index: null })} />
          )}
        </SaleColumn>
      </div>
      <SellersPanel
        staff={view.staff}
        locked={locked}
        onManager={onManager}
        onAgent={onAgent}
        onRetry={onRetryStaff}
      />
      {panel}
      {dialog}
      <DeleteConfirmDialog
        text={deleting ? t.confirmDelete(deleting.title) : null}
        busy={false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onDelete(deleting.target);
          setDeleting(null);
        }}
      />
    </div>
  );
}
