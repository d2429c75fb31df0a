/**
 * The property sale page for financial institutions (spec part 2 sections 2.3, 3.2, 3.5, 3.6, 4.1, 5.5, 5.6): while
 * the page is read a spinner, then the unavailable product's message or the failure with a retry; once open the
 * parties (insurer with its leader and owners, the bank, the insureds), the program, the objects, the program
 * condition with its risks, the insurer's signatory, the sellers and the contract panel. Renders core's
 * `connectProperty` (its view and intents); nothing changes while `view.editable` is false.
 */
import { useState, type ReactNode } from 'react';
import { fmt } from '@sakta/core';
import { ruProperty } from '@sakta/core/property';
import { ruSale } from '@sakta/core/sale';
import type { PropertyConnection, PropertyTarget } from '@sakta/core/property/sale';
import { Alert } from '../../primitives/alert';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';
import { DeleteConfirmDialog } from '../catalogue/DeleteConfirmDialog';
import { SellersPanel } from '../sale/page/SellersPanel';
import { ObjectsCard } from './ObjectsCard';
import { PartiesColumns } from '../sale/fi/PartiesColumns';
import { ProgramCard } from './ProgramCard';
import { ProgramConditionCard } from './ProgramConditionCard';
import { SignatoryCard } from '../sale/fi/SignatoryCard';

const t = ruProperty.page;

export type PropertyScreenProps = PropertyConnection & {
  /** The open dialog (client, chief, object, documents; lazy-loaded by the app). */
  dialog?: ReactNode;
  /** Above the cards: the history button, a restored sale's notice, the red banner. */
  header?: ReactNode;
  /** Below the sellers: the contract panel, or the success card once issued. */
  panel?: ReactNode;
  /** The risks modal open at the first render (its button opens it otherwise). */
  defaultRisksOpen?: boolean;
};

export function PropertyScreen(props: PropertyScreenProps) {
  const { view } = props;
  if (view.status === 'checking')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t.loading}
      </p>
    );
  if (view.status === 'unavailable') return <Alert variant="warning">{view.pageMessage}</Alert>;
  if (view.status === 'failed')
    return (
      <LoadFailedAlert
        title={t.pageFailed}
        message={view.pageMessage}
        retryLabel={ruSale.staff.retry}
        onRetry={props.onRetry}
      />
    );
  return <PropertyPage {...props} />;
}

function PropertyPage(props: PropertyScreenProps) {
  const { view, onOpen, onDelete } = props;
  const locked = !view.editable;
  // the card asking to be deleted, with its title for the question
  const [deleting, setDeleting] = useState<{ target: PropertyTarget; title: string } | null>(null);
  const ask = (target: PropertyTarget, title: string) => setDeleting({ target, title });
  return (
    <div data-slot="property" className="grid gap-6">
      {props.header}
      <PartiesColumns
        view={view}
        onOpen={onOpen}
        onAskDelete={ask}
        onInsurerInsured={props.onInsurerInsured}
      />
      <ProgramCard program={view.program} locked={locked} onConditions={props.onConditions} />
      <ObjectsCard
        objects={view.objects}
        total={view.objectsTotal}
        locked={locked}
        onOpen={(index) => onOpen({ kind: 'object', index })}
        onAskDelete={(index, title) => ask({ kind: 'object', index }, title)}
      />
      <ProgramConditionCard
        condition={view.programCondition}
        risks={view.risks}
        locked={locked}
        onProgramCondition={props.onProgramCondition}
        defaultRisksOpen={props.defaultRisksOpen}
      />
      {view.signatory ? (
        <SignatoryCard signatory={view.signatory} locked={locked} onSignatory={props.onSignatory} />
      ) : null}
      <SellersPanel
        staff={view.staff}
        locked={locked}
        onManager={props.onManager}
        onAgent={props.onAgent}
        onRetry={props.onRetryStaff}
      />
      {props.panel}
      {props.dialog}
      <DeleteConfirmDialog
        text={deleting ? fmt(t.confirmDelete, { title: deleting.title }) : null}
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
