import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FRESH_ON_MOUNT_S, selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { kitStyles, Section } from '@snapmall/shared/kit';
import { BetSummary } from '../../common/BetRow';
import styles from '../../common/lottery.module.css';
import { useLotteryPendingQuery, useLotteryRecentBetsQuery } from './api';

/**
 * My bets in play, asked again with the period, and the result of each one the moment it leaves the pending list:
 * the page then asks for my latest bets once and shows how the settled ones came out.
 */
export function MyRound({ pollingInterval }: { pollingInterval: number }) {
  const lang = useAppSelector(selectLanguage);
  const nav = useNav();
  const { data: pending } = useLotteryPendingQuery({ lang }, { pollingInterval, refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const seen = useRef<Set<number> | null>(null);
  const [settled, setSettled] = useState<number[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!pending) return;
    const now = new Set(pending.list.map((b) => b.id));
    const gone = seen.current ? [...seen.current].filter((id) => !now.has(id)) : [];
    seen.current = now;
    if (gone.length === 0) return;
    setSettled((ids) => [...gone, ...ids].slice(0, 10));
    setRound((r) => r + 1);
  }, [pending]);
  const { data: recent } = useLotteryRecentBetsQuery({ lang, round }, { skip: round === 0 });
  const results = (recent?.list ?? []).filter((b) => settled.includes(b.id) && b.status !== 'pending');
  const waiting = pending?.list ?? [];
  if (waiting.length === 0 && results.length === 0) return null;
  return (
    <Section id="lottery-mine" title="lottery.mine.title" className={styles.card}>
      <div aria-live="polite">
        {results.length > 0 && (
          <ul className={kitStyles.records} data-testid="settled-now">
            {results.map((b) => (
              <li key={b.id} className={styles.row}>
                <BetSummary bet={b} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {waiting.length > 0 && (
        <>
          <p className={styles.note}>
            <FormattedMessage id="lottery.mine.waiting" values={{ count: pending?.total ?? waiting.length }} />
          </p>
          <ul className={kitStyles.records} data-testid="pending">
            {waiting.slice(0, 5).map((b) => (
              <li key={b.id}>
                <button type="button" className={styles.row} onClick={() => nav.navigate(`/pages/lottery/notcount_detail?id=${b.id}`)}>
                  <BetSummary bet={b} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={styles.linkButton} onClick={() => nav.navigate('/pages/lottery/buyLog')}>
        <FormattedMessage id="lottery.mine.all" />
      </button>
    </Section>
  );
}
