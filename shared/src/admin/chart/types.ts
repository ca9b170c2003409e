/** The colours a chart line may take: the theme's tones, so light and dark both read. */
export type ChartTone = 'brand' | 'ok' | 'bad' | 'info' | 'wait';

/** One line of a chart over days: its name (message id), a value per day, its colour. */
export interface DaySeries {
  key: string;
  label: string;
  values: number[];
  tone: ChartTone;
}

export interface DayChartProps {
  /** Message id of what the chart shows (its figure caption and the table's). */
  title: string;
  /** The days, YYYY-MM-DD, oldest first: one value of each series per day. */
  days: string[];
  series: DaySeries[];
  /** 'money': values are cents, shown as money; 'count': whole numbers. */
  kind: 'money' | 'count';
}

export const TONE_VARS: Record<ChartTone, string> = {
  brand: '--brand',
  ok: '--tone-ok',
  bad: '--tone-bad',
  info: '--tone-info',
  wait: '--tone-wait',
};
