import { Component, lazy, Suspense, useCallback, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromCents, useFormat } from '@snapmall/shared';
import { TONE_VARS, type DayChartProps } from './types';
import styles from '../admin.module.css';

const DayPlot = lazy(() => import(/* webpackChunkName: "admin-chart" */ './DayPlot'));

/** A chart that cannot load (its chunk, a canvas) leaves the table, which holds the same figures. */
class PlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Figures over days as lines, with the same figures as a table for screen readers and exact reading (a disclosure
 * under the chart). The chart library is fetched with the first chart shown.
 */
export function DayChart({ title, days, series, kind }: DayChartProps) {
  const intl = useIntl();
  const f = useFormat();
  const format = useCallback((value: number) => (kind === 'money' ? f.money(fromCents(BigInt(Math.round(value)))) : f.count(value)), [f, kind]);
  const name = intl.formatMessage({ id: title });
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{name}</figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: `var(${TONE_VARS[s.tone]})` }} />
            <FormattedMessage id={s.label} />
          </li>
        ))}
      </ul>
      <PlotBoundary>
        <Suspense fallback={<div className={styles.plot} />}>
          <DayPlot days={days} series={series} format={format} floor={kind === 'money' ? 100 : 4} />
        </Suspense>
      </PlotBoundary>
      <details className={styles.chartTable}>
        <summary>
          <FormattedMessage id="adminKit.chart.table" />
        </summary>
        <div className={styles.tableScroll}>
          <table>
            <caption className={styles.visuallyHidden}>{name}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="adminKit.chart.day" />
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className={styles.numeric}>
                    <FormattedMessage id={s.label} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{f.shopDay(day)}</th>
                  {series.map((s) => (
                    <td key={s.key} className={styles.numeric}>
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
