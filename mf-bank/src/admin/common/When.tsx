import { useFormat } from '@snapmall/shared';
import styles from './bankAdmin.module.css';

/**
 * A moment in a list: its day and its time, each kept whole, so a narrow table column breaks between them
 * ("Nov 25, 2026 / 6:26 AM") instead of inside either.
 */
export function When({ at }: { at: number }) {
  const format = useFormat();
  return (
    <time dateTime={new Date(at * 1000).toISOString()} className={styles.when}>
      <span>{format.moment(at, 'date')}</span> <span>{format.moment(at, 'time')}</span>
    </time>
  );
}

/** Who reviewed, as operators know each other: 'operator:ana' is ana; a command line's or the system's id as it is. */
export const reviewerName = (actor: string) => actor.replace(/^operator:/, '');
