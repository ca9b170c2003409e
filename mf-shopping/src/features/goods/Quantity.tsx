import { FormattedMessage } from 'react-intl';
import { useT } from '@snapmall/shared';
import styles from './Goods.module.css';

/** 1 … max with − and + buttons (44 px each); the number is announced as it changes. */
export function Quantity({ value, max, onChange, disabled }: { value: number; max: number; onChange: (n: number) => void; disabled?: boolean }) {
  const t = useT();
  return (
    <div className={styles.quantity}>
      <span id="shop-quantity">
        <FormattedMessage id="shop.order.quantity" />
      </span>
      <div className={styles.stepper} role="group" aria-labelledby="shop-quantity">
        <button type="button" aria-label={t('shop.quantity.less')} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output aria-live="polite" data-testid="quantity">
          {value}
        </output>
        <button type="button" aria-label={t('shop.quantity.more')} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
