import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Count, Money, selectLanguage, useAppSelector } from '@snapmall/shared';
import { AdminList, AdminPageFrame, Loaded, type AdminColumn, type FilterField, type ListRequest } from '@snapmall/shared/admin';
import type { AdminGoods } from '@snapmall/shared/contract';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { useLazyAdminGoodsQuery } from '../api';
import { AddLink, ConsoleLink } from '@snapmall/shared/admin';
import { isShopPicture } from '../common/ImageField';
import { useCatalogueOptions } from '../common/useCatalogueOptions';
import { goodsPage, saleState, type SaleState } from './goodsList';
import styles from '../admin.module.css';

export const SALE_LABELS: Record<SaleState, string> = {
  selling: 'admin.shopping.sale.selling',
  upcoming: 'admin.shopping.sale.upcoming',
  ended: 'admin.shopping.sale.ended',
  off: 'admin.shopping.sale.off',
};
const SALE_TONES: Record<SaleState, StatusTone> = { selling: 'ok', upcoming: 'info', ended: 'muted', off: 'muted' };

/**
 * /shop/goods: every item, on sale or not, by brand, the level that may buy it and its sale state, each leading to
 * its form (pictures, price, level, stock). goods/list takes a brand and a page only, so the brand's items are read
 * whole and filtered, sorted and paged here (a shop's catalogue is hundreds of items at most).
 */
export default function GoodsPage() {
  const intl = useIntl();
  const zh = useAppSelector(selectLanguage) === 'zh-tw';
  const options = useCatalogueOptions({ levels: true });
  const [trigger] = useLazyAdminGoodsQuery();
  const fetchPage = useCallback(async (body: ListRequest) => goodsPage(await trigger(Number(body.brand_id) || 0, true).unwrap(), body), [trigger]);
  const brandName = (id: number) => {
    const brand = options.brands?.find((b) => b.id === id);
    return brand ? (zh ? brand.name_zh : brand.name_en) : `#${id}`;
  };
  const filters: FilterField[] = [
    { kind: 'select', name: 'brand_id', label: 'admin.shopping.filter.brand', options: options.brandOptions },
    { kind: 'select', name: 'level', label: 'admin.shopping.filter.buyableAt', options: options.levelOptions },
    { kind: 'select', name: 'state', label: 'admin.shopping.filter.sale', options: (Object.keys(SALE_LABELS) as SaleState[]).map((s) => ({ value: s, label: SALE_LABELS[s] })) },
  ];
  const columns: AdminColumn<AdminGoods>[] = [
    { id: 'id', title: 'admin.shopping.col.id', numeric: true, render: (g) => `#${g.id}`, csv: (g) => g.id },
    {
      id: 'title',
      title: 'admin.shopping.goods.col.title',
      render: (g) => (
        <span className={styles.titleCell}>
          {g.images[0] && isShopPicture(g.images[0]) ? <img className={styles.thumb} src={g.images[0]} alt="" loading="lazy" /> : <span className={styles.thumb} />}
          <ConsoleLink to={`/shop/goods/${g.id}`} className={styles.link} aria-label={intl.formatMessage({ id: 'admin.shopping.goods.editOf' }, { name: zh ? g.title_zh : g.title_en })}>
            {zh ? g.title_zh : g.title_en}
          </ConsoleLink>
        </span>
      ),
      csv: (g) => g.title_en,
    },
    { id: 'brand', title: 'admin.shopping.goods.col.brand', render: (g) => brandName(g.brand_id), csv: (g) => g.brand_id },
    { id: 'price', title: 'admin.shopping.goods.col.price', numeric: true, sortKey: 'price', render: (g) => <Money value={g.price} />, csv: (g) => g.price },
    { id: 'stock', title: 'admin.shopping.goods.col.stock', numeric: true, sortKey: 'stock', render: (g) => <Count value={g.stock} />, csv: (g) => g.stock },
    { id: 'level', title: 'admin.shopping.goods.col.level', numeric: true, render: (g) => g.min_level, csv: (g) => g.min_level },
    {
      id: 'sale',
      title: 'admin.shopping.goods.col.sale',
      render: (g) => <StatusBadge label={SALE_LABELS[saleState(g)]} tone={SALE_TONES[saleState(g)]} />,
      csv: (g) => saleState(g),
    },
  ];
  return (
    <AdminPageFrame
      title="admin.shopping.goods.title"
      actions={<AddLink to="/shop/goods/new" label="admin.shopping.goods.new" />}
    >
      <Loaded ready={options.ready} error={options.error} retry={options.retry} failed="admin.shopping.loadFailed">
        <AdminList label="admin.shopping.goods.title" columns={columns} rowId={(g) => g.id} fetchPage={fetchPage} filters={filters} csvFilename="goods" empty="admin.shopping.goods.empty" />
      </Loaded>
    </AdminPageFrame>
  );
}
