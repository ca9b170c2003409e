import { useId, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, controlStyles, ShopDayNote, useT } from '@snapmall/shared';
import styles from '../../common/bank.module.css';
import { transferKindLabel as kindLabel } from '@snapmall/shared/ledger';
import { CASH_STATEMENT_KINDS as KINDS } from '@snapmall/shared/contract';
import { NO_FILTER, type Filter, type useStatement } from './useStatement';
import local from './Capital.module.css';

type Statement = ReturnType<typeof useStatement>;

/** The statement's filter (kind, from, to), how many entries match, and the CSV download. */
export function StatementFilters({ statement: s }: { statement: Statement }) {
  const t = useT();
  const intl = useIntl();
  const ids = { kind: useId(), from: useId(), to: useId() };
  const { filter, today, badRange } = s;
  const set = (key: keyof Filter) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => s.setFilter((f) => ({ ...f, [key]: e.target.value }));
  return (
    <section className={`${styles.card} ${local.filters}`} aria-label={t('bank.capital.filters')}>
      <div className={local.filter}>
        <label className={controlStyles.label} htmlFor={ids.kind}>
          <FormattedMessage id="bank.capital.kind" />
        </label>
        <select id={ids.kind} className={local.control} value={filter.kind} onChange={set('kind')}>
          <option value="">{t('bank.capital.allKinds')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabel(intl, k)}
            </option>
          ))}
        </select>
      </div>
      <div className={local.filter}>
        <label className={controlStyles.label} htmlFor={ids.from}>
          <FormattedMessage id="bank.capital.from" />
        </label>
        <input id={ids.from} type="date" className={local.control} value={filter.from} max={filter.to || today} onChange={set('from')} />
      </div>
      <div className={local.filter}>
        <label className={controlStyles.label} htmlFor={ids.to}>
          <FormattedMessage id="bank.capital.to" />
        </label>
        <input
          id={ids.to}
          type="date"
          className={local.control}
          value={filter.to}
          min={filter.from || undefined}
          max={today}
          onChange={set('to')}
          aria-invalid={badRange || undefined}
          aria-describedby={badRange ? `${ids.to}-error` : undefined}
        />
      </div>
      <ShopDayNote className={`${local.wide} ${local.dayNote}`} />
      {badRange && (
        <p className={`${controlStyles.error} ${local.wide}`} id={`${ids.to}-error`} role="alert">
          <FormattedMessage id="bank.capital.badRange" />
        </p>
      )}
      <div className={`${local.wide} ${local.tools}`}>
        <span className={local.count} aria-live="polite">
          {s.counted && <FormattedMessage id={s.hasMore ? 'bank.capital.countMore' : 'bank.capital.count'} values={{ count: s.total }} />}
        </span>
        {(filter.kind || filter.from || filter.to) && (
          <button type="button" className={styles.link} onClick={() => s.setFilter(NO_FILTER)}>
            <FormattedMessage id="bank.capital.clear" />
          </button>
        )}
        <Button variant="secondary" onClick={() => void s.exportCsv()} disabled={s.exporting || s.total === 0}>
          <FormattedMessage id="bank.capital.csv" />
        </Button>
      </div>
    </section>
  );
}
