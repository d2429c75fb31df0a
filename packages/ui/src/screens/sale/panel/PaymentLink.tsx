/**
 * Where the payer pays (spec part 2 sections 2.1, 4.1): the method, the invoice of a transfer, and the link
 * 'Открыть страницу оплаты' to the invoice's bank page, the card page /epay/{id} or the mobile bank, in a new tab.
 */
import { ExternalLink } from 'lucide-react';
import { fmt } from '@sakta/core';
import { ruSalePanel, type ContractPanelView } from '@sakta/core/sale';
import { Button } from '../../../primitives/button';

const t = ruSalePanel.payment;

export function PaymentLink({
  payment,
  label,
}: {
  payment: NonNullable<ContractPanelView['payment']>;
  /** 'Открыть страницу оплаты' (the product's own words where the spec gives them). */
  label: string;
}) {
  return (
    <section
      data-slot="payment"
      aria-label={t.heading}
      tabIndex={-1}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/25 bg-primary-soft px-4 py-3 text-sm outline-none"
    >
      <p className="grid gap-0.5">
        <span className="font-medium">{t.methods[payment.method]}</span>
        {payment.invoice ? (
          <span className="font-mono text-muted-foreground">
            {fmt(t.invoice, { invoice: payment.invoice })}
          </span>
        ) : null}
      </p>
      <Button asChild variant="outline" size="sm">
        <a href={payment.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {label}
          <span className="sr-only"> {t.newTab}</span>
        </a>
      </Button>
    </section>
  );
}
