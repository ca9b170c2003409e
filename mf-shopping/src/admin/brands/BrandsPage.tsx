import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminList, AdminPageFrame, type AdminColumn, type ListRequest } from '@snapmall/shared/admin';
import type { AdminBrand } from '@snapmall/shared/contract';
import { StatusBadge } from '@snapmall/shared/kit';
import { useLazyAdminBrandsQuery } from '../api';
import { ConsoleLink } from '@snapmall/shared/admin';
import { isShopPicture } from '../common/ImageField';
import { pageOf } from '../common/localPage';
import styles from '../admin.module.css';

/**
 * /shop/brands: every brand, enabled or not, in the order customers see them, each leading to its form. The server
 * answers the brands whole (a shop has a few dozen at most); they are paged here.
 */
export default function BrandsPage() {
  const intl = useIntl();
  const [trigger] = useLazyAdminBrandsQuery();
  const fetchPage = useCallback(async (body: ListRequest) => pageOf(await trigger().unwrap(), body), [trigger]);
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
      csv: (b) => b.name_en,
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
      actions={
        <ConsoleLink to="/shop/brands/new" className={styles.buttonLink}>
          <FormattedMessage id="admin.shopping.brands.new" />
        </ConsoleLink>
      }
    >
      <AdminList label="admin.shopping.brands.title" columns={columns} rowId={(b) => b.id} fetchPage={fetchPage} csvFilename="brands" empty="admin.shopping.brands.empty" />
    </AdminPageFrame>
  );
}
