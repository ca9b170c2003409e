import { FormattedMessage } from 'react-intl';
import { Moment } from '@snapmall/shared';
import { Facts, Section } from '@snapmall/shared/kit';
import type { BankCard } from '@snapmall/shared/contract';
import { maskedCard } from '../../common/cardNumber';
import styles from '../../common/bank.module.css';
import local from './Bind.module.css';

/** The bound card, masked but for its last 4 digits, or that there is none yet. */
export function CurrentCard({ card, isSuccess }: { card: BankCard | null | undefined; isSuccess: boolean }) {
  return (
  <Section id="bank-current-card" title="bank.bind.current" className={styles.card}>
    {card ? (
      <div className={local.bankCard}>
        <span className={local.bank}>{card.bank_name}</span>
        <span className={local.number} data-testid="masked-card" aria-hidden="true">
          {maskedCard(card.card_no, card.last4)}
        </span>
        <span className={styles.srOnly}>
          <FormattedMessage id="bank.bind.cardEnding" values={{ last4: card.last4 }} />
        </span>
        <Facts
          items={[
            ['bank.field.name', card.name],
            ['bank.bind.updated', <Moment key="t" at={card.updatetime} />],
          ]}
        />
      </div>
    ) : (
      isSuccess && (
        <p className={styles.intro}>
          <FormattedMessage id="bank.bind.none" />
        </p>
      )
    )}
  </Section>
  );
}
