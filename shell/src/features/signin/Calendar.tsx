import { FormattedMessage, useIntl } from 'react-intl';
import { ShopDayNote, useFormat } from '@snapmall/shared';
import type { MonthState } from './api';
import { monthCells, shiftMonth } from './calendar';
import styles from './SignIn.module.css';

/** This month's sign-ins, in the shop's days (which it says), with a way to earlier months. */
export function Calendar({ state, thisMonth, onMonth }: { state: MonthState; thisMonth: string | undefined; onMonth: (month: string) => void }) {
  const intl = useIntl();
  const format = useFormat();
  const month = state?.month ?? thisMonth;
  const cells = month ? monthCells(month) : [];
  const signed = new Set(state?.days ?? []);
  // The week's day names, Sunday first, from a known Sunday (2023-01-01).
  const weekdays = Array.from({ length: 7 }, (_, i) => format.shopDay(`2023-01-0${1 + i}`, { weekday: 'short' }));
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
          {month ? format.shopDay(`${month}-01`, { year: 'numeric', month: 'long' }) : ' '}
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
                      {format.shopDay(cell.day, { day: 'numeric', month: 'long' })}
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
      <ShopDayNote className={styles.note} />
    </section>
  );
}
