import { useState } from 'react';
import { selectLanguage, useAppSelector, useNavigate, useT, type PageProps } from '@snapmall/shared';
import type { AdminBrand, AdminGoods, AdminVipLevel } from '@snapmall/shared/contract';
import { useAdminBrandsQuery, useAdminGoodsQuery, useAdminVipQuery, useSaveGoodsMutation } from '../api';
import { EditFrame } from '../common/EditFrame';
import { FormEnd } from '../common/FormEnd';
import { FormSection, SelectField, TextField, Toggle } from '@snapmall/shared/admin';
import { useAdminForm } from '@snapmall/shared/admin';
import { checkGoods, goodsValues, LIMITS, newGoods, type GoodsField } from './goodsRules';
import { ImagesField } from './ImagesField';
import { StockBox } from './StockBox';
import styles from '../admin.module.css';

const FIELDS: readonly GoodsField[] = ['brand_id', 'title_en', 'title_zh', 'description_en', 'description_zh', 'images', 'price', 'stock', 'min_level', 'on_sale', 'sale_start', 'sale_end', 'sort'];
const LIMIT_VALUES = { 'admin.shopping.form.tooLong100': { max: LIMITS.title }, 'admin.shopping.form.tooLong2000': { max: LIMITS.description }, 'admin.shopping.image.tooMany': { max: LIMITS.images } };

/** /shop/goods/:id (`new` for a new item): an item's texts in both languages, pictures, price, level, sale window and stock. */
export default function GoodsEditPage({ query }: PageProps) {
  const isNew = query.id === 'new';
  const goods = useAdminGoodsQuery(0);
  const brands = useAdminBrandsQuery();
  const levels = useAdminVipQuery();
  const zh = useAppSelector(selectLanguage) === 'zh-tw';
  const item = goods.data?.find((g) => String(g.id) === query.id);
  return (
    <EditFrame
      title={isNew ? 'admin.shopping.goods.newTitle' : 'admin.shopping.goods.editTitle'}
      titleValues={{ name: item ? (zh ? item.title_zh : item.title_en) : '' }}
      back={{ to: '/shop/goods', label: 'admin.shopping.goods.back' }}
      loading={goods.isLoading || brands.isLoading || levels.isLoading}
      error={goods.error ?? brands.error ?? levels.error}
      missing={!isNew && !item}
      onRetry={() => {
        void goods.refetch();
        void brands.refetch();
        void levels.refetch();
      }}
    >
      <div className={styles.form}>
        {item && <StockBox goods={item} />}
        <GoodsForm item={item ?? null} brands={brands.data ?? []} levels={levels.data ?? []} justAdded={query.added === '1'} />
      </div>
    </EditFrame>
  );
}

function GoodsForm({ item, brands, levels, justAdded }: { item: AdminGoods | null; brands: AdminBrand[]; levels: AdminVipLevel[]; justAdded: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const zh = useAppSelector(selectLanguage) === 'zh-tw';
  const [save] = useSaveGoodsMutation();
  const [tried, setTried] = useState(false);
  const form = useAdminForm({
    initial: item ? goodsValues(item) : newGoods(brands[0]?.id),
    check: (v) => checkGoods(v, item?.id),
    save: (body) => save(body),
    fields: FIELDS,
    prefix: 'admin.shopping.',
    failed: 'admin.shopping.form.failed',
    messageValues: LIMIT_VALUES,
    onSaved: (answer) => !item && navigate(`/shop/goods/${answer.id}?added=1`, { replace: true }),
  });
  const { values, set, errorOf } = form;
  const brandChoices = [
    ...(values.brand_id ? [] : [{ value: '', label: t('admin.shopping.goods.pickBrand') }]),
    ...brands.map((b) => ({ value: String(b.id), label: zh ? b.name_zh : b.name_en })),
  ];
  // A level no longer published (or typed by hand before) stays choosable, so opening the form changes nothing.
  const levelChoices = [...levels.map((v) => v.level), ...(levels.some((v) => String(v.level) === values.min_level) ? [] : [Number(values.min_level) || 1])]
    .sort((a, b) => a - b)
    .map((level) => ({ value: String(level), label: t('admin.shopping.goods.levelOption', { level, name: levels.find((v) => v.level === level)?.name ?? '' }) }));
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        setTried(true);
        void form.submit(e);
      }}
      noValidate
      data-testid="goods-form"
    >
      <FormSection title="admin.shopping.goods.what">
        <div className={styles.grid}>
          <SelectField label={t('admin.shopping.goods.brand')} value={values.brand_id} options={brandChoices} error={errorOf('brand_id')} onValue={set('brand_id')} />
          <TextField name="title_en" lang="en" label={t('admin.shopping.goods.titleEn')} value={values.title_en} error={errorOf('title_en')} max={LIMITS.title} onValue={set('title_en')} />
          <TextField name="title_zh" lang="zh-Hant" label={t('admin.shopping.goods.titleZh')} value={values.title_zh} error={errorOf('title_zh')} max={LIMITS.title} onValue={set('title_zh')} />
        </div>
        <TextField name="description_en" lang="en" multiline label={t('admin.shopping.goods.descriptionEn')} value={values.description_en} error={errorOf('description_en')} max={LIMITS.description} onValue={set('description_en')} />
        <TextField name="description_zh" lang="zh-Hant" multiline label={t('admin.shopping.goods.descriptionZh')} value={values.description_zh} error={errorOf('description_zh')} max={LIMITS.description} onValue={set('description_zh')} />
      </FormSection>
      <ImagesField images={values.images} error={errorOf('images')} checked={tried} onChange={set('images')} />
      <FormSection title="admin.shopping.goods.selling">
        <div className={styles.grid}>
          <TextField name="price" inputMode="decimal" label={t('admin.shopping.goods.price')} hint={t('admin.shopping.goods.priceHint')} value={values.price} error={errorOf('price')} onValue={set('price')} />
          <SelectField label={t('admin.shopping.goods.level')} value={values.min_level} options={levelChoices} error={errorOf('min_level')} onValue={set('min_level')} />
          {!item && <TextField name="stock" inputMode="numeric" label={t('admin.shopping.goods.firstStock')} hint={t('admin.shopping.goods.firstStockHint')} value={values.stock} error={errorOf('stock')} onValue={set('stock')} />}
          <TextField name="sale_start" type="datetime-local" label={t('admin.shopping.goods.saleStart')} hint={t('admin.shopping.goods.windowHint')} value={values.sale_start} error={errorOf('sale_start')} onValue={set('sale_start')} />
          <TextField name="sale_end" type="datetime-local" label={t('admin.shopping.goods.saleEnd')} value={values.sale_end} error={errorOf('sale_end')} onValue={set('sale_end')} />
          <TextField name="sort" inputMode="numeric" label={t('admin.shopping.form.sort')} hint={t('admin.shopping.form.sortHint')} value={values.sort} error={errorOf('sort')} onValue={set('sort')} />
        </div>
        <Toggle label={t('admin.shopping.goods.onSale')} checked={values.on_sale} hint={t('admin.shopping.goods.onSaleHint')} onValue={set('on_sale')} />
      </FormSection>
      <FormEnd notice={form.notice} busy={form.busy} saved={form.saved || justAdded} />
    </form>
  );
}
