import { FormattedMessage } from 'react-intl';
import { Button, type PageProps } from '@snapmall/shared';
import { AdminPageFrame, useAdminSession } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useConsoleCustomerQuery } from './api';
import { adjustPath } from './customerPath';
import { CustomerSummary } from './CustomerSummary';
import { CustomerTabs } from './CustomerTabs';
import styles from './Customers.module.css';

/**
 * /customers/:id: one customer as the shop holds them — balance, held cash, points, level, masked card — and their
 * records tab by tab. Finance (and owners) get the bank's adjustment page for them, by its console path.
 */
export default function CustomerPage({ query }: PageProps) {
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const { can } = useAdminSession();
  const { currentData: data, error, isFetching, refetch } = useConsoleCustomerQuery({ user_id: id }, { skip: !valid, refetchOnMountOrArgChange: true });
  const message = (error as { message?: string } | undefined)?.message;
  return (
    <AdminPageFrame
      title={data ? 'admin.customer.title' : 'admin.customer.titleLoading'}
      titleValues={data ? { name: data.username } : undefined}
      actions={
        <>
          <ConsoleLink to="/customers" className={styles.buttonLink}>
            <FormattedMessage id="admin.customer.back" />
          </ConsoleLink>
          {data && can('finance') && (
            <ConsoleLink to={adjustPath(data.id)} className={styles.buttonLink} data-testid="customer-adjust">
              <FormattedMessage id="admin.customer.adjust" />
            </ConsoleLink>
          )}
          {data && (
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              <FormattedMessage id={isFetching ? 'common.loading' : 'admin.customer.refresh'} />
            </Button>
          )}
        </>
      }
    >
      {!valid && <FailureNote notice={{ id: 'admin.customer.badId' }} />}
      {error && (
        <div className={styles.failed}>
          <FailureNote notice={message ? { text: message } : { id: 'admin.customer.failed' }} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {valid && !data && !error && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {data && (
        <div aria-busy={isFetching} className={styles.sections}>
          <CustomerSummary customer={data} />
          <CustomerTabs customer={data} />
        </div>
      )}
    </AdminPageFrame>
  );
}
