import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, useNavigate, useT } from '@snapmall/shared';
import type { AdminLotteryGame } from '@snapmall/shared/contract';
import { FailureNote } from '@snapmall/shared/kit';
import { useSaveGameMutation } from '../api';
import { FormSection, TextField, useAdminForm } from '@snapmall/shared/admin';
import { checkGame, LIMITS, NEW_GAME, NEW_PAYOUTS, payoutsOf, valuesOf, type GameField, type GameValues, type PayoutErrors, type PayoutRow } from './gameRules';
import { PayoutsEditor } from './PayoutsEditor';
import styles from '../admin.module.css';

/** The fields the form shows; a 422 naming any other is said on the form as a whole. */
const FIELDS: readonly GameField[] = ['name_en', 'name_zh', 'period_seconds', 'close_seconds', 'min_stake', 'max_stake', 'enabled', 'payouts'];

/** The values a message of this page's names, beside its text. */
const LIMIT_VALUES: Record<string, Record<string, number>> = {
  'admin.lottery.game.tooLong': { max: LIMITS.name },
  'admin.lottery.game.badPeriod': { min: LIMITS.period[0], max: LIMITS.period[1] },
  'admin.lottery.game.badClose': { min: LIMITS.close[0], max: LIMITS.close[1] },
  'admin.lottery.game.badStake': { min: LIMITS.stake[0], max: LIMITS.stake[1] },
  'admin.lottery.game.tooManyTypes': { max: LIMITS.types },
};

/**
 * A game's published rules: its names, its period and when betting closes, the stakes it takes, what each bet type
 * pays, and whether customers see it. Checked here as the server checks it; whatever the server still refuses is
 * said beside the field it names. The period length of a game that exists is fixed (its periods are numbered from
 * the clock), so it is shown but not offered.
 */
export function GameForm({ game, justAdded = false }: { game: AdminLotteryGame | null; justAdded?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [rowErrors, setRowErrors] = useState<PayoutErrors>({});
  const [save] = useSaveGameMutation();
  const { values, set, submit, errorOf, notice, saved, busy } = useAdminForm({
    initial: { ...(game ? valuesOf(game) : NEW_GAME), payouts: game ? payoutsOf(game) : NEW_PAYOUTS },
    check: ({ payouts, ...values }: GameValues & { payouts: PayoutRow[] }) => {
      const checked = checkGame(values, payouts, game?.id);
      // The payout rows' own errors are said beside each row; the fields' by the kit.
      setRowErrors('rowErrors' in checked ? checked.rowErrors : {});
      return checked;
    },
    save,
    fields: FIELDS,
    // A new game goes on at its own address (the form opens there again, said to be saved).
    onSaved: (answer) => {
      if (!game) navigate(`/games/game/${answer.id}?added=1`, { replace: true });
    },
    saved: justAdded,
    messageValues: LIMIT_VALUES,
    prefix: 'admin.lottery.',
    failed: 'admin.lottery.game.failed',
  });
  const field = (name: keyof Omit<GameValues, 'enabled'>, label: string, extra: { inputMode?: 'numeric'; lang?: string; hint?: string; disabled?: boolean } = {}) => (
    <TextField
      name={name}
      label={t(label)}
      value={values[name]}
      error={errorOf(name)}
      hint={extra.hint && t(extra.hint)}
      inputMode={extra.inputMode}
      lang={extra.lang}
      disabled={extra.disabled}
      max={name.startsWith('name') ? LIMITS.name : undefined}
      onValue={set(name)}
    />
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="game-form">
      <FieldGroup title="admin.lottery.game.names">
        {field('name_en', 'admin.lottery.game.nameEn', { lang: 'en' })}
        {field('name_zh', 'admin.lottery.game.nameZh', { lang: 'zh-Hant' })}
      </FieldGroup>
      <FieldGroup title="admin.lottery.game.timing">
        {field('period_seconds', 'admin.lottery.game.period', { inputMode: 'numeric', disabled: Boolean(game), hint: game ? 'admin.lottery.game.periodFixed' : 'admin.lottery.game.periodHint' })}
        {field('close_seconds', 'admin.lottery.game.close', { inputMode: 'numeric', hint: 'admin.lottery.game.closeHint' })}
        {field('min_stake', 'admin.lottery.game.minStake', { inputMode: 'numeric', hint: 'admin.lottery.game.stakeHint' })}
        {field('max_stake', 'admin.lottery.game.maxStake', { inputMode: 'numeric' })}
      </FieldGroup>
      <PayoutsEditor
        rows={values.payouts}
        rowErrors={rowErrors}
        error={errorOf('payouts')}
        onChange={(next) => {
          set('payouts')(next);
          setRowErrors({});
        }}
      />
      <EnabledField checked={values.enabled} onChange={set('enabled')} />
      <FailureNote notice={notice} />
      <SaveRow saving={busy} saved={saved} />
    </form>
  );
}

/** A titled group of the form's fields, laid out in a grid. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormSection title={title}>
      <div className={styles.grid}>{children}</div>
    </FormSection>
  );
}

/** Whether customers see the game (and may bet on it). */
function EnabledField({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className={styles.section}>
      <label className={controlStyles.toggle}>
        <span>
          <FormattedMessage id="admin.lottery.game.enabled" />
        </span>
        <input type="checkbox" name="enabled" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      </label>
      <p className={styles.note}>
        <FormattedMessage id="admin.lottery.game.enabledHint" />
      </p>
    </div>
  );
}

/** The save button, waiting while the game is saved, and the word that it was. */
function SaveRow({ saving, saved }: { saving: boolean; saved: boolean }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        <FormattedMessage id={saving ? 'admin.lottery.game.saving' : 'admin.lottery.game.save'} />
      </Button>
      {saved && (
        <p className={styles.saved} role="status" data-testid="saved">
          <FormattedMessage id="admin.lottery.game.saved" />
        </p>
      )}
    </div>
  );
}
