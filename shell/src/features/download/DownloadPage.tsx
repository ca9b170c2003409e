import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import styles from '../../common/Content.module.css';

/** Chrome's install prompt event, which TypeScript's DOM types don't describe. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Download: install the shop as a web app (manifest + the browser's install prompt, or manual steps). */
export default function DownloadPage() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(() => window.matchMedia?.('(display-mode: standalone)').matches ?? false);
  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    if ((await prompt.userChoice).outcome === 'accepted') setInstalled(true);
    setPrompt(null);
  };
  return (
    <article className={styles.article}>
      <h2>
        <FormattedMessage id="download.title" />
      </h2>
      <p>
        <FormattedMessage id="download.text" />
      </p>
      {installed ? (
        <p>
          <FormattedMessage id="download.installed" />
        </p>
      ) : prompt ? (
        <Button onClick={install}>
          <FormattedMessage id="download.install" />
        </Button>
      ) : (
        <p>
          <FormattedMessage id="download.manual" />
        </p>
      )}
    </article>
  );
}
