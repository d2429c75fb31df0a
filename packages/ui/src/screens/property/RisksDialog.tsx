/**
 * The insurance-risks modal (spec part 2 sections 2.3, 4.1, 9), read-only: the ten risks and the unconditional
 * deductible of each for the chosen franchise. Renders core's `view.risks`; Esc, the corner button and 'Закрыть'
 * close it.
 */
import { fmt } from '@sakta/core';
import { ruProperty } from '@sakta/core/property';
import type { PropertyView } from '@sakta/core/property/sale';
import { uiStrings } from '../../lib/strings';
import { Button } from '../../primitives/button';
import { Modal, ModalContent } from '../../primitives/modal';
import { Table, TBody, Td, Th, THead, Tr } from '../../primitives/table';

const t = ruProperty.risks;

export interface RisksDialogProps {
  open: boolean;
  risks: PropertyView['risks'];
  franchise: number;
  onClose: () => void;
}

export function RisksDialog({ open, risks, franchise, onClose }: RisksDialogProps) {
  return (
    <Modal open={open} onClose={onClose}>
      {open ? (
        <ModalContent
          data-slot="property-risks-dialog"
          className="sm:max-w-2xl"
          title={t.title}
          description={fmt(t.description, { franchise: String(franchise) })}
          footer={
            <Button type="button" variant="outline" onClick={onClose}>
              {uiStrings.close}
            </Button>
          }
        >
          <Table>
            <THead>
              <Tr>
                <Th>{t.risk}</Th>
                <Th>{t.deductible}</Th>
              </Tr>
            </THead>
            <TBody>
              {risks.map((risk) => (
                <Tr key={risk.id} data-risk={risk.id}>
                  {/* the risk names the row (the primitive's Th is a column heading's style) */}
                  <th scope="row" className="px-3 py-2.5 text-left font-normal">
                    {risk.name}
                  </th>
                  <Td className="tabular-nums">{risk.deductible}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </ModalContent>
      ) : null}
    </Modal>
  );
}
