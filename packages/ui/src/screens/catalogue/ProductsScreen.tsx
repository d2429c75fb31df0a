import { displayDate, fmt, ruCatalogues, TEXT_MAX, type CatalogueView, type Product } from '@sakta/core';
import { CatalogueScreen, type CatalogueColumn, type CatalogueScreenProps } from './CatalogueScreen';
import type { CatalogueFieldDef } from './CatalogueFormDialog';

/**
 * /admin/products (spec part 1 section 2 "Products and versions admin"): ID, code, title, description, created,
 * the status switch (whether the sale variant is offered), actions.
 */

const t = ruCatalogues.products;

const columns: CatalogueColumn<Product>[] = [
  { header: t.id, cell: (p) => p.id },
  { header: t.code, cell: (p) => <code className="text-xs">{p.code}</code> },
  { header: t.name, cell: (p) => p.title, className: 'font-medium' },
  { header: ruCatalogues.common.description, cell: (p) => p.description ?? '—' },
  {
    header: ruCatalogues.common.created,
    cell: (p) => displayDate(p.created),
    className: 'whitespace-nowrap',
  },
];

const fields: CatalogueFieldDef[] = [
  { name: 'code', label: t.code, kind: 'text', required: true, maxLength: TEXT_MAX.number },
  { name: 'title', label: t.name, kind: 'text', required: true, maxLength: TEXT_MAX.title },
  {
    name: 'description',
    label: ruCatalogues.common.description,
    kind: 'textarea',
    maxLength: TEXT_MAX.message,
  },
  { name: 'status', label: ruCatalogues.common.status, kind: 'status' },
];

export type ProductsScreenProps = Omit<
  CatalogueScreenProps<Product>,
  'title' | 'columns' | 'fields' | 'newTitle' | 'editTitle' | 'switchLabel' | 'rowName' | 'view'
> & { view: CatalogueView<Product> };

export function ProductsScreen(props: ProductsScreenProps) {
  return (
    <CatalogueScreen<Product>
      {...props}
      title={t.title}
      columns={columns}
      fields={fields}
      newTitle={t.newTitle}
      editTitle={t.editTitle}
      switchLabel={(p) => fmt(t.switchLabel, { title: p.title })}
      rowName={(p) => p.title}
    />
  );
}
