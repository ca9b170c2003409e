import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectToken, useAppSelector, type Catalogs } from '@snapmall/shared';
import enUs from '../../../messages/pages/en-us.json';
import zhTw from '../../../messages/pages/zh-tw.json';
import { useShopConfig } from '../../common/config/useShopConfig';
import { useSignInMonthQuery } from './api';
import { Calendar } from './Calendar';
import { Rule } from './Rule';
import styles from './SignIn.module.css';
import { Today } from './Today';

export const catalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/**
 * Daily sign-in: the published rule first (config sign_in), the streak, one button with one request id per
 * intent (a retry of the same tap is answered once), and this month's sign-ins on a calendar.
 */
export default function SignInPage() {
  const config = useShopConfig();
  const rule = config?.sign_in;
  const token = useAppSelector(selectToken) ?? '';
  const [month, setMonth] = useState<string | undefined>(undefined);
  const current = useSignInMonthQuery({ token });
  const shown = useSignInMonthQuery({ month, token }, { skip: month === undefined });
  const view = month === undefined ? current : shown;

  if (rule && !rule.enabled) {
    return (
      <div className={styles.page}>
        <p className={styles.card} role="status">
          <FormattedMessage id="signin.off" />
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {rule && <Rule rule={rule} />}
      <Today state={current.data} failed={current.isError} onRetry={() => void current.refetch()} />
      <Calendar
        state={view.data}
        thisMonth={current.data?.month}
        onMonth={(m) => setMonth(m === current.data?.month ? undefined : m)}
      />
    </div>
  );
}
