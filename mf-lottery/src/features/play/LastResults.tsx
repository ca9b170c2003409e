import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNav } from '@snapmall/shared';
import { Section } from '@snapmall/shared/kit';
import type { Draw, LotteryGame } from '@snapmall/shared/contract';
import { Dice } from '../../common/Dice';
import { outcomeOf } from '../../common/outcome';
import styles from '../../common/lottery.module.css';
import local from './Play.module.css';

/** The latest draws of the game, newest first; a draw that arrives while the page is open is announced. */
/** How many of the latest draws the play page lists; the results page has them all. */
const SHOWN = 6;

export function LastResults({ game, draws }: { game: LotteryGame; draws: Draw[] }) {
  const nav = useNav();
  const intl = useIntl();
  const latest = draws[0]?.period_no ?? 0;
  const seen = useRef(latest);
  const [fresh, setFresh] = useState<number | null>(null);
  useEffect(() => {
    // Only a draw that arrives after the page opened is news; the ones it opened with are history.
    if (latest > seen.current) setFresh(latest);
    seen.current = Math.max(seen.current, latest);
  }, [latest]);
  const freshDraw = draws.find((d) => d.period_no === fresh);
  return (
    <Section id="lottery-last" title="lottery.last.title" className={styles.card}>
      <div aria-live="polite">
        {freshDraw && (
          <p className={`${styles.success} ${local.fresh}`} data-testid="fresh-draw">
            <FormattedMessage id="lottery.last.fresh" values={{ n: freshDraw.period_no }} /> <Dice dice={freshDraw.dice} size={32} />
          </p>
        )}
      </div>
      {draws.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="lottery.last.none" />
        </p>
      ) : (
        <ul className={local.draws}>
          {draws.slice(0, SHOWN).map((d) => (
            <li key={d.period_no} className={local.draw} data-testid="last-draw">
              <span className={local.drawNo}>
                <FormattedMessage id="lottery.period" values={{ n: d.period_no }} />
              </span>
              <Dice dice={d.dice} />
              <span className={local.outcome}>{outcomeOf(d.dice).map((id) => intl.formatMessage({ id })).join(' · ')}</span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => nav.navigate(`/pages/lottery/verify?game_id=${game.id}&period_no=${d.period_no}`)}
                aria-label={intl.formatMessage({ id: 'lottery.verify.periodLink' }, { n: d.period_no })}
              >
                <FormattedMessage id="lottery.verify.link" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.linkButton} onClick={() => nav.navigate(`/pages/lottery/settledLog?game_id=${game.id}`)}>
        <FormattedMessage id="lottery.last.all" />
      </button>
    </Section>
  );
}
