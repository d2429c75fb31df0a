import type { SessionStoreDeps } from '../../../shared/session/session-store';
import {
  createKeptSaleStore,
  type KeptSaleEntry as SaleKeptEntry,
  type KeptSaleKind,
  type KeptSaleStore as SaleKeptStore,
} from '../../../shared/sale/kept-sale';
import { OgpoPolicySchema, type OgpoPolicy } from './contract';

/** OGPO's kept sales: one slot per seller and variant (1 Standard, 2 Temporary entry), the policy read by its schema. */
export const OGPO_KEPT: KeptSaleKind<OgpoPolicy> = {
  family: 'ogpo',
  policy: OgpoPolicySchema,
  variantOf: (policy) => policy.product_type,
};

export type KeptSaleEntry = SaleKeptEntry<OgpoPolicy>;
export type KeptSaleStore = SaleKeptStore<OgpoPolicy>;

export const createOgpoKeptSaleStore = (deps: SessionStoreDeps): KeptSaleStore =>
  createKeptSaleStore(deps, OGPO_KEPT);
