import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VitalsRow } from '@snapmall/shared/contract';
import { VITAL_METRICS } from '@snapmall/shared/vitals';
import { VitalCell } from './VitalCell';
import styles from './Performance.module.css';

/**
 * Rows of p75s (pages, or remote versions) under one caption. Wider than a phone: it scrolls sideways inside a
 * region the keyboard can reach and scroll, with the row's name kept in view.
 */
export function VitalsTable({ caption, nameTitle, rows }: { caption: string; nameTitle: string; rows: VitalsRow[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section}>
      <h2 className={styles.heading} id={headingId}>
        <FormattedMessage id={caption} />
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="admin.performance.empty" />
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id={nameTitle} />
                </th>
                {VITAL_METRICS.map((metric) => (
                  <th scope="col" key={metric}>
                    <abbr title={intl.formatMessage({ id: `admin.performance.metric.${metric}` })}>{metric}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.remote}\n${row.name}`}>
                  <th scope="row" className={styles.name}>
                    <span className={styles.remote}>{row.remote}</span> {row.name}
                  </th>
                  {row.vitals.map((figure) => (
                    <td key={figure.metric}>
                      <VitalCell figure={figure} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
