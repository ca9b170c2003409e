import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { PAGE_SIZES } from './listQuery';
import styles from './AdminList.module.css';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  /** `total` is a lower bound: more rows match (the server stopped counting). */
  hasMore: boolean;
  rowsOnPage: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** How many match ("124 records", or "More than 1,020 records" when the server stopped counting). */
export function TotalLine({ total, hasMore }: { total: number; hasMore: boolean }) {
  return (
    <span className={styles.total} data-testid="list-total">
      <FormattedMessage id={hasMore ? 'adminKit.list.moreThan' : 'adminKit.list.total'} values={{ count: total }} />
    </span>
  );
}

/** Previous / next, where the page is among how many (or "of more than N"), and the page size. */
export function Pager({ page, limit, total, hasMore, rowsOnPage, onPage, onLimit }: PagerProps) {
  const intl = useIntl();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const next = rowsOnPage === limit && (hasMore || page * limit < total);
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'adminKit.pager.label' })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="adminKit.pager.previous" />
      </Button>
      <span className={styles.pageOf} aria-current="page">
        <FormattedMessage id={hasMore ? 'adminKit.pager.pageOfMore' : 'adminKit.pager.pageOf'} values={{ page, pages }} />
      </span>
      <Button variant="secondary" disabled={!next} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="adminKit.pager.next" />
      </Button>
      <label htmlFor={sizeId} className={styles.sizeLabel}>
        <FormattedMessage id="adminKit.pager.size" />
      </label>
      <select id={sizeId} className={styles.control} value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
