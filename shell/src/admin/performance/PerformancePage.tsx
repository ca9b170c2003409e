import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { useConsoleVitalsQuery } from './api';
import { ThresholdLegend } from './ThresholdLegend';
import { VitalsTable } from './VitalsTable';
import styles from './Performance.module.css';

const SPANS = [1, 7] as const;

/**
 * /performance (every operator): how fast the shop is for its real visitors (issue 27), the p75 of each Web Vital
 * per page and per remote version over the last day or week, rated against Google's thresholds.
 */
export default function PerformancePage() {
  const intl = useIntl();
  const [days, setDays] = useState<1 | 7>(1);
  const { data, isFetching, isError, refetch } = useConsoleVitalsQuery({ days });
  return (
    <AdminPageFrame title="admin.performance.title">
      <p className={styles.intro}>
        <FormattedMessage id="admin.performance.intro" />
      </p>
      <fieldset className={styles.spans}>
        <legend>
          <FormattedMessage id="admin.performance.span" />
        </legend>
        {SPANS.map((span) => (
          <label key={span} className={styles.span}>
            <input type="radio" name="span" checked={days === span} onChange={() => setDays(span)} />
            <FormattedMessage id={`admin.performance.span.${span}`} />
          </label>
        ))}
      </fieldset>
      <ThresholdLegend />
      <p className={styles.status} role="status" aria-busy={isFetching}>
        {isError ? intl.formatMessage({ id: 'admin.performance.failed' }) : isFetching ? intl.formatMessage({ id: 'admin.performance.loading' }) : ''}
        {isError && (
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            <FormattedMessage id="admin.performance.retry" />
          </button>
        )}
      </p>
      {data && (
        <>
          <VitalsTable caption="admin.performance.byPage" nameTitle="admin.performance.col.page" rows={data.pages} />
          <VitalsTable caption="admin.performance.byVersion" nameTitle="admin.performance.col.version" rows={data.versions} />
        </>
      )}
    </AdminPageFrame>
  );
}
