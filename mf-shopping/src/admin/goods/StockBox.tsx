import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Count, useT, type Notice } from '@snapmall/shared';
import type { AdminGoods } from '@snapmall/shared/contract';
import { FailureNote } from '@snapmall/shared/kit';
import { useSetStockMutation } from '../api';
import { TextField } from '@snapmall/shared/admin';
import { stockOf } from './goodsRules';
import styles from '../admin.module.css';

/**
 * An item's stock, set on its own (goods/stock, audited with the stock before and after): buys take from it as they
 * are paid, so the number shown is the one read when the page opened, and the new one replaces whatever it is then.
 */
export function StockBox({ goods }: { goods: AdminGoods }) {
  const t = useT();
  const [value, setValue] = useState(String(goods.stock));
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [setStock, state] = useSetStockMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const stock = stockOf(value);
    if (stock === null) return setError(t('admin.shopping.goods.badStock'));
    const result = await setStock({ id: goods.id, stock });
    if ('data' in result && result.data) return setSaved(result.data.stock);
    const failure = result.error as { errors?: Record<string, string[]>; message?: string } | undefined;
    if (failure?.errors?.stock) setError(failure.errors.stock[0]);
    else setNotice(failure?.message ? { text: failure.message } : { id: 'admin.shopping.form.failed' });
  };
  return (
    <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="stock-title" data-testid="stock-form">
      <h2 id="stock-title" className={styles.sectionTitle}>
        <FormattedMessage id="admin.shopping.goods.stockTitle" />
      </h2>
      <p className={styles.note}>
        <FormattedMessage id="admin.shopping.goods.stockNow" values={{ stock: <Count key="s" value={goods.stock} /> }} />
      </p>
      <div className={styles.stock}>
        <TextField
          name="stock"
          inputMode="numeric"
          label={t('admin.shopping.goods.newStock')}
          value={value}
          error={error}
          onValue={(v) => {
            setValue(v);
            setError(undefined);
            setNotice(null);
            setSaved(null);
          }}
        />
        <Button type="submit" disabled={state.isLoading} aria-busy={state.isLoading || undefined}>
          <FormattedMessage id={state.isLoading ? 'admin.shopping.form.saving' : 'admin.shopping.goods.setStock'} />
        </Button>
      </div>
      <FailureNote notice={notice} />
      {saved !== null && (
        <p className={styles.saved} role="status" data-testid="stock-saved">
          <FormattedMessage id="admin.shopping.goods.stockSaved" values={{ stock: <Count key="s" value={saved} /> }} />
        </p>
      )}
    </form>
  );
}
