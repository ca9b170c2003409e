import { useIntl } from 'react-intl';
import { selectLanguage, useAppSelector } from '@snapmall/shared';
import { configApi } from '../../common/config/api';

/** The shop's name as the operator configured it (in the console's language), else the product's. */
export function useShopName(): string {
  const intl = useIntl();
  const lang = useAppSelector(selectLanguage);
  const { data } = configApi.useShopConfigQuery();
  return data?.base.site_name[lang] || intl.formatMessage({ id: 'app.name' });
}
