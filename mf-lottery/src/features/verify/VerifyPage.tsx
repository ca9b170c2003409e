import { FormattedMessage } from 'react-intl';
import { Button, selectLanguage, useAppSelector, type PageProps } from '@snapmall/shared';
import { kitStyles, Section } from '@snapmall/shared/kit';
import type { Draw } from '@snapmall/shared/contract';
import { useLotteryGamesQuery } from '../../common/gamesApi';
import styles from '../../common/lottery.module.css';
import { HowItWorks } from './HowItWorks';
import { useLocatedDraw } from './useLocatedDraw';
import { VerifyForm, type Typed } from './VerifyForm';

const typedOf = (gameId: number, periodNo: number, d: Draw | null): Typed => ({
  gameId: gameId ? String(gameId) : '',
  periodNo: periodNo ? String(periodNo) : '',
  seed: d?.seed ?? '',
  commitment: d?.commitment ?? '',
  dice: d ? d.dice.join(' ') : '',
});

/** Verify (?game_id=&period_no=): a draw recomputed in this browser from its revealed seed, or any pasted by hand. */
export default function VerifyPage({ query }: PageProps) {
  const gameId = Number(query.game_id) || 0;
  const periodNo = Number(query.period_no) || 0;
  const lang = useAppSelector(selectLanguage);
  const { data: games } = useLotteryGamesQuery({ lang });
  const { located, retry } = useLocatedDraw(gameId, periodNo);
  const asked = gameId > 0 && periodNo > 0;
  const draw = located && located !== 'error' && 'draw' in located ? located.draw : null;
  const waiting = asked && located === null;
  return (
    <div className={styles.page}>
      <Section id="lottery-verify-about" title="lottery.verify.title" className={styles.card}>
        <p className={styles.note}>
          <FormattedMessage id="lottery.verify.about" />
        </p>
      </Section>
      {waiting && (
        <p className={styles.note} role="status">
          <FormattedMessage id="lottery.verify.looking" values={{ n: periodNo }} />
        </p>
      )}
      {located === 'error' && (
        <p className={kitStyles.failure} role="alert">
          <FormattedMessage id="lottery.verify.lookupFailed" />{' '}
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage id="common.retry" />
          </Button>
        </p>
      )}
      {located && located !== 'error' && 'missing' in located && (
        <p className={kitStyles.failure} role="status" data-testid="draw-missing">
          <FormattedMessage id={`lottery.verify.${located.missing}`} values={{ n: periodNo }} />
        </p>
      )}
      {/* The form starts again (and checks at once) when the draw arrives. */}
      {!waiting && <VerifyForm key={draw ? `draw-${draw.period_no}` : 'manual'} games={games ?? []} initial={typedOf(gameId, periodNo, draw)} auto={Boolean(draw)} />}
      <HowItWorks />
    </div>
  );
}
