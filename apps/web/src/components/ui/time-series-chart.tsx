import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { Table2 } from 'lucide-react';
import { Button } from './button';
import { StaticTable } from './data-table/static-table';
import type { TableColumn } from './data-table/columns';

export interface ChartSeries<Point> {
  key: string;
  label: string;
  value: (point: Point) => number;
  /** The value as the table shows it (an amount, a count). */
  cell: (point: Point) => ReactNode;
  csv: (point: Point) => string | number;
}

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };
const MAX_TICKS = 8;
// One colour per series, readable on both themes (the text colour drives fill and stroke).
const COLOURS = [
  'text-brand-600 dark:text-brand-400',
  'text-emerald-600 dark:text-emerald-400',
  'text-amber-600 dark:text-amber-400',
];

// The project's one chart: bars for one series, lines for several, over time buckets.
// Its title and one-line summary name it to screen readers; "View as table" shows the same
// numbers as a table that exports CSV. It draws with visx primitives and is loaded only by the
// pages that chart.
export function TimeSeriesChart<Point>({
  title,
  summary,
  points,
  bucket,
  bucketLabel,
  series,
  axisFormat,
  hideValues = false,
  exportName,
}: {
  title: string;
  summary: string;
  points: readonly Point[];
  bucket: (point: Point) => string;
  /** The bucket's name on the axis and in the table. */
  bucketLabel: (bucket: string) => string;
  series: ChartSeries<Point>[];
  axisFormat: (value: number) => string;
  /** Amounts hidden by the header's toggle: the shape stays, the scale's numbers go. */
  hideValues?: boolean;
  exportName: string;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const buckets = points.map(bucket);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: buckets, range: [0, innerWidth], padding: 0.2 });
  const top = Math.max(1, ...points.flatMap((p) => series.map((s) => s.value(p))));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(buckets.length / MAX_TICKS));
  const centre = (point: Point) => (x(bucket(point)) ?? 0) + x.bandwidth() / 2;
  const columnHelper = createColumnHelper<Point>();
  const columns: TableColumn<Point>[] = [
    columnHelper.display({
      id: 'bucket',
      header: t('chartPeriod'),
      cell: ({ row: { original: p } }) => bucketLabel(bucket(p)),
      meta: { csv: (p) => bucket(p), primary: true },
    }),
    ...series.map((s) =>
      columnHelper.display({
        id: s.key,
        header: s.label,
        cell: ({ row }) => s.cell(row.original),
        meta: { csv: s.csv, align: 'end' as const },
      }),
    ),
  ];

  return (
    <figure className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <figcaption>
          <h3 id={titleId} className="font-semibold">
            {title}
          </h3>
          <p id={summaryId} className="text-sm text-slate-600 dark:text-slate-400">
            {summary}
          </p>
        </figcaption>
        <Button
          variant="secondary"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((shown) => !shown)}
        >
          <Table2 className="size-4" aria-hidden="true" />
          {asTable ? t('chartViewAsChart') : t('chartViewAsTable')}
        </Button>
      </div>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className={`inline-block h-1 w-4 rounded bg-current ${COLOURS[i]}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div id={tableId}>
        {asTable ? (
          <StaticTable
            label={title}
            columns={columns}
            rows={points}
            rowKey={bucket}
            exportName={exportName}
          />
        ) : (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-auto w-full text-slate-500 dark:text-slate-400"
            role="img"
            aria-labelledby={`${titleId} ${summaryId}`}
          >
            <Group left={MARGIN.left} top={MARGIN.top}>
              {series.length === 1
                ? points.map((p) => {
                    const value = series[0]!.value(p);
                    return (
                      <Bar
                        key={bucket(p)}
                        className={COLOURS[0]}
                        fill="currentColor"
                        x={x(bucket(p)) ?? 0}
                        y={y(value)}
                        width={x.bandwidth()}
                        height={innerHeight - y(value)}
                        rx={2}
                      />
                    );
                  })
                : series.map((s, i) => (
                    <g key={s.key} className={COLOURS[i % COLOURS.length]}>
                      <LinePath
                        data={[...points]}
                        x={centre}
                        y={(p) => y(s.value(p))}
                        stroke="currentColor"
                        strokeWidth={2}
                      />
                    </g>
                  ))}
              <AxisLeft
                scale={y}
                numTicks={4}
                stroke="currentColor"
                tickStroke="currentColor"
                tickFormat={(value) => (hideValues ? '' : axisFormat(Number(value)))}
                tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                stroke="currentColor"
                tickStroke="currentColor"
                tickValues={buckets.filter((_, i) => i % every === 0)}
                tickFormat={bucketLabel}
                tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
              />
            </Group>
          </svg>
        )}
      </div>
    </figure>
  );
}
