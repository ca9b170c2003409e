import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { selectDarkMode, useAppSelector } from '@snapmall/shared';
import { TONE_VARS, type DayChartProps } from './types';
import styles from '../admin.module.css';

const HEIGHT = 200;
/** Steps between the y axis' lines: whole cents and whole counts only, so no two labels read the same. */
const STEPS = Array.from({ length: 13 }, (_, power) => [1, 2, 5].map((m) => m * 10 ** power)).flat();
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The lines drawn with uPlot (loaded with this chunk only, when a chart is first shown). Days are indexes on the
 * x axis, labelled as the day itself, so no time zone can move a day to its neighbour.
 */
export default function DayPlot({ days, series, format, floor }: Pick<DayChartProps, 'days' | 'series'> & { format: (value: number) => string; floor: number }) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useAppSelector(selectDarkMode);
  const intl = useIntl();

  useEffect(() => {
    const element = box.current;
    if (!element || days.length === 0) return;
    const muted = cssVar('--muted');
    const grid = cssVar('--border');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px sans-serif' };
    const dayLabel = (i: number) => {
      const day = days[Math.round(i)];
      return day ? intl.formatDate(`${day}T12:00:00Z`, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }) : '';
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 6 } },
        // From zero, at least up to `floor` (a quiet month still has an axis worth reading).
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(max, floor)] } },
        series: [{}, ...series.map((s) => ({ label: s.key, stroke: cssVar(TONE_VARS[s.tone]), width: 2, points: { show: days.length <= 31, size: 4 } }))],
        axes: [
          { ...axis, space: 60, values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? dayLabel(s) : null)) },
          {
            ...axis,
            incrs: STEPS,
            values: (_u, splits) => splits.map(format),
            size: (self, values) => {
              self.ctx.font = '12px sans-serif';
              return Math.ceil(Math.max(30, ...(values ?? []).map((v) => self.ctx.measureText(v).width)) + 18);
            },
          },
        ],
      },
      [days.map((_, i) => i), ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, dark, intl, format, floor]);

  return <div ref={box} className={styles.plot} aria-hidden="true" />;
}
