import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '@snapmall/shared/kit';

/** A customer's account status: 'normal', or however it was stopped (shown as the server names it). */
export function AccountStatus({ status }: { status: string }) {
  if (status === 'normal') return <StatusBadge label="adminKit.accountStatus.normal" tone="ok" />;
  return (
    <span data-testid="status">
      <FormattedMessage id="adminKit.accountStatus.other" values={{ status }} />
    </span>
  );
}
