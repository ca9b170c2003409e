import { useNavigate, useT, type PageProps } from '@snapmall/shared';
import type { AdminBrand } from '@snapmall/shared/contract';
import { useAdminBrandsQuery, useSaveBrandMutation } from '../api';
import { EditFrame } from '../common/EditFrame';
import { FormEnd } from '../common/FormEnd';
import { PicturePreview } from '../common/ImageField';
import { FormSection, TextField, Toggle } from '@snapmall/shared/admin';
import { useAdminForm } from '@snapmall/shared/admin';
import { brandValues, checkBrand, LIMITS, NEW_BRAND, type BrandField } from './brandRules';
import styles from '../admin.module.css';

const FIELDS: readonly BrandField[] = ['name_en', 'name_zh', 'description_en', 'description_zh', 'logo', 'sort', 'enabled'];

/** /shop/brands/:id (`new` for a new brand): a brand's names and descriptions in both languages, logo, order, shown or not. */
export default function BrandEditPage({ query }: PageProps) {
  const isNew = query.id === 'new';
  const brands = useAdminBrandsQuery();
  const brand = brands.data?.find((b) => String(b.id) === query.id);
  return (
    <EditFrame
      title={isNew ? 'admin.shopping.brands.newTitle' : 'admin.shopping.brands.editTitle'}
      titleValues={{ name: brand?.name_en ?? '' }}
      back={{ to: '/shop/brands', label: 'admin.shopping.brands.back' }}
      loading={brands.isLoading}
      error={brands.error}
      missing={!isNew && !brand}
      onRetry={() => void brands.refetch()}
    >
      <BrandForm brand={brand ?? null} justAdded={query.added === '1'} />
    </EditFrame>
  );
}

function BrandForm({ brand, justAdded }: { brand: AdminBrand | null; justAdded: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [save] = useSaveBrandMutation();
  const form = useAdminForm({
    initial: brand ? brandValues(brand) : NEW_BRAND,
    check: (v) => checkBrand(v, brand?.id),
    save: (body) => save(body),
    fields: FIELDS,
    prefix: 'admin.shopping.',
    failed: 'admin.shopping.form.failed',
    // A new brand goes on at its own address (the form opens there again, said to be saved).
    onSaved: (answer) => !brand && navigate(`/shop/brands/${answer.id}?added=1`, { replace: true }),
  });
  const { values, set, errorOf } = form;
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate data-testid="brand-form">
      <FormSection title="admin.shopping.form.english">
        <div className={styles.grid}>
          <TextField name="name_en" lang="en" label={t('admin.shopping.brands.name')} value={values.name_en} error={errorOf('name_en')} max={LIMITS.name} onValue={set('name_en')} />
        </div>
        <TextField name="description_en" lang="en" multiline label={t('admin.shopping.brands.description')} value={values.description_en} error={errorOf('description_en')} max={LIMITS.description} onValue={set('description_en')} />
      </FormSection>
      <FormSection title="admin.shopping.form.chinese">
        <div className={styles.grid}>
          <TextField name="name_zh" lang="zh-Hant" label={t('admin.shopping.brands.name')} value={values.name_zh} error={errorOf('name_zh')} max={LIMITS.name} onValue={set('name_zh')} />
        </div>
        <TextField name="description_zh" lang="zh-Hant" multiline label={t('admin.shopping.brands.description')} value={values.description_zh} error={errorOf('description_zh')} max={LIMITS.description} onValue={set('description_zh')} />
      </FormSection>
      <FormSection title="admin.shopping.brands.shown">
        <div className={styles.image}>
          <PicturePreview path={values.logo.trim()} alt={t('admin.shopping.brands.logoAlt', { name: values.name_en })} />
          <TextField name="logo" label={t('admin.shopping.brands.logo')} value={values.logo} error={errorOf('logo')} hint={t('admin.shopping.image.rule')} onValue={set('logo')} />
        </div>
        <div className={styles.grid}>
          <TextField name="sort" inputMode="numeric" label={t('admin.shopping.form.sort')} value={values.sort} error={errorOf('sort')} hint={t('admin.shopping.form.sortHint')} onValue={set('sort')} />
        </div>
        <Toggle label={t('admin.shopping.brands.enabled')} checked={values.enabled} hint={t('admin.shopping.brands.enabledHint')} onValue={set('enabled')} />
      </FormSection>
      <FormEnd notice={form.notice} busy={form.busy} saved={form.saved || justAdded} />
    </form>
  );
}
