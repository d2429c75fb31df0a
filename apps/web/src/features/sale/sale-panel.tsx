// A sale page's chrome around the cards, for any product: the history button (beside the first column's heading);
// above the cards a restored sale's notice and the alerts; below them the contract panel with the code to the
// insurer, or the success card with the issued policy's documents. The product gives the kernel's selectors with its
// rules, and its code for the history.
import { lazy, Suspense, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { asCodeSnapshot, selectCodeView } from '@sakta/core';
import {
  selectShowsKeptSale,
  type ContractPanelView,
  type PolicyAlertsView,
  type SaleSnapshotLike,
  type SuccessCardView,
} from '@sakta/core/sale';
import { CodeConfirmation, ContractPanel, KeptSaleNotice, PolicyAlerts } from '@sakta/ui';
import { useChildSnapshot, useCodeStep } from '../../lib/child-snapshot';

// not needed for the first render: the history panel (its button comes a moment later) and the success card
const HistoryPanel = lazy(() => import('./history-panel').then((m) => ({ default: m.HistoryPanel })));
const IssuedPolicy = lazy(() => import('./issued-policy').then((m) => ({ default: m.IssuedPolicy })));

type AnySale = SaleSnapshotLike<unknown, unknown>;

/** The kernel's selectors of a product's sale (core's salePanelSelectors with the product's rules). */
export interface SalePanelSelectors {
  selectContractPanel(s: AnySale): ContractPanelView;
  selectPolicyAlerts(s: AnySale): PolicyAlertsView;
  selectSuccessCard(s: AnySale): SuccessCardView | null;
}

export interface SaleHeaderProps {
  actor: AnyActorRef;
  /** When the sale kept in the browser was kept ('DD.MM.YYYY HH:mm'), or null; its notice shows while it is shown. */
  keptAt: string | null;
  onDiscard: () => void;
}

export interface SalePanelProps {
  actor: AnyActorRef;
  onDone: () => void;
}

export interface SaleHistoryProps {
  actor: AnyActorRef;
}

/**
 * The header, the history button and the panel of a product's sale page. `history`: the product code whose family
 * the history lists.
 */
export function salePanels(
  selectors: SalePanelSelectors,
  history: string,
): {
  Header: ComponentType<SaleHeaderProps>;
  History: ComponentType<SaleHistoryProps>;
  Panel: ComponentType<SalePanelProps>;
} {
  const sale = (s: unknown) => s as AnySale;

  function SaleHeader({ actor, keptAt, onDiscard }: SaleHeaderProps) {
    const alerts = useSelector(actor, (s) => selectors.selectPolicyAlerts(sale(s)));
    // the notice speaks of the kept sale only while the page shows it (a draft opened instead has none)
    const restored = useSelector(actor, (s) => selectShowsKeptSale(sale(s)));
    // nothing to say: no row at all (the alerts' dialog is in a portal), so the cards start at the top
    return (
      <div className="grid gap-3 empty:hidden">
        {restored && keptAt ? <KeptSaleNotice savedAt={keptAt} onDiscard={onDiscard} /> : null}
        <PolicyAlerts view={alerts} send={(e) => actor.send(e)} />
      </div>
    );
  }

  function SaleHistory({ actor }: SaleHistoryProps) {
    const draft = useSelector(actor, (s) => sale(s).context.draftId);
    return (
      <Suspense fallback={null}>
        <HistoryPanel product={history} currentDraft={draft} />
      </Suspense>
    );
  }

  function SalePanel({ actor, onDone }: SalePanelProps) {
    const panel = useSelector(actor, (s) => selectors.selectContractPanel(sale(s)));
    const success = useSelector(actor, (s) => selectors.selectSuccessCard(sale(s)));
    const sendCode = useCodeStep(actor, 'otp');
    const code = asCodeSnapshot(useChildSnapshot(actor, 'otp'));
    if (success)
      return (
        <Suspense fallback={null}>
          <IssuedPolicy actor={actor} success={success} onDone={onDone} />
        </Suspense>
      );
    return (
      <ContractPanel
        view={panel}
        send={(e) => actor.send(e)}
        otp={
          code ? (
            <CodeConfirmation
              view={selectCodeView(code)}
              onSend={() => sendCode({ type: 'SEND' })}
              onChange={(value) => sendCode({ type: 'CHANGE', value })}
              onResend={() => sendCode({ type: 'RESEND' })}
              onVerify={() => sendCode({ type: 'VERIFY' })}
            />
          ) : null
        }
      />
    );
  }

  return { Header: SaleHeader, History: SaleHistory, Panel: SalePanel };
}
