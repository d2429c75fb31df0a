import { lazyChunk } from '../../lib/lazy-chunk';
import { DayPiePlaceholder, type DayPieProps } from './day-pie-frame';

export type { DayPieProps } from './day-pie-frame';

/**
 * visx is reachable only through this dynamic import (like the PDF viewer's pdf.js): importing '@sakta/ui' never
 * puts it in a bundle statically; the chart chunk is fetched the first time a DayPie renders.
 */
const chart = lazyChunk<DayPieProps>(() => import('./day-pie-impl').then((m) => m.default), {
  loading: (props) => <DayPiePlaceholder size={props.size} status="loading" />,
  failed: (props) => <DayPiePlaceholder size={props.size} status="failed" />,
});

/** Starts fetching the chart code early (e.g. while the admin information loads). */
export const preloadDayPie = chart.preload;

/** A day's pie chart (decorative; the legend carries the numbers). */
export const DayPie = chart.Lazy;
