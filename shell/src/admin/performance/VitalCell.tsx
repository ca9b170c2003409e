import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { VitalFigure } from '@snapmall/shared/contract';
import { CLS_SCALE, rateVital } from '@snapmall/shared/vitals';
import styles from './Performance.module.css';

const TONE = { good: styles.good, 'needs-improvement': styles.needsImprovement, poor: styles.poor };

/** A vital's p75 as people read it: milliseconds grouped, CLS as the score (0.12). */
export function VitalValue({ metric, value }: { metric: VitalFigure['metric']; value: number }) {
  return metric === 'CLS' ? (
    <FormattedNumber value={value / CLS_SCALE} minimumFractionDigits={2} maximumFractionDigits={3} />
  ) : (
    <FormattedMessage id="admin.performance.ms" values={{ value }} />
  );
}

/**
 * One p75 with its rating against Google's thresholds, in words and in colour (never colour alone), and the
 * samples it is of; a dash when there were none.
 */
export function VitalCell({ figure }: { figure: VitalFigure }) {
  if (figure.p75 === null) {
    return (
      <span className={styles.none}>
        <FormattedMessage id="admin.performance.noSamples" />
      </span>
    );
  }
  const rating = rateVital(figure.metric, figure.p75);
  return (
    <span className={styles.cell}>
      <strong className={styles.value}>
        <VitalValue metric={figure.metric} value={figure.p75} />
      </strong>
      <span className={`${styles.rating} ${TONE[rating]}`}>
        <FormattedMessage id={`admin.performance.rating.${rating}`} />
      </span>
      <span className={styles.samples}>
        <FormattedMessage id="admin.performance.samples" values={{ count: figure.samples }} />
      </span>
    </span>
  );
}
