import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useNav } from '@snapmall/shared';
import { Facts } from '@snapmall/shared/kit';
import { ReviewStatusBadge } from './ui';
import styles from './bank.module.css';

interface ResultCardProps {
  /** Message ids: the title, the text under it, and the two buttons. */
  title: string;
  text: string;
  toRecords: string;
  another: string;
  /** The heading's element id, which labels the card. */
  headingId: string;
  status: unknown;
  facts: Parameters<typeof Facts>[0]['items'];
  /** The records page the first button opens. */
  recordsPath: string;
  onAnother: () => void;
  /** Further sections between the card and the buttons (a deposit's payment instructions). */
  children?: ReactNode;
}

/** What a deposit or withdrawal looks like right after it was sent: its status, its facts, and where to go next. */
export function ResultCard({ title, text, toRecords, another, headingId, status, facts, recordsPath, onAnother, children }: ResultCardProps) {
  const nav = useNav();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <div className={styles.recordHead}>
          <h2 id={headingId} className={styles.doneTitle}>
            <FormattedMessage id={title} />
          </h2>
          <ReviewStatusBadge status={status} />
        </div>
        <p className={styles.intro}>
          <FormattedMessage id={text} />
        </p>
        <Facts items={facts} />
      </section>
      {children}
      <div className={styles.actions}>
        <Button onClick={() => nav.navigate(recordsPath)}>
          <FormattedMessage id={toRecords} />
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          <FormattedMessage id={another} />
        </Button>
      </div>
    </div>
  );
}
