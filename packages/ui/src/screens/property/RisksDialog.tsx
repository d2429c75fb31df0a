/**
 * The property insurance-risks modal (spec part 2 sections 2.3, 4.1, 9), read-only: the ten risks and the
 * unconditional deductible of each for the chosen franchise. Renders core's `view.risks` in the shared risks modal
 * of the financial-institution sales.
 */
import { fmt } from '@sakta/core';
import { ruProperty } from '@sakta/core/property';
import type { PropertyView } from '@sakta/core/property/sale';
import { RisksTableDialog } from '../sale/fi/RisksDialog';

const t = ruProperty.risks;

export interface RisksDialogProps {
  open: boolean;
  risks: PropertyView['risks'];
  franchise: number;
  onClose: () => void;
}

export function RisksDialog({ open, risks, franchise, onClose }: RisksDialogProps) {
  return (
    <RisksTableDialog
      open={open}
      slot="property-risks-dialog"
      title={t.title}
      description={fmt(t.description, { franchise: String(franchise) })}
      columns={t}
      rows={risks}
      onClose={onClose}
    />
  );
}
