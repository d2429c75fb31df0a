import { displayDate, ruCatalogues, TEXT_MAX, type CatalogueView, type Version } from '@sakta/core';
import { CatalogueScreen, type CatalogueColumn, type CatalogueScreenProps } from './CatalogueScreen';
import type { CatalogueFieldDef } from './CatalogueFormDialog';

/** /admin/versions (spec part 1 section 2 "Products and versions admin"): ID, version, created; add, edit, delete. */

const t = ruCatalogues.versions;

const columns: CatalogueColumn<Version>[] = [
  { header: t.id, cell: (v) => v.id },
  { header: t.version, cell: (v) => v.version, className: 'font-medium' },
  {
    header: ruCatalogues.common.created,
    cell: (v) => displayDate(v.created),
    className: 'whitespace-nowrap',
  },
];

const fields: CatalogueFieldDef[] = [
  { name: 'version', label: t.version, kind: 'text', required: true, maxLength: TEXT_MAX.number },
  { name: 'description', label: ruCatalogues.common.description, kind: 'textarea', required: true },
  { name: 'status', label: ruCatalogues.common.status, kind: 'status' },
];

export type VersionsScreenProps = Omit<
  CatalogueScreenProps<Version>,
  'title' | 'columns' | 'fields' | 'newTitle' | 'editTitle' | 'switchLabel' | 'rowName' | 'view' | 'onToggle'
> & { view: CatalogueView<Version> };

export function VersionsScreen(props: VersionsScreenProps) {
  return (
    <CatalogueScreen<Version>
      {...props}
      title={t.title}
      columns={columns}
      fields={fields}
      newTitle={t.newTitle}
      editTitle={t.editTitle}
      rowName={(v) => v.version}
    />
  );
}
