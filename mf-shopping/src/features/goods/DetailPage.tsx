import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  Count,
  FRESH_ON_MOUNT_S,
  type PageProps,
  selectLanguage,
  useAppSelector,
  useFormat,
  useNav,
  useT,
} from '@snapmall/shared';
import { EmptyState, Facts } from '@snapmall/shared/kit';
import type { Goods, Order } from '@snapmall/shared/contract';
import { useShopQuotaQuery } from '../../common/quotaApi';
import { SaleLabel } from '../../common/SaleLabel';
import { OrderStatusBadge } from '../../common/ui';
import styles from '../../common/shop.module.css';
import { useShopGoodsDetailQuery } from './api';
import { BuyPanel } from './BuyPanel';
import local from './Goods.module.css';

/** Goods detail (?id=): images, description, the price breakdown before buying, and the buy. */
export default function DetailPage({ query }: PageProps) {
  const format = useFormat();
  const id = Number(query.id) || 0;
  const lang = useAppSelector(selectLanguage);
  const detail = useShopGoodsDetailQuery({ id, lang }, { skip: !id, refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const { data: quota } = useShopQuotaQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const [placed, setPlaced] = useState<Order | null>(null);
  const goods = detail.data;
  if (!id || detail.isError) return <div className={styles.page}><EmptyState text="shop.detail.missing" action="shop.detail.toSnap" to="/pages/shopping/index" /></div>;
  if (placed) return <Placed order={placed} brandId={goods?.brand_id} onAgain={() => setPlaced(null)} />;
  if (!goods) return null;
  return (
    <div className={styles.page}>
      <Gallery goods={goods} />
      <section className={styles.card} aria-labelledby="shop-goods-title">
        <h2 id="shop-goods-title" className={local.title}>
          {goods.title}
        </h2>
        {goods.description && <p className={local.description}>{goods.description}</p>}
        <div className={local.priceLine}>
          <span className={local.member} data-testid="member-price">
            {format.money(goods.member_price)}
          </span>
          {goods.member_price !== goods.price && (
            <span className={local.listPrice}>
              <FormattedMessage id="shop.price.listShort" values={{ price: format.money(goods.price) }} />
            </span>
          )}
        </div>
        <div className={local.meta}>
          <span data-testid="stock">
            <FormattedMessage id={goods.stock > 0 ? 'shop.goods.stock' : 'shop.goods.soldOut'} values={{ count: goods.stock }} />
          </span>
          <SaleLabel goods={goods} />
          <FormattedMessage id="shop.goods.minLevel" values={{ level: goods.min_level }} />
        </div>
      </section>
      <BuyPanel goods={goods} quota={quota} onPlaced={setPlaced} />
    </div>
  );
}

function Gallery({ goods: g }: { goods: Goods }) {
  const t = useT();
  if (g.images.length === 0) return null;
  return (
    <div className={local.gallery} tabIndex={0} role="group" aria-label={t('shop.detail.images', { title: g.title })}>
      {g.images.map((src, i) => (
        <img key={src} src={src} alt={t('shop.detail.image', { title: g.title, n: i + 1, count: g.images.length })} width={360} height={360} />
      ))}
    </div>
  );
}

/** Right after buying: the order as the server placed it, and where to go next. */
function Placed({ order: o, brandId, onAgain }: { order: Order; brandId?: number; onAgain: () => void }) {
  const format = useFormat();
  const nav = useNav();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="shop-placed">
        <div className={styles.orderHead}>
          <h2 id="shop-placed" className={styles.orderTitle}>
            <FormattedMessage id="shop.buy.done" />
          </h2>
          <OrderStatusBadge status={o.status} />
        </div>
        <p className={styles.note}>
          <FormattedMessage id="shop.buy.doneText" values={{ title: o.title }} />
        </p>
        <Facts
          items={[
            ['shop.order.numberLabel', `#${o.id}`, 'placed-id'],
            ['shop.order.quantity', <Count key="q" value={o.quantity} />],
            ['shop.order.paid', format.money(o.amount), 'placed-amount'],
            ['shop.order.rebate', <FormattedMessage key="r" id="shop.rebateValue" values={{ amount: format.money(o.rebate), rate: o.rebate_rate }} />, 'placed-rebate'],
            ['shop.order.points', <Count key="p" value={o.points} />, 'placed-points'],
          ]}
        />
      </section>
      <div className={styles.actions}>
        <Button onClick={() => nav.navigate(`/pages/shopping/recentorder_detail?id=${o.id}`)}>
          <FormattedMessage id="shop.buy.toOrder" />
        </Button>
        <Button variant="secondary" onClick={() => nav.navigate(`/pages/shopping/index${brandId ? `?brand_id=${brandId}` : ''}`)}>
          <FormattedMessage id="shop.buy.more" />
        </Button>
        <Button variant="secondary" onClick={onAgain}>
          <FormattedMessage id="shop.buy.again" />
        </Button>
      </div>
    </div>
  );
}
