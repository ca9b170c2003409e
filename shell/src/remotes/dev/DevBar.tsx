import { useEffect } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { RegistryDev } from '@snapmall/shared/remote';
import { clientId } from '../../federation/clientId';
import styles from '../Preview.module.css';
import { useAdoptDevLinkMutation, useLeaveDevMutation } from './devApi';
import { withoutDevLink } from './devParam';
import { watchRebuilds } from './watchRebuilds';

interface Props {
  /** This browser's dev session, as remotes.json told it. */
  dev?: RegistryDev;
  /** A dev link the address brought, to take. */
  link?: string;
  /** Starts the page again (a test passes its own). */
  reload?: () => void;
  /** Opens an address in place of this one (a test passes its own). */
  go?: (url: string) => void;
  /** Unregisters the shop's service worker. */
  forgetWorker: () => Promise<unknown>;
}

/**
 * A dev link's bar (issue 29), a lazy chunk. With a link in the address: this browser takes it (the server sets its
 * cookie only if the link names this browser), then the page opens again without the service worker, whose stored
 * page would keep the shop's usual policy, so the localhost build can load. In a dev session: which remote comes
 * from where, until when; a rebuild of the dev server reloads the page; Leave ends it.
 */
// Defined once: the effects below depend on them.
const reloadPage = () => window.location.reload();
const replacePage = (url: string) => window.location.replace(url);

export default function DevBar({ dev, link, forgetWorker, reload = reloadPage, go = replacePage }: Props) {
  const [adopt] = useAdoptDevLinkMutation();
  const [leave, leaving] = useLeaveDevMutation();

  useEffect(() => {
    if (!link) return;
    adopt({ link, client_id: clientId() })
      .unwrap()
      .then(
        () => forgetWorker().then(() => go(withoutDevLink(window.location))),
        // The shop's toast says why, in the server's words. The address keeps no refused link: a reload or a
        // bookmark does not try it again.
        () => window.history.replaceState(window.history.state, '', withoutDevLink(window.location)),
      );
  }, [adopt, forgetWorker, go, link]);

  useEffect(() => (dev ? watchRebuilds(dev.origin, reload) : undefined), [dev, reload]);

  if (!dev) return null;
  const origin = <span className={styles.version}>{dev.origin}</span>;
  const until = <FormattedTime value={dev.expires * 1000} />;
  return (
    <div role="status" className={`${styles.bar} ${styles.active}`} data-testid="dev-banner">
      <p>
        <FormattedMessage id="dev.active" values={{ remote: dev.remote, origin, until }} />
      </p>
      <Button variant="secondary" disabled={leaving.isLoading} onClick={() => leave().unwrap().then(reload, reload)}>
        <FormattedMessage id="dev.leave" />
      </Button>
    </div>
  );
}
