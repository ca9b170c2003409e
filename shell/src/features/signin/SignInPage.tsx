import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  selectToken,
  sessionApi,
  signInPoints,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useRequestId,
  type ApiError,
  type Catalogs,
} from '@snapmall/shared';
import enUs from '../../../messages/pages/en-us.json';
import zhTw from '../../../messages/pages/zh-tw.json';
import { useShopConfig } from '../../common/config/useShopConfig';
import { useSignInMonthQuery, useSignInMutation } from './api';
import { monthCells, noonOf, ruleSteps, shiftMonth } from './calendar';
import styles from './SignIn.module.css';

export const catalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/**
 * Daily sign-in: the published rule first (config sign_in), the streak, one button with one request id per
 * intent (a retry of the same tap is answered once), and this month's sign-ins on a calendar.
 */
export default function SignInPage() {
  const config = useShopConfig();
  const rule = config?.sign_in;
  const token = useAppSelector(selectToken) ?? '';
  const [month, setMonth] = useState<string | undefined>(undefined);
  const current = useSignInMonthQuery({ token });
  const shown = useSignInMonthQuery({ month, token }, { skip: month === undefined });
  const view = month === undefined ? current : shown;

  if (rule && !rule.enabled) {
    return (
      <div className={styles.page}>
        <p className={styles.card} role="status">
          <FormattedMessage id="signin.off" />
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {rule && <Rule rule={rule} />}
      <Today state={current.data} failed={current.isError} onRetry={() => void current.refetch()} />
      <Calendar
        state={view.data}
        thisMonth={current.data?.month}
        onMonth={(m) => setMonth(m === current.data?.month ? undefined : m)}
      />
    </div>
  );
}

function Rule({ rule }: { rule: { base_points: number; streak_bonus: number; max_bonus: number } }) {
  const steps = ruleSteps(rule, (streak) => signInPoints(rule, streak));
  return (
    <section className={styles.card} aria-labelledby="signin-rule">
      <h2 id="signin-rule" className={styles.title}>
        <FormattedMessage id="signin.rule.title" />
      </h2>
      <p className={styles.text}>
        {rule.streak_bonus > 0 && rule.max_bonus > 0 ? (
          <FormattedMessage id="signin.rule.text" values={{ base: rule.base_points, bonus: rule.streak_bonus, max: rule.max_bonus }} />
        ) : (
          <FormattedMessage id="signin.rule.flat" values={{ base: rule.base_points }} />
        )}
      </p>
      {steps.length > 1 && (
        <ol className={styles.steps} data-testid="signin-rule">
          {steps.map((s) => (
            <li key={s.streak}>
              <span className={styles.stepDay}>
                <FormattedMessage id={s.onward ? 'signin.rule.dayOnward' : 'signin.rule.day'} values={{ n: s.streak }} />
              </span>
              <strong>
                <FormattedMessage id="signin.points" values={{ points: s.points }} />
              </strong>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.note}>
        <FormattedMessage id="signin.rule.note" />
      </p>
    </section>
  );
}

type MonthState = ReturnType<typeof useSignInMonthQuery>['data'];

function Today({ state, failed, onRetry }: { state: MonthState; failed: boolean; onRetry: () => void }) {
  const dispatch = useAppDispatch();
  const { requestId, renew } = useRequestId();
  const [signIn, { isLoading }] = useSignInMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const sending = useRef(false);
  const intl = useIntl();

  const submit = async () => {
    // One intent, one request: a second tap while the first is on its way sends nothing more.
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await signIn({ request_id: requestId }).unwrap();
      renew();
      const text = intl.formatMessage({ id: 'signin.done' }, { points: answer.points });
      setResult({ ok: true, text });
      dispatch(toastShown({ text }));
      // Points and streak live in the user info: refresh it.
      dispatch(sessionApi.endpoints.retval.initiate(undefined, { forceRefetch: true, subscribe: false }));
    } catch (error) {
      const e = error as ApiError;
      // A network failure keeps the id, so trying again is the same sign-in; a refusal ends this intent.
      if (e.kind !== 'network' && e.kind !== 'timeout') renew();
      setResult({ ok: false, text: e.message || intl.formatMessage({ id: 'signin.failed' }) });
    } finally {
      sending.current = false;
    }
  };

  if (failed && !state) {
    return (
      <section className={styles.card}>
        <p role="alert">
          <FormattedMessage id="signin.loadFailed" />
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="signin.retry" />
        </Button>
      </section>
    );
  }
  const signed = state?.signed_today === 1;
  return (
    <section className={styles.card} aria-labelledby="signin-today" aria-busy={!state}>
      <h2 id="signin-today" className={styles.title}>
        <FormattedMessage id="signin.today" />
      </h2>
      <dl className={styles.streak}>
        <div>
          <dt>
            <FormattedMessage id="signin.streak" />
          </dt>
          <dd data-testid="signin-streak">{state ? <FormattedMessage id="signin.days" values={{ n: state.successions }} /> : '–'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="signin.longest" />
          </dt>
          <dd data-testid="signin-longest">{state ? <FormattedMessage id="signin.days" values={{ n: state.maxsuccessions }} /> : '–'}</dd>
        </div>
      </dl>
      <Button className={styles.action} disabled={!state || signed || isLoading} onClick={() => void submit()} data-testid="signin-button">
        {signed ? (
          <FormattedMessage id="signin.signed" values={{ points: state.today_points }} />
        ) : (
          <FormattedMessage id="signin.button" values={{ points: state?.today_points ?? 0 }} />
        )}
      </Button>
      {/* A refusal once today's sign-in is done (from another device, say) is news, not an error. */}
      <p className={!result || result.ok ? styles.result : signed ? styles.info : styles.error} role="status" aria-live="polite" data-testid="signin-result">
        {result?.text}
      </p>
    </section>
  );
}

function Calendar({ state, thisMonth, onMonth }: { state: MonthState; thisMonth: string | undefined; onMonth: (month: string) => void }) {
  const intl = useIntl();
  const month = state?.month ?? thisMonth;
  const cells = month ? monthCells(month) : [];
  const signed = new Set(state?.days ?? []);
  // The week's day names, Sunday first, from a known Sunday (2023-01-01).
  const weekdays = Array.from({ length: 7 }, (_, i) => intl.formatDate(Date.UTC(2023, 0, 1 + i, 12), { weekday: 'short', timeZone: 'UTC' }));
  return (
    <section className={styles.card} aria-labelledby="signin-month" aria-busy={!state}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthStep}
          disabled={!month}
          onClick={() => month && onMonth(shiftMonth(month, -1))}
          aria-label={intl.formatMessage({ id: 'signin.prevMonth' })}
        >
          ‹
        </button>
        <h2 id="signin-month" className={styles.title}>
          {month ? <FormattedDate value={noonOf(`${month}-01`)} year="numeric" month="long" timeZone="UTC" /> : ' '}
        </h2>
        <button
          type="button"
          className={styles.monthStep}
          disabled={!month || month === thisMonth}
          onClick={() => month && onMonth(shiftMonth(month, 1))}
          aria-label={intl.formatMessage({ id: 'signin.nextMonth' })}
        >
          ›
        </button>
      </div>
      <table className={styles.calendar} data-testid="signin-calendar">
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: cells.length / 7 }, (_, w) => (
            <tr key={w}>
              {cells.slice(w * 7, w * 7 + 7).map((cell, i) =>
                cell ? (
                  <td
                    key={cell.day}
                    className={`${signed.has(cell.day) ? styles.signed : ''} ${cell.day === state?.today ? styles.today : ''}`}
                    data-day={cell.day}
                    data-signed={signed.has(cell.day) || undefined}
                    aria-current={cell.day === state?.today ? 'date' : undefined}
                  >
                    <span aria-hidden="true">{cell.date}</span>
                    <span className={styles.srOnly}>
                      <FormattedDate value={noonOf(cell.day)} day="numeric" month="long" timeZone="UTC" />
                      {signed.has(cell.day) && (
                        <>
                          {', '}
                          <FormattedMessage id="signin.signedDay" />
                        </>
                      )}
                    </span>
                  </td>
                ) : (
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <FormattedMessage id="signin.monthCount" values={{ n: signed.size }} />
      </p>
    </section>
  );
}
