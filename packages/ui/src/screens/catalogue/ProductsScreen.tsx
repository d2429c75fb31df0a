import { fmt, ruCatalogues, TEXT_MAX, type Product } from '@sakta/core';
import { CatalogueScreen } from './CatalogueScreen';
import type { CatalogueColumn, CatalogueDefinition, CatalogueScreenOwnProps } from './CatalogueScreen';
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
];

const PRODUCTS: CatalogueDefinition<Product> = {
  strings: t,
  columns,
  fields,
  switchLabel: (p) => fmt(t.switchLabel, { title: p.title }),
  rowName: (p) => p.title,
};

export type ProductsScreenProps = CatalogueScreenOwnProps<Product>;

export function ProductsScreen(props: ProductsScreenProps) {
  return <CatalogueScreen<Product> {...props} catalogue={PRODUCTS} />;
}
