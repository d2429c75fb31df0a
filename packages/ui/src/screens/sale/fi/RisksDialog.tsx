/**
 * The insurance-risks modal of a financial-institution sale (spec part 2 sections 2.3, 2.4, 9), read-only: a table
 * of the product's risks and the unconditional deductible of each, in percent; a risk to which none applies shows
 * the product's word for it ('не применяется'). Property and casco give their rows and words; Esc, the corner
 * button and 'Закрыть' close it.
 */
import { uiStrings } from '../../../lib/strings';
import { Button } from '../../../primitives/button';
import { DialogClose } from '../../../primitives/dialog';
import { Modal, ModalContent } from '../../../primitives/modal';
import { Table, TBody, Td, Th, THead, Tr } from '../../../primitives/table';

/** One risk: its name and its deductible, percent (null: none applies). */
export interface RiskRow {
  id: string;
  name: string;
  deductible: number | null;
}

export interface RisksTableDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The columns' headings. */
  columns: { risk: string; deductible: string };
  rows: readonly RiskRow[];
  /** What a row without a deductible shows. */
  notApplied?: string;
  /** The modal's data-slot (the product's). */
  slot: string;
  onClose: () => void;
}

export function RisksTableDialog(props: RisksTableDialogProps) {
  const { open, onClose } = props;
  return (
    <Modal open={open} onClose={onClose}>
      {open ? (
        <ModalContent
          data-slot={props.slot}
          className="sm:max-w-2xl"
          title={props.title}
          description={props.description}
          footer={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {uiStrings.close}
              </Button>
            </DialogClose>
          }
        >
          <Table>
            <THead>
              <Tr>
                <Th>{props.columns.risk}</Th>
                <Th>{props.columns.deductible}</Th>
              </Tr>
            </THead>
            <TBody>
              {props.rows.map((risk) => (
                <Tr key={risk.id} data-risk={risk.id}>
                  {/* the risk names the row (the primitive's Th is a column heading's style) */}
                  <th scope="row" className="px-3 py-2.5 text-left font-normal">
                    {risk.name}
                  </th>
                  <Td className="tabular-nums">{risk.deductible ?? props.notApplied ?? uiStrings.notSet}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </ModalContent>
      ) : null}
    </Modal>
  );
}
