import { FormattedMessage } from 'react-intl';
import { useFormat, useNav } from '@snapmall/shared';
import type { Goods } from '@snapmall/shared/contract';
import { SaleLabel } from '../../common/SaleLabel';
import styles from './Snap.module.css';

/**
 * One item of a brand: cover, title, member price (and the list price when they differ), stock and sale state. The
 * first row's covers (`first`) are the page's largest paint: fetched at once and first, not lazily (issue 27).
 */
export function GoodsCard({ goods: g, first = false }: { goods: Goods; first?: boolean }) {
  const format = useFormat();
  const nav = useNav();
  return (
    <button type="button" className={styles.item} onClick={() => nav.navigate(`/pages/shopping/detail?id=${g.id}`)} data-testid="goods">
      <img
        className={styles.cover}
        src={g.images[0] ?? ''}
        alt=""
        width={160}
        height={160}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <span className={styles.title}>{g.title}</span>
      <span className={styles.prices}>
        <span className={styles.member} data-testid="goods-price">
          {format.money(g.member_price)}
        </span>
        {g.member_price !== g.price && (
          <span className={styles.list}>
            <FormattedMessage id="shop.price.listShort" values={{ price: format.money(g.price) }} />
          </span>
        )}
      </span>
      <span className={styles.meta}>
        <span data-testid="goods-stock">
          <FormattedMessage id={g.stock > 0 ? 'shop.goods.stock' : 'shop.goods.soldOut'} values={{ count: g.stock }} />
        </span>
        <SaleLabel goods={g} className={g.selling ? styles.selling : styles.waiting} />
      </span>
    </button>
  );
}
