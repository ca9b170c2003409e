import { useIntl } from 'react-intl';
import type { Notice } from './uiSlice';

/** Renders a Notice: server texts as they are, message ids through react-intl. */
export function useNoticeText() {
  const intl = useIntl();
  return (notice: Notice) => ('text' in notice ? notice.text : intl.formatMessage({ id: notice.id }, notice.values));
}

/** A message id → its text in the current language, for attributes and rules that need a plain string. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
