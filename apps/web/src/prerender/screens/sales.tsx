// The first paint of the sale pages: the OGPO product choice, and a sale of any product as it opens (SaleView on
// the server's running kernel machine).
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { ogpoPage } from '@sakta/core/ogpo';
import { sellersView } from '@sakta/core/sale';
import { loadSignatories, PaintedSignatories } from '../../features/sale/fi-signatories';
import { lazyDialogs } from '../../features/sale/lazy-dialogs';
import { saleInput, SaleView, type SalePageModel, type SaleProductPage } from '../../features/sale/sale-page';
import { OGPO_PAGES, ProductChoice } from '../../routes/ogpo';
import { PROPERTY_PAGE } from '../../routes/properties';
import { CASCO_PAGE } from '../../routes/casco';
import { started } from '../settle';
import { ignore, type ScreenPaint } from './paint';

/**
 * A sale page: a new sale, or the address's draft, as it shows once the page has opened (the seller's address read,
 * the variant offered, the draft loaded, the sellers listed). A sale kept in the browser is put back by the live
 * page; a rewrite of an issued policy gets no first paint.
 */
function salePaint<M extends AnyStateMachine, V extends SalePageModel, Policy>(
  product: SaleProductPage<M, V, Policy>,
): ScreenPaint {
  return async (user, api, keep, url) => {
    if (url.searchParams.has('global')) return null;
    const machine = product.machine(api, lazyDialogs(api, product.dialogLogic).actors);
    const input = saleInput(product, user, url.searchParams.get('draft'), null, null);
    // the page open (or refused) and its sellers listed, as the live page shows them a moment after opening
    const opened = (s: SnapshotFrom<M>) => {
      const status = product.connect(s, ignore).view.status;
      return status !== 'checking' && (status !== 'open' || sellersView(s).status !== 'loading');
    };
    const actor = await started(machine, input, opened as (s: never) => boolean);
    keep(actor);
    return (
      <SaleView
        product={product}
        actor={actor}
        send={ignore}
        keptAt={null}
        onDiscard={ignore}
        onRestart={ignore}
      />
    );
  };
}

const OGPO_SALES = { 1: salePaint(OGPO_PAGES[1]), 2: salePaint(OGPO_PAGES[2]) };

/** The OGPO page: the choice of the product, or the variant's sale. */
export const ogpo: ScreenPaint = async (user, api, keep, url) => {
  const page = ogpoPage(url.searchParams);
  if (page.kind === 'choose') return <ProductChoice />;
  return page.kind === 'policy' ? OGPO_SALES[page.productType](user, api, keep, url) : null;
};

/**
 * A property or casco sale: its contract panel's signatories (2.3) asked for beside the sale's opening, as the live
 * page asks for them (a failed load paints the choice without any, as the live page does).
 */
function fiSalePaint(paint: ScreenPaint): ScreenPaint {
  return async (user, api, keep, url) => {
    const signatories = loadSignatories(api).catch(() => []);
    const page = await paint(user, api, keep, url);
    return page && <PaintedSignatories value={await signatories}>{page}</PaintedSignatories>;
  };
}

export const properties = fiSalePaint(salePaint(PROPERTY_PAGE));
export const casco = fiSalePaint(salePaint(CASCO_PAGE));
