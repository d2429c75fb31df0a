/**
 * The 'add' tile above each table of the organisation page (a new employee, department, terminal, signatory):
 * one button that looks like a dashed card; and the edit icon that ends each row of those tables.
 */
import { Eye, Pencil, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Td } from '../../primitives/table';

export interface AddTileProps {
  label: string;
  onClick: () => void;
  className?: string;
}

export function AddTile({ label, onClick, className }: AddTileProps) {
  return (
    <button
      type="button"
      data-slot="add-tile"
      onClick={onClick}
      className={cn(
        'flex w-full items-center gap-3 rounded-xl border-2 border-dashed border-input bg-card p-4 text-left text-sm font-medium text-primary',
        'transition-colors outline-none hover:border-primary/50 hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring sm:w-auto',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft" aria-hidden="true">
        <Plus className="size-4" />
      </span>
      {label}
    </button>
  );
}

/**
 * The row's last cell: the edit icon, named for the row ('Редактировать …'), or with `readOnly` the eye of a record
 * the user may only look at ('Просмотреть …').
 */
export function EditRowCell({
  label,
  onClick,
  readOnly = false,
}: {
  label: string;
  onClick: () => void;
  readOnly?: boolean;
}) {
  const Icon = readOnly ? Eye : Pencil;
  return (
    <Td className="text-right">
      <Button size="icon" variant="ghost" aria-label={label} onClick={onClick}>
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    </Td>
  );
}
