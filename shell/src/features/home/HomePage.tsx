import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectUser, useAppSelector, useNav } from '@snapmall/shared';
import { BrandStrip } from './BrandStrip';
import { useNavigationFilter } from '../../common/config/useShopConfig';
import { AccountSummary } from './AccountSummary';
import { VipLevels } from './VipLevels';
import { ClauseLinks } from './ClauseLinks';
import bannerStyles from '../../common/chrome/Banner.module.css';
import styles from './Home.module.css';
import { NoticeLine } from './NoticeLine';
import { Shortcuts } from './Shortcuts';
import { useHomeConfig } from './useHomeConfig';

/** Loaded only when the operator configured a banner; its box is held meanwhile. */
const Banner = lazy(() => import('../../common/chrome/Banner'));

/**
 * Home, all from live data: the operator's banner (nothing when none is configured), the latest notices, balance and level when logged in,
 * shortcuts to what is deployed, the snap-buying brands, the VIP levels. Nothing moves once drawn (CLS 0): home waits
 * for the configuration it is laid out by, and whatever arrives after that has its space held.
 */
export default function HomePage() {
  const nav = useNav();
  const user = useAppSelector(selectUser);
  const { config, waiting } = useHomeConfig();
  const shown = useNavigationFilter();
  // One empty box until the configuration is known: it holds the screen and is replaced, not pushed.
  if (waiting) return <div className={styles.waiting} aria-busy="true" data-testid="home-waiting" />;
  return (
    <div className={styles.home}>
      {config && config.banner.length > 0 && (
        <Suspense
          fallback={
            // The banner's own box (Banner.tsx: one slide, or 88 % slides when there are more).
            <div className={`${bannerStyles.banner} ${config.banner.length > 1 ? bannerStyles.bannerMany : ''}`} aria-hidden="true">
              <div className={bannerStyles.slide} />
            </div>
          }
        >
          <Banner slides={config.banner} />
        </Suspense>
      )}
      {shown('/pages/notice/notice') && <NoticeLine />}
      {user ? (
        <AccountSummary user={user} />
      ) : (
        <button type="button" className={styles.loginPrompt} onClick={() => nav.navigate('/pages/login/index')}>
          <FormattedMessage id="home.loginPrompt" />
        </button>
      )}
      <Shortcuts />
      {shown('/pages/shopping/index') && <BrandStrip />}
      <VipLevels levels={config?.vipList} />
      <ClauseLinks clause={config?.clause} />
    </div>
  );
}
