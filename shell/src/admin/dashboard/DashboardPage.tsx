import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { useDashboardQuery } from './api';
import { Pending } from './Pending';
import { Today } from './Today';
import { Trends } from './Trends';
import styles from './Dashboard.module.css';

const SPANS = [7, 30, 90] as const;

/** The console's first page: what waits, today's figures and the trend of the last days. */
export default function DashboardPage() {
  const intl = useIntl();
  const spanId = useId();
  const [days, setDays] = useState<number>(30);
  const { data, error, isFetching, refetch } = useDashboardQuery({ days }, { refetchOnMountOrArgChange: true });
  const message = (error as { message?: string } | undefined)?.message;
  return (
    <AdminPageFrame
      title="admin.dashboard.title"
      actions={
        <>
          <label htmlFor={spanId} className={styles.spanLabel}>
            <FormattedMessage id="admin.dashboard.span" />
          </label>
          <select id={spanId} className={styles.span} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {SPANS.map((n) => (
              <option key={n} value={n}>
                {intl.formatMessage({ id: 'admin.dashboard.days' }, { days: n })}
              </option>
            ))}
          </select>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching || undefined}>
            <FormattedMessage id={isFetching ? 'common.loading' : 'admin.dashboard.refresh'} />
          </Button>
        </>
      }
    >
      {error && <FailureNote notice={message ? { text: message } : { id: 'admin.dashboard.failed' }} />}
      {!data && !error && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {data && (
        <div className={styles.sections} aria-busy={isFetching}>
          <Pending pending={data.pending} />
          <Today today={data.today} />
          <Trends series={data.series} days={data.series.length} />
        </div>
      )}
    </AdminPageFrame>
  );
}
