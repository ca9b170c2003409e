import { useIntl } from 'react-intl';
import { HeaderLink } from '../routing/HeaderLink';
import { REQUESTS_PATH } from '../routing/paths';
import { REQUESTS_POLL_MS, useConsoleRequestCountQuery } from './api';

/**
 * The header's way to the Requests page with how many requests wait for this operator's decision (not their own):
 * "Requests 2 waiting for you" to a screen reader. Asked again every minute while the console is in view.
 */
export function RequestsLink() {
  const intl = useIntl();
  const { data } = useConsoleRequestCountQuery(undefined, { pollingInterval: REQUESTS_POLL_MS, skipPollingIfUnfocused: true });
  const count = data?.count ?? 0;
  return (
    <HeaderLink
      to={REQUESTS_PATH}
      icon="⚖"
      word="admin.requests.link"
      label={intl.formatMessage({ id: 'admin.requests.linkLabel' }, { count })}
      count={count > 0 ? String(count) : undefined}
      data-testid="requests-link"
      countTestId="requests-count"
    />
  );
}
