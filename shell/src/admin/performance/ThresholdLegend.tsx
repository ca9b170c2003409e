import { FormattedMessage } from 'react-intl';
import { VITAL_METRICS, VITAL_THRESHOLDS } from '@snapmall/shared/vitals';
import { VitalValue } from './VitalCell';
import styles from './Performance.module.css';

/** Google's thresholds, as the ratings in the tables use them: good up to the first, poor past the second. */
export function ThresholdLegend() {
  return (
    <dl className={styles.legend}>
      {VITAL_METRICS.map((metric) => (
        <div key={metric} className={styles.legendRow}>
          <dt>
            <FormattedMessage id={`admin.performance.metric.${metric}`} />
          </dt>
          <dd>
            <FormattedMessage
              id="admin.performance.threshold"
              values={{
                good: <VitalValue metric={metric} value={VITAL_THRESHOLDS[metric].good} />,
                poor: <VitalValue metric={metric} value={VITAL_THRESHOLDS[metric].poor} />,
              }}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
