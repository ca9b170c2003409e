import { useIntl } from 'react-intl';
import { AdminPageFrame, ResourceList, wholeCall, type AdminColumn, type AdminResource } from '@snapmall/shared/admin';
import type { AdminBrand } from '@snapmall/shared/contract';
import { StatusBadge } from '@snapmall/shared/kit';
import { useLazyAdminBrandsQuery } from '../api';
import { AddLink, ConsoleLink } from '@snapmall/shared/admin';
import { isShopPicture } from '../common/ImageField';
import styles from '../admin.module.css';

/** Brands, every one, by their sort number (read whole: few). */
const BRANDS: AdminResource<AdminBrand> = { name: 'brands', label: 'admin.shopping.brands.title', empty: 'admin.shopping.brands.empty', rowId: (b) => b.id, usePages: wholeCall(useLazyAdminBrandsQuery) };

/**
 * /shop/brands: every brand, enabled or not, in the order customers see them, each leading to its form. The server
 * answers the brands whole (a shop has a few dozen at most); they are paged here.
 */
export default function BrandsPage() {
  const intl = useIntl();
  const columns: AdminColumn<AdminBrand>[] = [
    { id: 'id', title: 'admin.shopping.col.id', numeric: true, render: (b) => `#${b.id}`, csv: (b) => b.id },
    {
      id: 'name',
      title: 'admin.shopping.brands.col.name',
      render: (b) => (
        <span className={styles.titleCell}>
          {isShopPicture(b.logo) ? <img className={styles.thumb} src={b.logo} alt="" loading="lazy" /> : <span className={styles.thumb} />}
          <span className={styles.names}>
            <ConsoleLink to={`/shop/brands/${b.id}`} className={styles.link} lang="en" aria-label={intl.formatMessage({ id: 'admin.shopping.brands.editOf' }, { name: b.name_en })}>
              {b.name_en}
            </ConsoleLink>
            <span lang="zh-Hant" className={styles.zh}>
              {b.name_zh}
            </span>
          </span>
        </span>
      ),
      csvNames: (b) => ({ en: b.name_en, zh: b.name_zh }),
    },
    { id: 'sort', title: 'admin.shopping.col.sort', numeric: true, render: (b) => b.sort, csv: (b) => b.sort },
    {
      id: 'enabled',
      title: 'admin.shopping.brands.col.enabled',
      render: (b) => <StatusBadge label={b.enabled ? 'admin.shopping.on' : 'admin.shopping.off'} tone={b.enabled ? 'ok' : 'muted'} />,
      csv: (b) => b.enabled,
    },
  ];
  return (
    <AdminPageFrame
      title="admin.shopping.brands.title"
      actions={<AddLink to="/shop/brands/new" label="admin.shopping.brands.new" />}
    >
      <ResourceList resource={BRANDS} columns={columns} />
    </AdminPageFrame>
  );
}
