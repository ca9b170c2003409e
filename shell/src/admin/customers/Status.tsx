import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '@snapmall/shared/kit';

/** A customer's account status: 'normal', or however it was stopped (shown as the server names it). */
export function AccountStatus({ status }: { status: string }) {
  if (status === 'normal') return <StatusBadge label="admin.customers.status.normal" tone="ok" />;
  return (
    <span data-testid="status">
      <FormattedMessage id="admin.customers.status.other" values={{ status }} />
    </span>
  );
}
