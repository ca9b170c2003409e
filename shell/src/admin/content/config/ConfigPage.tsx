import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useSearchParams, type ShopConfig } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import type { ConfigKey } from '@snapmall/shared/contract';
import { FailureNote } from '@snapmall/shared/kit';
import { Tabs } from '../../common/Tabs';
import { ChromePreview } from '../preview/ChromePreview';
import { useConsoleConfigQuery } from './api';
import { BannerForm } from './BannerForm';
import { ClauseForm, DownloadForm, NavigationForm, SignInForm, SiteForm } from './forms';
import { KeyForm } from './KeyForm';
import { TabBarForm } from './TabBarForm';
import styles from './Config.module.css';

/** Every key the server knows (CONFIG_SCHEMAS), in the order the page offers them; each saved on its own. */
const KEYS: ReadonlyArray<{ id: ConfigKey; label: string; intro: string }> = [
  { id: 'tabbar', label: 'admin.config.key.tabbar', intro: 'admin.config.intro.tabbar' },
  { id: 'banner', label: 'admin.config.key.banner', intro: 'admin.config.intro.banner' },
  { id: 'base', label: 'admin.config.key.base', intro: 'admin.config.intro.base' },
  { id: 'navigation', label: 'admin.config.key.navigation', intro: 'admin.config.intro.navigation' },
  { id: 'sign_in', label: 'admin.config.key.signIn', intro: 'admin.config.intro.signIn' },
  { id: 'clause', label: 'admin.config.key.clause', intro: 'admin.config.intro.clause' },
  { id: 'download', label: 'admin.config.key.download', intro: 'admin.config.intro.download' },
];

/** The form of one key, as stored in `config`; the tab bar and the banner with the phone showing both. */
function KeyPanel({ id, config, onSaved }: { id: ConfigKey; config: ShopConfig; onSaved: () => void }): ReactNode {
  switch (id) {
    case 'tabbar':
      return (
        <KeyForm
          configKey="tabbar"
          stored={config.tabbar}
          onSaved={onSaved}
          fields={(value, set, errors) => <TabBarForm value={value} set={set} errors={errors} />}
          preview={(draft) => <ChromePreview tabbar={draft} banner={config.banner} />}
        />
      );
    case 'banner':
      return (
        <KeyForm
          configKey="banner"
          stored={config.banner}
          onSaved={onSaved}
          fields={(value, set, errors) => <BannerForm value={value} set={set} errors={errors} />}
          preview={(draft) => <ChromePreview tabbar={config.tabbar} banner={draft} />}
        />
      );
    case 'base':
      return <KeyForm configKey="base" stored={config.base} onSaved={onSaved} fields={(value, set, errors) => <SiteForm value={value} set={set} errors={errors} />} />;
    case 'navigation':
      return <KeyForm configKey="navigation" stored={config.navigation} onSaved={onSaved} fields={(value, set, errors) => <NavigationForm value={value} set={set} errors={errors} />} />;
    case 'sign_in':
      return <KeyForm configKey="sign_in" stored={config.sign_in} onSaved={onSaved} fields={(value, set, errors) => <SignInForm value={value} set={set} errors={errors} />} />;
    case 'clause':
      return <KeyForm configKey="clause" stored={config.clause} onSaved={onSaved} fields={(value, set, errors) => <ClauseForm value={value} set={set} errors={errors} />} />;
    case 'download':
      return <KeyForm configKey="download" stored={config.download} onSaved={onSaved} fields={(value, set, errors) => <DownloadForm value={value} set={set} errors={errors} />} />;
  }
}

/**
 * /content/config: the shop's configuration key by key (the key in the address as `key`). The shop picks up a
 * saved key on its next start or return to the page (the configuration's version changes).
 */
export default function ConfigPage() {
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useConsoleConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  const current = KEYS.find((k) => k.id === params.get('key')) ?? KEYS[0]!;
  const message = (error as { message?: string } | undefined)?.message;
  return (
    <AdminPageFrame title="admin.config.title">
      {error && (
        <div className={styles.actions}>
          <FailureNote notice={message ? { text: message } : { id: 'admin.config.loadFailed' }} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {!data && !error && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {data && (
        <Tabs label="admin.config.keys" idPrefix="config" tabs={KEYS} current={current.id} onChoose={(key) => setParams(new URLSearchParams({ key }))}>
          <p className={styles.intro}>
            <FormattedMessage id={current.intro} />
          </p>
          <KeyPanel key={current.id} id={current.id} config={data} onSaved={() => void refetch()} />
        </Tabs>
      )}
    </AdminPageFrame>
  );
}
