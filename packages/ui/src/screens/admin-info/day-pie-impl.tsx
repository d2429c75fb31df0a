import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { PieSlice } from '@sakta/core';
import { SLICE_FILL, type DayPieProps } from './day-pie-frame';

/**
 * The visx pie of one day (loaded lazily by DayPie: visx is only in this chunk). A donut with the day's total in
 * the middle; empty slices are left out, so one non-empty slice is a full ring; a day without contracts is a grey
 * ring. The picture is decorative: the legend beside it says the same in words and numbers.
 */
export default function DayPieImpl({ day, size }: DayPieProps) {
  const radius = size / 2;
  const slices = day.slices.filter((s) => s.value > 0);
  return (
    <svg
      data-slot="day-pie"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <Group top={radius} left={radius}>
        {slices.length ? (
          <Pie<PieSlice>
            data={slices}
            pieValue={(s) => s.value}
            pieSort={null}
            pieSortValues={null}
            outerRadius={radius}
            innerRadius={radius * 0.62}
            padAngle={slices.length > 1 ? 0.02 : 0}
          >
            {(pie) =>
              pie.arcs.map((arc) => (
                <path
                  key={arc.data.key}
                  data-slice={arc.data.key}
                  data-value={arc.data.value}
                  d={pie.path(arc) ?? ''}
                  className={SLICE_FILL[arc.data.key]}
                />
              ))
            }
          </Pie>
        ) : (
          <circle
            data-slice="empty"
            r={radius * 0.81}
            fill="none"
            strokeWidth={radius * 0.38}
            className="stroke-muted"
          />
        )}
        <text
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-foreground text-2xl font-semibold tabular-nums"
        >
          {day.total}
        </text>
      </Group>
    </svg>
  );
}
