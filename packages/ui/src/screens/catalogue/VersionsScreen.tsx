import { ruCatalogues, TEXT_MAX, type Version } from '@sakta/core';
import { CatalogueScreen } from './CatalogueScreen';
import type { CatalogueColumn, CatalogueDefinition, CatalogueScreenOwnProps } from './CatalogueScreen';
import type { CatalogueFieldDef } from './CatalogueFormDialog';

/** /admin/versions (spec part 1 section 2 "Products and versions admin"): ID, version, created; add, edit, delete. */

const t = ruCatalogues.versions;

const columns: CatalogueColumn<Version>[] = [
  { header: t.id, cell: (v) => v.id },
  { header: t.version, cell: (v) => v.version, className: 'font-medium' },
];

const fields: CatalogueFieldDef[] = [
  { name: 'version', label: t.version, kind: 'text', required: true, maxLength: TEXT_MAX.number },
  { name: 'description', label: ruCatalogues.common.description, kind: 'textarea', required: true },
];

const VERSIONS: CatalogueDefinition<Version> = { strings: t, columns, fields, rowName: (v) => v.version };

export type VersionsScreenProps = Omit<CatalogueScreenOwnProps<Version>, 'onToggle'>;

export function VersionsScreen(props: VersionsScreenProps) {
  return <CatalogueScreen<Version> {...props} catalogue={VERSIONS} />;
}
