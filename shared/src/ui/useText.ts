import { useIntl } from 'react-intl';
import type { Notice } from './uiSlice';

/** Renders a Notice: server texts as they are, message ids through react-intl. */
export function useNoticeText() {
  const intl = useIntl();
  return (notice: Notice) => ('text' in notice ? notice.text : intl.formatMessage({ id: notice.id }, notice.values));
}
