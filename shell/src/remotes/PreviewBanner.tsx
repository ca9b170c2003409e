import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import { ClientIdField } from './ClientIdField';
import styles from './Preview.module.css';
import { clearPreviewToken } from './previewToken';
import type { PagePreview } from './registryRequest';

/** `0.2.0+1a2b3c4d5e6f` → `0.2.0+1a2b…`: enough to tell two candidates apart in a narrow bar. */
export function shortVersion(version: string): string {
  const [base, hash] = version.split('+');
  return hash && hash.length > 4 ? `${base}+${hash.slice(0, 4)}…` : version;
}

interface Props {
  preview: PagePreview;
  /** Starts the page again without the preview (a test passes its own). */
  reload?: () => void;
}

/**
 * A lazy chunk, loaded only when this tab holds a preview link: the previewed release with a way out, or once,
 * why the link was not followed (the shop then runs as usual). A link made for another browser, and the address
 * `/?preview=` with no link, show this browser's id: the person asks for a link made for it.
 */
export default function PreviewBanner({ preview, reload = () => window.location.reload() }: Props) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  if (preview.state === 'active') {
    const version = <span className={styles.version} title={preview.version}>{shortVersion(preview.version)}</span>;
    const leave = () => {
      clearPreviewToken();
      reload();
    };
    return (
      <div role="status" className={`${styles.bar} ${styles.active}`} data-testid="preview-banner">
        <p>
          <FormattedMessage id="preview.active" values={{ remote: preview.remote, version }} />
        </p>
        <Button variant="secondary" onClick={leave}>
          <FormattedMessage id="preview.leave" />
        </Button>
      </div>
    );
  }
  const showId = preview.state === 'other' || preview.state === 'client-id';
  return (
    <div role="status" className={styles.bar} data-testid="preview-notice">
      <p>
        <FormattedMessage id={preview.state === 'client-id' ? 'preview.clientIdAsked' : `preview.${preview.state}`} />
      </p>
      {showId && <ClientIdField />}
      <Button variant="secondary" onClick={() => setClosed(true)}>
        <FormattedMessage id="preview.close" />
      </Button>
    </div>
  );
}
