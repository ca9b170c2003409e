import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, Field, useT } from '@snapmall/shared';
import { FailureNote, kitStyles } from '@snapmall/shared/kit';
import type { LotteryGame } from '@snapmall/shared/contract';
import styles from '../../common/lottery.module.css';
import { canCheck, checkDraw, diceOf, isHex, normalHex, type CheckInput, type CheckOutcome } from './check';
import { VerifyResult } from './VerifyResult';
import local from './Verify.module.css';

export interface Typed {
  gameId: string;
  periodNo: string;
  seed: string;
  commitment: string;
  dice: string;
}

type Errors = Partial<Record<keyof Typed, string>>;

/** The form's values as a check, or the message of each field that is not right. */
function parse(v: Typed): { input: CheckInput } | { errors: Errors } {
  const seed = normalHex(v.seed);
  const commitment = normalHex(v.commitment);
  const dice = v.dice.trim() ? diceOf(v.dice) : null;
  const errors: Errors = {};
  if (!/^\d{1,9}$/.test(v.gameId)) errors.gameId = 'lottery.verify.badGame';
  if (!/^\d{1,15}$/.test(v.periodNo.trim()) || Number(v.periodNo) < 1) errors.periodNo = 'lottery.verify.badPeriod';
  if (!isHex(seed)) errors.seed = 'lottery.verify.badSeed';
  if (!isHex(commitment, 32)) errors.commitment = 'lottery.verify.badCommitment';
  if (v.dice.trim() && !dice) errors.dice = 'lottery.verify.badDice';
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { gameId: Number(v.gameId), periodNo: Number(v.periodNo.trim()), seed, commitment, dice } };
}

/**
 * Seed, commitment, game, period and (optionally) the dice announced, checked in this browser. Filled in from the
 * draw when the page was opened for one, and checked at once; anyone may change a field, or paste another draw.
 */
export function VerifyForm({ games, initial, auto }: { games: LotteryGame[]; initial: Typed; auto: boolean }) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ input: CheckInput; outcome: CheckOutcome } | null>(null);
  const [failed, setFailed] = useState(false);
  const available = canCheck();
  const set = (field: keyof Typed) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const run = async (v: Typed) => {
    const parsed = parse(v);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setResult(null);
      return;
    }
    setFailed(false);
    try {
      setResult({ input: parsed.input, outcome: await checkDraw(parsed.input) });
    } catch {
      setFailed(true);
      setResult(null);
    }
  };

  // Opened for a draw: checked once, as it came from the server.
  const ran = useRef(false);
  useEffect(() => {
    if (!auto || ran.current || !available) return;
    ran.current = true;
    void run(initial);
  }, [auto, available, initial]);

  // No game named: the first one offered, which is the one most players mean.
  const gameId = values.gameId || (games[0] ? String(games[0].id) : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ ...values, gameId });
  };

  const error = (field: keyof Typed) => (errors[field] ? t(errors[field]!) : undefined);
  return (
    <>
      {result && <VerifyResult input={result.input} outcome={result.outcome} />}
      <form className={styles.card} onSubmit={submit} aria-labelledby="lottery-verify-form" noValidate>
        <h2 id="lottery-verify-form">
          <FormattedMessage id="lottery.verify.formTitle" />
        </h2>
        {!available && (
          <p className={kitStyles.failure} data-testid="no-crypto">
            <FormattedMessage id="lottery.verify.noCrypto" />
          </p>
        )}
        <GameField games={games} gameId={gameId} typed={values.gameId} onValue={set('gameId')} error={error('gameId')} />
        <Field label={<FormattedMessage id="lottery.verify.period" />} inputMode="numeric" autoComplete="off" value={values.periodNo} onValue={set('periodNo')} error={error('periodNo')} />
        <div className={local.mono}>
          <Field label={<FormattedMessage id="lottery.verify.seed" />} autoComplete="off" spellCheck={false} value={values.seed} onValue={set('seed')} error={error('seed')} />
          <Field
            label={<FormattedMessage id="lottery.verify.commitment" />}
            autoComplete="off"
            spellCheck={false}
            value={values.commitment}
            onValue={set('commitment')}
            error={error('commitment')}
          />
        </div>
        <Field
          label={<FormattedMessage id="lottery.verify.diceAnnounced" />}
          autoComplete="off"
          value={values.dice}
          onValue={set('dice')}
          error={error('dice')}
          hint={<FormattedMessage id="lottery.verify.diceHint" />}
        />
        {failed && <FailureNote notice={{ id: 'lottery.verify.error' }} className={styles.failureNote} />}
        <Button type="submit" className={controlStyles.block} disabled={!available}>
          <FormattedMessage id="lottery.verify.button" />
        </Button>
      </form>
    </>
  );
}

interface GameFieldProps {
  games: LotteryGame[];
  /** The game chosen (the first offered when none was typed). */
  gameId: string;
  typed: string;
  onValue: (value: string) => void;
  error?: string;
}

/** The game: a choice among those offered, or its number typed when none is offered. */
function GameField({ games, gameId, typed, onValue, error }: GameFieldProps) {
  const t = useT();
  const selectId = useId();
  // A game the list no longer offers (disabled since) is still one whose draws can be checked.
  const options = games.some((g) => String(g.id) === gameId) || !gameId ? games : [...games, { id: Number(gameId), name: t('lottery.verify.gameN', { id: gameId }) }];
  if (options.length === 0) {
    return <Field label={<FormattedMessage id="lottery.verify.gameId" />} inputMode="numeric" autoComplete="off" value={typed} onValue={onValue} error={error} />;
  }
  return (
    <>
      <label className={local.label} htmlFor={selectId}>
        <FormattedMessage id="lottery.verify.game" />
      </label>
      <select id={selectId} className={local.select} value={gameId} onChange={(e) => onValue(e.target.value)}>
        {options.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.name}
          </option>
        ))}
      </select>
    </>
  );
}
