import { useIntl } from 'react-intl';
import { useFormat } from '@snapmall/shared';
import type { BetDay } from '@snapmall/shared/contract';
import { chartOf } from './chart';
import local from './BuyLogDay.module.css';

const WIDTH = 340;
const HEIGHT = 150;
const LEFT = 36;
const BOTTOM = 20;

/**
 * Staked and paid back per day as pairs of bars, drawn as SVG in the page's own colours (light and dark). The
 * numbers are in the list below too; the picture carries a summary for screen readers.
 */
export function DayChart({ days }: { days: BetDay[] }) {
  const intl = useIntl();
  const format = useFormat();
  const { bars, top } = chartOf(days);
  if (bars.length === 0) return null;
  const plotH = HEIGHT - BOTTOM - 8;
  const slot = (WIDTH - LEFT) / bars.length;
  const barW = Math.min(14, slot / 2.6);
  const y = (v: number) => 8 + plotH - (v / top) * plotH;
  const staked = bars.reduce((n, b) => n + b.staked, 0);
  const paid = bars.reduce((n, b) => n + b.paid, 0);
  const summary = intl.formatMessage(
    { id: 'lottery.day.chartSummary' },
    { count: bars.length, from: format.shopDay(bars[0]!.day), to: format.shopDay(bars[bars.length - 1]!.day), staked, paid },
  );
  // Every day's label when there is room, else every other one.
  const every = bars.length > 7 ? 2 : 1;
  return (
    <figure className={local.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} data-testid="day-chart">
        <line className={local.axis} x1={LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} />
        <line className={local.grid} x1={LEFT} x2={WIDTH} y1={y(top)} y2={y(top)} />
        <line className={local.grid} x1={LEFT} x2={WIDTH} y1={y(top / 2)} y2={y(top / 2)} />
        <text className={local.tick} x={LEFT - 4} y={y(top) + 4} textAnchor="end">
          {intl.formatNumber(top, { notation: 'compact' })}
        </text>
        <text className={local.tick} x={LEFT - 4} y={y(0) + 4} textAnchor="end">
          0
        </text>
        {bars.map((b, i) => {
          const x = LEFT + i * slot + slot / 2;
          return (
            <g key={b.day}>
              <rect className={local.staked} x={x - barW - 1} width={barW} y={y(b.staked)} height={y(0) - y(b.staked)} />
              <rect className={local.paid} x={x + 1} width={barW} y={y(b.paid)} height={y(0) - y(b.paid)} />
              {(bars.length - 1 - i) % every === 0 && (
                <text className={local.tick} x={x} y={HEIGHT - 4} textAnchor="middle">
                  {format.shopDay(b.day, { month: 'numeric', day: 'numeric' })}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={local.legend} aria-hidden="true">
        <span>
          <i className={local.stakedKey} /> {intl.formatMessage({ id: 'lottery.day.staked' })}
        </span>
        <span>
          <i className={local.paidKey} /> {intl.formatMessage({ id: 'lottery.day.paid' })}
        </span>
      </figcaption>
    </figure>
  );
}
