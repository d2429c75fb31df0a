/**
 * The OGPO contract panel (spec part 2 sections 2.1, 4.1, 4.2, 5.4, 5.6, 6): the treaty and the payment phone,
 * the calculation summary, the one-time code to the insurer (the `otp` slot: the shared CodeConfirmation), the
 * actions, where to pay, and the panel's messages. Renders core's ContractPanelView; every change is an event.
 */
import { useId, useRef, type ReactNode } from 'react';
import { ruSalePanel, type ContractPanelView } from '@sakta/core/sale';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { CodeConfirmed } from '../../code/CodeConfirmation';
import { CalculationSummary } from './CalculationSummary';
import type { ContractPanelEvent } from './events';
import { BusyLine, Hints, PanelMessages, hintId, isBusy } from './PanelMessages';
import { PaymentLink } from './PaymentLink';
import { SaleButtons } from './SaleButtons';
import { TreatyFields } from './TreatyFields';
import { useFocusAfter } from './use-focus-after';

const t = ruSalePanel.panel;

export interface ContractPanelProps {
  view: ContractPanelView;
  send: (event: ContractPanelEvent) => void;
  /**
   * The code step (CodeConfirmation over the machine's child `otp`), shown while `view.otp.shown` until the code is
   * confirmed (the child has ended then: the panel says 'Код подтвержден' itself, spec section 8).
   */
  otp?: ReactNode;
  className?: string;
}

export function ContractPanel({ view, send, otp, className }: ContractPanelProps) {
  const id = useId();
  const headingId = `sale-heading-${id}`;
  const hintsId = `sale-hints-${id}`;
  // a held button is described by the hints themselves (each item's id), not by the list, whose own name
  // ('Что осталось сделать') would be all a screen reader said
  const describedBy =
    view.hints.length > 0 ? view.hints.map((_, index) => hintId(hintsId, index)).join(' ') : undefined;
  const ref = useRef<HTMLDivElement>(null);
  const busy = isBusy(view.status);
  useFocusAfter(ref, view.status, busy);
  return (
    <Card
      ref={ref}
      data-slot="contract-panel"
      data-status={view.status}
      role="region"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={className ?? 'gap-4 py-4'}
    >
      <CardHeader>
        <CardTitle id={headingId} tabIndex={-1} className="outline-none">
          {t.heading}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TreatyFields
          treaty={view.treaty}
          paymentPhone={view.paymentPhone}
          paymentDate={view.paymentDate}
          locked={view.locked}
          send={send}
        />
        {view.calculation ? <CalculationSummary calculation={view.calculation} /> : null}
        {view.otp?.shown ? (
          <section
            aria-label={t.otpHeading}
            data-slot="sale-otp"
            className="grid gap-2 rounded-lg border p-4"
          >
            <h4 className="text-sm font-semibold">{t.otpHeading}</h4>
            {view.otp.confirmed ? <CodeConfirmed label={t.otpConfirmed} /> : otp}
          </section>
        ) : null}
        <SaleButtons
          buttons={view.buttons}
          labels={view.labels.buttons}
          describedBy={describedBy}
          send={send}
        />
        <BusyLine status={view.status} />
        <Hints id={hintsId} hints={view.hints} />
        {view.payment ? <PaymentLink payment={view.payment} label={view.labels.openPayment} /> : null}
        <PanelMessages view={view} />
      </CardContent>
    </Card>
  );
}
