import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { fromCents, selectDarkMode, useAppSelector, useFormat } from '@snapmall/shared';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { balanceSeries, centsTicks } from './chartData';
import styles from './Capital.module.css';

const HEIGHT = 180;
const DAY = 86_400;

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The balance over time, drawn from the statement rows loaded: a step line, since a balance holds until the next
 * transfer. Loaded on demand (uPlot), so the rest of the page does not wait for it. The numbers it draws are in
 * the list below it too; the picture has a text summary for screen readers.
 */
export default function BalanceChart({ rows }: { rows: MoneyLogEntry[] }) {
  const format = useFormat();
  const intl = useIntl();
  const dark = useAppSelector(selectDarkMode);
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo(() => balanceSeries(rows), [rows]);
  const [active, setActive] = useState<number | null>(null);
  const [xs, ys] = data;
  // The point under the cursor, else the latest; an index from before the rows changed falls back too.
  const shown = active !== null && active < xs.length ? active : xs.length - 1;

  useEffect(() => {
    const element = box.current;
    if (!element || xs.length < 2) return;
    // Labels as fine as the ticks are apart: seconds, minutes, days or months.
    const when = (incr: number): Intl.DateTimeFormatOptions =>
      incr < 60
        ? { hour: '2-digit', minute: '2-digit', second: '2-digit' }
        : incr < DAY
          ? { hour: '2-digit', minute: '2-digit' }
          : incr < 28 * DAY
            ? { month: 'short', day: 'numeric' }
            : { year: 'numeric', month: 'short' };
    const muted = cssVar('--muted');
    const grid = cssVar('--border');
    const brand = cssVar('--brand');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px sans-serif' };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: { x: { time: true } },
        series: [
          {},
          {
            stroke: brand,
            width: 2,
            fill: `${brand}22`,
            paths: uPlot.paths.stepped!({ align: 1 }),
            points: { show: xs.length <= 40, size: 5, fill: brand },
          },
        ],
        axes: [
          {
            ...axis,
            space: 80,
            values: (_u, splits, _axis, _space, incr) => {
              const format = when(incr);
              // A label that says the same as the one before it says nothing: left out.
              return splits.map((s, i) => {
                const text = intl.formatDate(s * 1000, format);
                return i > 0 && text === intl.formatDate(splits[i - 1]! * 1000, format) ? null : text;
              });
            },
          },
          {
            ...axis,
            values: (_u, splits) => centsTicks(splits),
            size: (self, values, axisIdx, cycle) => {
              const a = self.axes[axisIdx]!;
              if (cycle > 1) return (a as { _size?: number })._size ?? 50;
              self.ctx.font = '12px sans-serif';
              const longest = Math.max(0, ...(values ?? []).map((v) => self.ctx.measureText(v).width));
              return Math.ceil(longest + 18);
            },
          },
        ],
        hooks: { setCursor: [(u) => setActive(u.cursor.idx ?? null)] },
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [xs, ys, dark, intl]);

  if (xs.length < 2) return null;
  const money = (cents: number) => format.money(fromCents(BigInt(cents)));
  const date = (s: number) => format.moment(s);
  const summary = intl.formatMessage(
    { id: 'bank.capital.chartSummary' },
    { count: xs.length, first: money(ys[0]!), last: money(ys[ys.length - 1]!), from: date(xs[0]!), to: date(xs[xs.length - 1]!) },
  );
  return (
    <figure className={styles.chart}>
      <div ref={box} role="img" aria-label={summary} className={styles.plot} />
      <figcaption className={styles.readout} aria-hidden="true">
        <span>{date(xs[shown]!)}</span>
        <strong>{money(ys[shown]!)}</strong>
      </figcaption>
    </figure>
  );
}
