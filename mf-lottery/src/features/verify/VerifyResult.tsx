import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dice } from '../../common/Dice';
import { Hex } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import type { CheckInput, CheckOutcome } from './check';
import local from './Verify.module.css';

/** ✓ or ✗ with its word, so the answer never rests on colour alone. */
function Mark({ ok, testId }: { ok: boolean; testId: string }) {
  return (
    <span className={ok ? styles.okText : styles.badText} data-testid={testId}>
      {ok ? '✓' : '✗'} <FormattedMessage id={ok ? 'lottery.verify.matches' : 'lottery.verify.differs'} />
    </span>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={local.line}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The check, step by step: the seed, the commitment, the hash computed here, the dice announced and computed here. */
export function VerifyResult({ input, outcome: o }: { input: CheckInput; outcome: CheckOutcome }) {
  return (
    <section className={styles.card} aria-labelledby="lottery-verdict">
      <h2 id="lottery-verdict" className={`${local.verdict} ${o.verified ? styles.okText : styles.badText}`} data-testid="verdict">
        {o.verified ? '✓ ' : '✗ '}
        <FormattedMessage id={o.verified ? 'lottery.verify.verified' : 'lottery.verify.failed'} values={{ n: input.periodNo }} />
      </h2>
      <p className={styles.note}>
        <FormattedMessage id={o.verified ? 'lottery.verify.verifiedText' : 'lottery.verify.failedText'} />
      </p>
      <dl className={local.lines}>
        <Line label="lottery.verify.seed">
          <Hex value={input.seed} testId="check-seed" />
        </Line>
        <Line label="lottery.verify.commitment">
          <Hex value={input.commitment} testId="check-commitment" />
        </Line>
        <Line label="lottery.verify.hash">
          <Hex value={o.hash} testId="check-hash" />
          <Mark ok={o.seedMatches} testId="seed-mark" />
        </Line>
        <Line label="lottery.verify.diceAnnounced">
          {input.dice ? <Dice dice={input.dice} /> : <FormattedMessage id="lottery.verify.diceNotGiven" />}
        </Line>
        <Line label="lottery.verify.diceComputed">
          <span className={local.diceLine}>
            <span data-testid="check-dice">
              <Dice dice={o.dice} />
            </span>
            {o.diceMatch !== null && <Mark ok={o.diceMatch} testId="dice-mark" />}
          </span>
        </Line>
      </dl>
    </section>
  );
}
