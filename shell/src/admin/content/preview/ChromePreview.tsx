import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopConfig } from '@snapmall/shared';
import Banner from '../../../common/chrome/Banner';
import { TabBar } from '../../../common/chrome/TabBar';
import { PhoneFrame } from './PhoneFrame';
import { previewSlides, previewTabBar, type PreviewTheme } from './previewConfig';
import styles from './Preview.module.css';

/**
 * Home's chrome as customers will see it with this configuration: the shop's own Banner at the top of home and
 * its own TabBar at the bottom, phone-sized, in either language, with the tab bar's light or dark colours.
 */
export function ChromePreview({ tabbar, banner }: { tabbar: ShopConfig['tabbar']; banner: ShopConfig['banner'] }) {
  const intl = useIntl();
  const [theme, setTheme] = useState<PreviewTheme>('light');
  const current = tabbar.list[0]?.pagePath ?? '';
  return (
    <PhoneFrame
      caption="admin.preview.chrome"
      testId="chrome-preview"
      controls={
        <div className={styles.languages} role="group" aria-label={intl.formatMessage({ id: 'admin.preview.theme' })}>
          {(['light', 'dark'] as const).map((t) => (
            <button key={t} type="button" className={styles.segment} aria-pressed={t === theme} onClick={() => setTheme(t)}>
              <FormattedMessage id={t === 'light' ? 'admin.preview.light' : 'admin.preview.dark'} />
            </button>
          ))}
        </div>
      }
      footer={(lang) => (tabbar.list.length > 0 ? <TabBar config={previewTabBar(tabbar, lang, theme)} current={current} /> : null)}
    >
      {(lang) => (
        <div className={styles.home}>
          {banner.length > 0 ? (
            <Banner slides={previewSlides(banner, lang)} />
          ) : (
            <p className={styles.empty}>
              <FormattedMessage id="admin.preview.noBanner" />
            </p>
          )}
          {/* Where home's notices, balance and brands go: grey blocks, so the chrome is seen in its place. */}
          <div className={styles.placeholder} aria-hidden="true" />
          <div className={styles.placeholder} aria-hidden="true" />
          <div className={`${styles.placeholder} ${styles.tall}`} aria-hidden="true" />
        </div>
      )}
    </PhoneFrame>
  );
}
