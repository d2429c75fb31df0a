import { useId } from 'react';
import { fmt, ruAdmin, type AdminInfoDay, type AdminInfoView } from '@sakta/core';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';
import { DayPie } from './day-pie';
import { SLICE_BG } from './day-pie-frame';
import { Timeline } from './Timeline';

export interface AdminInfoPanelProps {
  /** The admin-info machine's view (core's selectAdminInfoView). */
  view: AdminInfoView;
  onRetry: () => void;
}

const PIE_SIZE = 168;

/**
 * The administrator's 'information on contracts' on the home page (spec part 1 section 2 "Home"): two pie
 * charts (yesterday, today; slices issued, new, error) with a legend in words and numbers, and the timeline of
 * contracts. Loading shows a spinner; a failure its message and 'Повторить'.
 */
export function AdminInfoPanel({ view, onRetry }: AdminInfoPanelProps) {
  const titleId = useId();
  return (
    <section
      data-slot="admin-info"
      data-status={view.status}
      aria-labelledby={titleId}
      aria-busy={view.status === 'loading' || undefined}
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-card"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {ruAdmin.info.title}
      </h2>
      {view.status === 'loading' ? (
        <div className="flex items-center gap-3 py-8 text-sm text-muted-foreground">
          <Spinner label={ruAdmin.info.loading} />
          <span aria-hidden="true">{ruAdmin.info.loading}</span>
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <LoadFailedAlert
          title={ruAdmin.info.loadFailed}
          message={view.error}
          retryLabel={ruAdmin.info.retry}
          onRetry={onRetry}
        />
      ) : null}
      {view.status === 'ready' ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid gap-6 sm:grid-cols-2">
            {view.days.map((day) => (
              <DayChart key={day.label} day={day} />
            ))}
          </div>
          <Timeline items={view.timeline} />
        </div>
      ) : null}
    </section>
  );
}

/** One day's pie with its legend (the numbers in words: the colours never carry the meaning alone). */
export function DayChart({ day }: { day: AdminInfoDay }) {
  const label = fmt(ruAdmin.info.chartLabel, {
    day: day.label,
    issued: String(day.slices.find((s) => s.key === 'issued')?.value ?? 0),
    new: String(day.slices.find((s) => s.key === 'new')?.value ?? 0),
    error: String(day.slices.find((s) => s.key === 'error')?.value ?? 0),
  });
  return (
    <figure
      data-slot="day-chart"
      data-day={day.label}
      aria-label={label}
      className="grid justify-items-center gap-3"
    >
      <figcaption className="text-sm font-semibold">{day.label}</figcaption>
      <DayPie day={day} size={PIE_SIZE} />
      <ul className="grid w-full max-w-56 gap-1.5 text-sm">
        {day.slices.map((slice) => (
          <li key={slice.key} data-slice={slice.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${SLICE_BG[slice.key]}`} />
            <span className="flex-1 text-muted-foreground">{slice.label}</span>
            <span className="font-semibold tabular-nums">{slice.value}</span>
          </li>
        ))}
        <li className="flex items-center gap-2 border-t pt-1.5">
          <span aria-hidden="true" className="size-3 shrink-0" />
          <span className="flex-1 text-muted-foreground">
            {day.total ? ruAdmin.info.total : ruAdmin.info.noContracts}
          </span>
          <span className="font-semibold tabular-nums">{day.total}</span>
        </li>
      </ul>
    </figure>
  );
}
