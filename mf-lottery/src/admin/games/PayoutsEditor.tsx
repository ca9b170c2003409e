import { FormSection } from '@snapmall/shared/admin';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { betTypeName } from '../common/betTypeName';
import { BET_CODES } from '../common/codes';
import { LIMITS, oddsOfRow, type PayoutErrors, type PayoutRow } from './gameRules';
import styles from '../admin.module.css';

interface PayoutsEditorProps {
  rows: readonly PayoutRow[];
  rowErrors: PayoutErrors;
  /** What is wrong with the list as a whole (none, too many), this page's message id or the server's words. */
  error?: string;
  onChange: (rows: PayoutRow[]) => void;
}

const CODES = BET_CODES;

/**
 * The published payouts: a row per bet type with its multiplier, and beside it the chance and house edge that
 * customers will read before they bet, computed as the play page computes them. A payout whose house edge falls
 * below zero (the pool pays out more than it takes on average) is pointed out, not refused.
 */
export function PayoutsEditor({ rows, rowErrors, error, onChange }: PayoutsEditorProps) {
  const intl = useIntl();
  const errorId = useId();
  const name = (code: string) => {
    const text = betTypeName(code);
    return intl.formatMessage({ id: text.id }, text.values);
  };
  const set = (i: number, change: Partial<PayoutRow>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const unused = CODES.find((code) => !rows.some((row) => row.code === code));
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormSection title="admin.lottery.game.payouts" note="admin.lottery.game.payoutsNote" aria-describedby={error ? errorId : undefined} data-testid="payouts">
      <table className={styles.payouts}>
        <thead>
          <tr>
            <th scope="col">{t('admin.lottery.game.betType')}</th>
            <th scope="col">{t('admin.lottery.game.payout')}</th>
            <th scope="col" className={styles.num}>
              {t('admin.lottery.game.chance')}
            </th>
            <th scope="col" className={styles.num}>
              {t('admin.lottery.game.edge')}
            </th>
            <th scope="col">
              <span className={styles.note}>{t('admin.lottery.game.rowActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <PayoutRowEditor
              key={i}
              row={row}
              index={i}
              problem={rowErrors[i]}
              errorId={`${errorId}-${i}`}
              name={name}
              onSet={(change) => set(i, change)}
              onRemove={() => onChange(rows.filter((_, j) => j !== i))}
            />
          ))}
        </tbody>
      </table>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!unused || rows.length >= LIMITS.types} onClick={() => unused && onChange([...rows, { code: unused, payout: '' }])}>
          <FormattedMessage id="admin.lottery.game.addType" />
        </Button>
      </div>
    </FormSection>
  );
}

interface PayoutRowEditorProps {
  row: PayoutRow;
  index: number;
  /** This page's message id of what is wrong with the row's payout. */
  problem?: string;
  /** The id the row's error is written under, for its input's aria-describedby. */
  errorId: string;
  name: (code: string) => string;
  onSet: (change: Partial<PayoutRow>) => void;
  onRemove: () => void;
}

/** One bet type: chosen from the codes (an unknown one kept as it is), its payout typed, its chance and house edge beside it. */
function PayoutRowEditor({ row, index, problem, errorId, name, onSet, onRemove }: PayoutRowEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const odds = oddsOfRow(row);
  const rowName = name(row.code);
  return (
    <tr>
      <td data-label={t('admin.lottery.game.betType')}>
        <select aria-label={intl.formatMessage({ id: 'admin.lottery.game.typeOfRow' }, { n: index + 1 })} value={row.code} onChange={(e) => onSet({ code: e.target.value })}>
          {!CODES.includes(row.code) && <option value={row.code}>{rowName}</option>}
          {CODES.map((code) => (
            <option key={code} value={code}>
              {name(code)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('admin.lottery.game.payout')}>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={intl.formatMessage({ id: 'admin.lottery.game.payoutOf' }, { type: rowName })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={row.payout}
          onChange={(e) => onSet({ payout: e.target.value })}
        />
        {problem && (
          <span id={errorId} className={styles.rowError} role="alert">
            {intl.formatMessage({ id: problem }, { min: '1.01', max: '100000.00' })}
          </span>
        )}
      </td>
      <td className={styles.num} data-label={t('admin.lottery.game.chance')}>
        {odds ? intl.formatMessage({ id: 'admin.lottery.game.percent' }, { value: odds.chance }) : '—'}
      </td>
      <td className={styles.num} data-label={t('admin.lottery.game.edge')}>
        {odds ? intl.formatMessage({ id: 'admin.lottery.game.percent' }, { value: odds.houseEdge }) : '—'}
        {odds?.losing && (
          <span className={styles.warn}>
            {' '}
            <FormattedMessage id="admin.lottery.game.losing" />
          </span>
        )}
      </td>
      <td>
        <Button variant="secondary" aria-label={intl.formatMessage({ id: 'admin.lottery.game.removeType' }, { type: rowName })} onClick={onRemove}>
          <FormattedMessage id="admin.lottery.game.remove" />
        </Button>
      </td>
    </tr>
  );
}
