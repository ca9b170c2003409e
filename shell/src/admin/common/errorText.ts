import { useIntl } from 'react-intl';

/** An error as shown: the console's own checks are message ids ('admin.…'), the server's words come as they are. */
export function useErrorText() {
  const intl = useIntl();
  return (error: string | undefined) => (error ? (error.startsWith('admin.') ? intl.formatMessage({ id: error }) : error) : undefined);
}
