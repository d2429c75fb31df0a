/**
 * The casco insurance-risks modal (spec part 2 sections 2.4, 9), read-only: damage with the deductible chosen for
 * the policy (conditions.risk_damage), theft and total loss at the fixed 10 %, and for program product 3 the
 * driver's or operator's accident, to which no deductible applies ('не применяется'). Renders core's rows
 * (`cascoRisks(product, risk_damage)`) in the shared risks modal of the financial-institution sales.
 */
import { ruCasco, type CascoRisk } from '@sakta/core/casco';
import { RisksTableDialog } from '../sale/fi/RisksDialog';

const t = ruCasco.risks;

export interface CascoRisksDialogProps {
  open: boolean;
  /** The program product's risks with their deductibles (core's `cascoRisks`). */
  risks: readonly CascoRisk[];
  onClose: () => void;
}

export function CascoRisksDialog({ open, risks, onClose }: CascoRisksDialogProps) {
  return (
    <RisksTableDialog
      open={open}
      slot="casco-risks-dialog"
      title={t.title}
      description={t.description}
      columns={t}
      rows={risks}
      notApplied={t.notApplied}
      onClose={onClose}
    />
  );
}
