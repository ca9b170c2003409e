import { FormattedMessage } from 'react-intl';
import { ShopDayNote, toCents, useFormat } from '@snapmall/shared';
import { Facts, Section, type Fact } from '@snapmall/shared/kit';
import type { WithdrawRules } from '@snapmall/shared/contract';
import styles from '../../common/bank.module.css';
import local from './Withdraw.module.css';

/** Published rules are the rules: shown before the customer commits. */
export function RulesCard({ rules }: { rules: WithdrawRules }) {
  const format = useFormat();
  const held = toCents(rules.held) ?? 0n;
  return (
    <Section id="bank-withdraw-rules" title="bank.withdraw.rules" className={styles.card}>
      <Facts
        items={[
          ['bank.withdraw.balance', format.money(rules.balance), 'rules-balance'],
          ...(held > 0n ? ([['bank.withdraw.held', format.money(rules.held), 'rules-held']] as Fact[]) : []),
          [
            'bank.withdraw.perTransaction',
            <FormattedMessage key="range" id="bank.range" values={{ min: format.money(rules.min_amount), max: format.money(rules.max_amount) }} />,
            'rules-range',
          ],
          [
            'bank.withdraw.perDay',
            <FormattedMessage key="day" id="bank.withdraw.perDayValue" values={{ used: rules.used_today, count: rules.per_day }} />,
            'rules-day',
          ],
          ['bank.withdraw.feeRate', <FormattedMessage key="fee" id="bank.percent" values={{ rate: rules.fee_rate }} />, 'rules-fee'],
        ]}
      />
      {/* "Today" is the shop's day: say which calendar the daily count keeps. */}
      <ShopDayNote className={local.note} />
      {held > 0n && (
        <p className={local.note}>
          <FormattedMessage id="bank.withdraw.heldNote" />
        </p>
      )}
    </Section>
  );
}
