/**
 * The calculation summary of the contract panel (spec part 2 sections 2.1, 2.3, 3.1, 4.1): 'Премия', 'Дата расчёта',
 * for a product that has one the tariff, and for a rewrite the old policy's premium deducted and what is to pay.
 */
import { displayDate } from '@sakta/core/shared';
import { ruSalePanel, type ContractPanelView } from '@sakta/core/sale';
import { DescriptionItem, DescriptionList } from '../../../primitives/description-list';

const t = ruSalePanel.panel;

export function CalculationSummary({
  calculation,
}: {
  calculation: NonNullable<ContractPanelView['calculation']>;
}) {
  return (
    <DescriptionList
      layout="compact"
      data-slot="calculation"
      tabIndex={-1}
      className="rounded-lg border bg-muted/40 px-4 py-3 outline-none"
    >
      <DescriptionItem label={t.premium}>
        <span className="text-base font-semibold tabular-nums">{calculation.premiumText}</span>
      </DescriptionItem>
      <DescriptionItem label={t.calculationDate}>{displayDate(calculation.calculationDate)}</DescriptionItem>
      {calculation.tariffText ? (
        <DescriptionItem label={t.tariff}>
          <span className="tabular-nums">{calculation.tariffText}</span>
        </DescriptionItem>
      ) : null}
      {calculation.settlement ? (
        <>
          <DescriptionItem label={t.refund}>
            <span className="tabular-nums">− {calculation.settlement.refundText}</span>
          </DescriptionItem>
          <DescriptionItem label={t.addPayment}>
            <span className="text-base font-semibold tabular-nums">
              {calculation.settlement.addPaymentText}
            </span>
          </DescriptionItem>
        </>
      ) : null}
    </DescriptionList>
  );
}
