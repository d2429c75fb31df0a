import { fn } from 'storybook/test';
import { selectCatalogueView, type CatalogueSnapshot, type CatalogueView } from '@sakta/core';
import { AgreementsAdminScreen, ProductsScreen } from '@sakta/ui';
import { catalogueHandlers } from '../fixtures-catalogue';
import { statesOf } from '../../gallery/stories';

type Handlers = ReturnType<typeof catalogueHandlers>;

/** The products catalogue or the agreements one (the machine's input says which), as /admin shows them. */
function CatalogueView({
  view,
  agreements,
  onRecipients,
  ...handlers
}: Handlers & { view: CatalogueView<never>; agreements: boolean; onRecipients: (id: number) => void }) {
  if (!agreements) return <ProductsScreen view={view} {...handlers} />;
  const { onToggle: _toggle, ...rest } = handlers;
  return <AgreementsAdminScreen view={view} onRecipients={onRecipients} {...rest} />;
}

export default statesOf('catalogue', {
  component: CatalogueView,
  args: { ...catalogueHandlers(), onRecipients: fn() },
  view: (s: CatalogueSnapshot) => ({
    view: selectCatalogueView<never>(s),
    agreements: s.context.pdfFields.length > 0,
  }),
});
