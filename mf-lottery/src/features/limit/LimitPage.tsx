import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, Count, Field, ShopDayNote, useT, type Notice } from '@snapmall/shared';
import { describeFailure, EmptyState, Facts, FailureNote, Section } from '@snapmall/shared/kit';
import type { StakeLimit } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/lotteryApi';
import { NoCashValue, Say } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import { useLotteryLimitQuery, useLotterySetLimitMutation } from './api';
import { changeOf, inForceOf, waitingOf } from './limitText';

/** Responsible play: my daily stake limit, what I staked today, and a form to change it. */
export default function LimitPage() {
  const limit = useLotteryLimitQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      {limit.isError && <EmptyState text="lottery.limit.failed" action="common.retry" onAction={() => void limit.refetch()} />}
      {limit.data && <LimitView limit={limit.data} />}
      <NoCashValue />
    </div>
  );
}

function LimitView({ limit: l }: { limit: StakeLimit }) {
  const waiting = waitingOf(l);
  return (
    <>
      <Section id="lottery-limit-now" title="lottery.limit.title" className={styles.card}>
        <p className={styles.note}>
          <FormattedMessage id="lottery.limit.about" />
        </p>
        <Facts
          items={[
            ['lottery.limit.daily', l.daily_limit > 0 ? <Count key="d" value={l.daily_limit} /> : <FormattedMessage key="d" id="lottery.limit.none" />, 'limit-daily'],
            ['lottery.limit.stakedToday', <Count key="s" value={l.staked_today} />, 'limit-staked'],
          ]}
        />
        {/* "Today" is the shop's day. */}
        <ShopDayNote className={styles.note} />
        {waiting && (
          <p className={styles.note} data-testid="limit-waiting">
            <Say text={waiting} />
          </p>
        )}
      </Section>
      <LimitForm limit={l} />
    </>
  );
}

function LimitForm({ limit: l }: { limit: StakeLimit }) {
  const t = useT();
  const [save, { isLoading }] = useLotterySetLimitMutation();
  const [typed, setTyped] = useState(String(l.daily_limit));
  const [failure, setFailure] = useState<Notice | null>(null);
  const [saved, setSaved] = useState<StakeLimit | null>(null);
  const next = /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : null;
  const change = next === null ? null : changeOf(l.daily_limit, next, l.pending_from);
  const savedWaiting = saved && waitingOf(saved);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (next === null) return;
    setFailure(null);
    setSaved(null);
    const result = await save({ daily_limit: next });
    if ('error' in result) setFailure(describeFailure(result.error, NO_ANSWER).notice);
    else setSaved(result.data);
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="lottery-limit-set">
      <h2 id="lottery-limit-set">
        <FormattedMessage id="lottery.limit.set" />
      </h2>
      <Field
        label={<FormattedMessage id="lottery.limit.field" />}
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onValue={(v) => {
          setTyped(v);
          setFailure(null);
          setSaved(null);
        }}
        error={typed && next === null ? t('lottery.amount.whole') : undefined}
        hint={<FormattedMessage id="lottery.limit.hint" />}
      />
      {change && (
        <p className={`${styles.note} ${styles.spaced}`} data-testid="limit-change">
          <Say text={change} />
        </p>
      )}
      <div aria-live="polite" className={styles.stack}>
        <FailureNote notice={failure} />
        {saved && (
          <p className={styles.success} data-testid="limit-saved">
            <Say text={inForceOf(saved)} />
            {savedWaiting && (
              <>
                {' '}
                <Say text={savedWaiting} />
              </>
            )}
          </p>
        )}
      </div>
      <Button type="submit" className={controlStyles.block} disabled={next === null || isLoading}>
        <FormattedMessage id={isLoading ? 'lottery.limit.saving' : 'lottery.limit.save'} />
      </Button>
    </form>
  );
}
