import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FRESH_ON_MOUNT_S, type PageProps, selectLanguage, STORAGE_KEYS, useAppSelector, useT, writeStored } from '@snapmall/shared';
import { EmptyState, RecordList } from '@snapmall/shared/kit';
import type { Brand } from '@snapmall/shared/contract';
import { useShopQuotaQuery } from '../../common/quotaApi';
import { ShopLinks } from '../../common/ui';
import styles from '../../common/shop.module.css';
import { useShopBrandsQuery, useShopGoodsInfiniteQuery } from './api';
import { GoodsCard } from './GoodsCard';
import { wantedBrand } from './prefetch';
import { QuotaCard } from './QuotaCard';
import local from './Snap.module.css';

/** Covers in the first row of the grid (two columns on a phone, more on a wide screen: the first two are in view). */
const FIRST_ROW = 2;

/** Snap buying: today's quota, the brands, and the chosen brand's goods at the customer's level (?brand_id= picks one). */
export default function SnapPage({ query }: PageProps) {
  const lang = useAppSelector(selectLanguage);
  const { data: quota, isLoading: quotaLoading } = useShopQuotaQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const { data: brands, isLoading: brandsLoading } = useShopBrandsQuery({ lang });
  const [picked, setPicked] = useState(() => wantedBrand(query));
  const brand = brands?.find((b) => b.id === picked) ?? brands?.[0];
  // The goods of the brand this page will most likely show (asked for, or looked at last time) are asked now, beside
  // the quota and the brands, not after them: their covers are the page's largest paint (issue 27). The route's
  // prefetch asked for all three before this chunk came; this keeps them subscribed.
  useShopGoodsInfiniteQuery({ brand_id: picked, lang }, { skip: !picked });
  useEffect(() => {
    if (brand) writeStored(STORAGE_KEYS.shopBrand, brand.id);
  }, [brand]);
  // The quota card and the brands sit above the links and the goods: the page is drawn once both have answered (or
  // failed), an empty box until then, so neither pushes anything down when it arrives.
  if (quotaLoading || brandsLoading) return <div className={styles.page} aria-busy="true" data-testid="snap-waiting" />;
  return (
    <div className={styles.page}>
      {quota && <QuotaCard quota={quota} />}
      <ShopLinks />
      {brands && brands.length === 0 && <EmptyState text="shop.snap.noBrands" action="shop.snap.toHome" to="/pages/index/index" />}
      {brands && brand && (
        <>
          <BrandPicker brands={brands} current={brand.id} onPick={setPicked} />
          {brand.description && <p className={local.about}>{brand.description}</p>}
          <BrandGoods brandId={brand.id} />
        </>
      )}
    </div>
  );
}

function BrandPicker({ brands, current, onPick }: { brands: Brand[]; current: number; onPick: (id: number) => void }) {
  const t = useT();
  return (
    <div className={local.brands} role="group" aria-label={t('shop.snap.brands')}>
      {brands.map((b) => (
        <button key={b.id} type="button" className={local.brand} aria-pressed={b.id === current} onClick={() => onPick(b.id)}>
          {b.logo && <img src={b.logo} alt="" width={36} height={36} />}
          {b.name}
        </button>
      ))}
    </div>
  );
}

function BrandGoods({ brandId }: { brandId: number }) {
  const lang = useAppSelector(selectLanguage);
  // Stock and sale windows change while nobody looks: asked again on every visit (unless the page or its prefetch
  // asked a moment ago).
  const list = useShopGoodsInfiniteQuery({ brand_id: brandId, lang }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  return (
    <section aria-labelledby="shop-goods">
      <h2 id="shop-goods" className={styles.srOnly}>
        <FormattedMessage id="shop.snap.goods" />
      </h2>
      <RecordList
        list={list}
        keyOf={(g) => g.id}
        render={(g, index) => <GoodsCard goods={g} first={index < FIRST_ROW} />}
        className={local.grid}
        end="shop.snap.end"
        empty={<EmptyState text="shop.snap.noGoods" action="shop.snap.toVip" to="/pages/shopping/vip" />}
      />
    </section>
  );
}
