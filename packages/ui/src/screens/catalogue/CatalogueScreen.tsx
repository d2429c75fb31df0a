import { useId, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  displayDate,
  fmt,
  ruCatalogues,
  type CatalogueForm,
  type CatalogueItem,
  type CatalogueView,
} from '@sakta/core';
import { Button } from '../../primitives/button';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Switch } from '../../primitives/switch';
import { Table, TableEmpty, TableLoading, TBody, Td, Th, THead, Tr } from '../../primitives/table';
import { CatalogueFormDialog, type CatalogueFieldDef } from './CatalogueFormDialog';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

/**
 * An admin catalogue's page (spec part 1 section 2 "Products and versions admin", "Agreements admin"): the table
 * with its columns, an add row ('Добавить'), 'Нет записи' when empty, per row edit and delete (and the product
 * status switch or extra actions), the form modal and the delete confirmation 'Удалить {title}?'. It renders core's
 * selectCatalogueView and sends the user's actions out; the rules (what can be saved, a PDF only) are the machine's.
 */

export interface CatalogueColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/** What a catalogue is: its texts, its table's columns, its form's fields, how a row is named. */
export interface CatalogueDefinition<T extends CatalogueRecord> {
  /** The table's accessible name, the form modal's titles for a new and an edited record. */
  strings: { title: string; newTitle: string; editTitle: string };
  /** The columns before 'Создан'. */
  columns: CatalogueColumn<T>[];
  /** The form's fields before the status. */
  fields: CatalogueFieldDef[];
  /** The status switch column (products): its accessible name per row. */
  switchLabel?: (item: T) => string;
  /** What a row is called in its buttons' names ('Изменить: {name}'). */
  rowName: (item: T) => string;
}

/** A catalogue's record: the machine's item with the day it was created. */
type CatalogueRecord = CatalogueItem & { created: string };

/** Every catalogue's table ends with 'Создан' (the day, not wrapped), its form with the record's status. */
const CREATED: CatalogueColumn<CatalogueRecord> = {
  header: ruCatalogues.common.created,
  cell: (item) => displayDate(item.created),
  className: 'whitespace-nowrap',
};
const STATUS_FIELD: CatalogueFieldDef = { name: 'status', label: ruCatalogues.common.status, kind: 'status' };

/** A catalogue's page as its route gives it: the view and the user's actions. */
export type CatalogueScreenOwnProps<T extends CatalogueRecord> = Omit<CatalogueScreenProps<T>, 'catalogue'>;

export interface CatalogueScreenProps<T extends CatalogueRecord> {
  catalogue: CatalogueDefinition<T>;
  view: CatalogueView<T>;
  /** More actions of a row, before edit and delete (the agreements' recipients). */
  rowActions?: (item: T) => ReactNode;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onConfirmDelete: () => void;
  onCancel: () => void;
  onChange: (field: string, value: string | number) => void;
  onAttach: (field: string, file: File) => void;
  onSave: () => void;
  /** The status switch (with switchLabel). */
  onToggle?: (id: number) => void;
  onRetry: () => void;
  /** Content after the table (the agreements' recipients modal). */
  children?: ReactNode;
}

const t = ruCatalogues.common;

export function CatalogueScreen<T extends CatalogueRecord>({
  catalogue,
  view,
  rowActions,
  onAdd,
  onEdit,
  onDelete,
  onConfirmDelete,
  onCancel,
  onChange,
  onAttach,
  onSave,
  onToggle,
  onRetry,
  children,
}: CatalogueScreenProps<T>) {
  const {
    strings: { title, newTitle, editTitle },
    switchLabel,
    rowName,
  } = catalogue;
  const columns = [...catalogue.columns, CREATED];
  const fields = [...catalogue.fields, STATUS_FIELD];
  const headingId = useId();
  const colSpan = columns.length + (switchLabel ? 1 : 0) + 1;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="catalogue-screen"
      data-status={view.status}
      className="grid gap-4"
    >
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      {view.status === 'failed' ? (
        <LoadFailedAlert title={title} message={view.loadError} retryLabel={t.retry} onRetry={onRetry} />
      ) : (
        <Table
          aria-labelledby={headingId}
          aria-busy={view.status === 'loading' || view.refreshing || undefined}
        >
          <THead>
            <tr>
              {columns.map((c) => (
                <Th key={c.header} className={c.className}>
                  {c.header}
                </Th>
              ))}
              {switchLabel ? <Th>{t.status}</Th> : null}
              <Th className="text-right">{t.actions}</Th>
            </tr>
          </THead>
          <TBody>
            <tr data-slot="catalogue-add">
              <td colSpan={colSpan} className="px-3 py-2">
                <Button variant="ghost" size="sm" onClick={onAdd} disabled={!view.canAct}>
                  <Plus className="size-4" aria-hidden="true" />
                  {t.add}
                </Button>
              </td>
            </tr>
            {view.status === 'loading' ? (
              <TableLoading colSpan={colSpan}>{t.loading}</TableLoading>
            ) : view.items.length === 0 ? (
              <TableEmpty colSpan={colSpan}>{t.empty}</TableEmpty>
            ) : (
              view.items.map((item) => (
                <Tr key={item.id} data-row-id={item.id}>
                  {columns.map((c) => (
                    <Td key={c.header} className={c.className}>
                      {c.cell(item)}
                    </Td>
                  ))}
                  {switchLabel ? (
                    <Td>
                      <Switch
                        checked={item.status === 1}
                        aria-label={switchLabel(item)}
                        aria-busy={view.togglingId === item.id || undefined}
                        disabled={!view.canAct}
                        onCheckedChange={() => onToggle?.(item.id)}
                      />
                    </Td>
                  ) : null}
                  <Td className="text-right whitespace-nowrap">
                    {rowActions?.(item)}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${t.edit}: ${rowName(item)}`}
                      disabled={!view.canAct}
                      onClick={() => onEdit(item.id)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${t.delete}: ${rowName(item)}`}
                      disabled={!view.canAct}
                      onClick={() => onDelete(item.id)}
                    >
                      <Trash2 className="size-4 text-danger" aria-hidden="true" />
                    </Button>
                  </Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      )}
      <CatalogueFormDialog
        modal={view.modal}
        fields={fields}
        title={view.modal?.mode === 'edit' ? editTitle : newTitle}
        onChange={onChange}
        onAttach={onAttach}
        onSave={onSave}
        onCancel={onCancel}
      />
      <DeleteConfirmDialog
        text={view.deleting ? fmt(t.confirmDelete, { title: view.deleting.title }) : null}
        busy={view.deleting?.busy ?? false}
        onConfirm={onConfirmDelete}
        onCancel={onCancel}
      />
      {children}
    </section>
  );
}

export type { CatalogueForm };
