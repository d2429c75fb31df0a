import { fmt } from '../i18n/ru';
import { ruSale } from './ru';
import type { SaleCore } from './types';

/**
 * What the page shows of the sale kept in the browser (spec part 2 section 4.1): the question before a draft
 * replaces an unsaved sale in progress, and whether the sale shown is the kept one (its notice).
 */

interface KeptSaleSnapshot {
  context: Pick<SaleCore, 'pendingDraft' | 'restored'>;
  matches(value: unknown): boolean;
}

export interface ReplaceSaleView {
  /** 'Текущее оформление не сохранено. Открыть черновик №{id}?' */
  question: string;
  /** What replacing it loses. */
  text: string;
  openDraft: string;
  keep: string;
}

/** The question while the seller decides, or null. */
export function selectReplaceSale(s: KeptSaleSnapshot): ReplaceSaleView | null {
  const draft = s.context.pendingDraft;
  if (!draft || !s.matches('confirmingDraft')) return null;
  const t = ruSale.replaceSale;
  return { question: fmt(t.question, { id: draft.id }), text: t.text, openDraft: t.openDraft, keep: t.keep };
}

/** The sale shown is the one kept in the browser: its notice ('Восстановлено незавершённое оформление'). */
export const selectShowsKeptSale = (s: KeptSaleSnapshot): boolean => s.context.restored && s.matches('open');
