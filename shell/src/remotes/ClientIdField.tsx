import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { clientId } from '../federation/clientId';
import styles from './Preview.module.css';

/**
 * This browser's client id, for the person to send to whoever makes preview links (a link works only in the
 * browser whose id it names). A read-only field, so it is reached with Tab and selected whole on focus, and a
 * button that copies it where the clipboard is open to the page (https or localhost).
 */
export function ClientIdField() {
  const intl = useIntl();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const id = clientId();
  const copy = () => {
    field.current?.select();
    navigator.clipboard?.writeText(id).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <span className={styles.clientId}>
      <input
        ref={field}
        readOnly
        value={id}
        size={id.length}
        aria-label={intl.formatMessage({ id: 'preview.clientId' })}
        data-testid="preview-client-id"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={copy}>
        <FormattedMessage id={copied ? 'preview.copied' : 'preview.copy'} />
      </Button>
    </span>
  );
}
