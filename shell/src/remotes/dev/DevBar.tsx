import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { RegistryDev } from '@snapmall/shared/remote';
import { clientId } from '../../federation/clientId';
import styles from '../Preview.module.css';
import { useAdoptDevLinkMutation, useLeaveDevMutation } from './devApi';
import { readLink, withoutDevLink } from './devParam';
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
 * A dev link's bars (issue 29), a lazy chunk. With a link in the address: asked first, this browser takes it (the
 * server sets its cookie only if the link names this browser), then the page opens again without the service
 * worker, whose stored page would keep the shop's usual policy, so the localhost build can load. In a dev session:
 * the session's bar.
 */
// Defined once: the effects below depend on them.
const reloadPage = () => window.location.reload();
const replacePage = (url: string) => window.location.replace(url);
/** The address without the link: a reload or a bookmark does not offer it again. */
const dropLink = () => window.history.replaceState(window.history.state, '', withoutDevLink(window.location));

export default function DevBar({ dev, link, forgetWorker, reload = reloadPage, go = replacePage }: Props) {
  return (
    <>
      {link && <LinkOfferBar link={link} forgetWorker={forgetWorker} go={go} />}
      {dev && <SessionBar dev={dev} reload={reload} />}
    </>
  );
}

/**
 * A dev link in the address: the person is asked first, told what it loads from where (a program on this computer
 * runs inside the shop), and takes it only by choosing to. The shop's toast says why one is refused.
 */
function LinkOfferBar({ link, forgetWorker, go }: { link: string; forgetWorker: () => Promise<unknown>; go: (url: string) => void }) {
  const [adopt, adopting] = useAdoptDevLinkMutation();
  const [open, setOpen] = useState(true);
  const offer = useMemo(() => readLink(link), [link]);
  const take = useCallback(
    () =>
      adopt({ link, client_id: clientId() })
        .unwrap()
        .then(
          () => forgetWorker().then(() => go(withoutDevLink(window.location))),
          () => {
            dropLink();
            setOpen(false);
          },
        ),
    [adopt, forgetWorker, go, link],
  );
  // A link that is not one the shop makes has nothing to show: the server's refusal says so.
  useEffect(() => {
    if (!offer) void take();
  }, [offer, take]);
  if (!open || !offer) return null;
  const until = <FormattedTime value={offer.expires * 1000} />;
  const origin = <span className={styles.version}>{offer.origin}</span>;
  return (
    <div role="status" className={styles.bar} data-testid="dev-offer">
      <p>
        <FormattedMessage id="dev.offer" values={{ remote: offer.remote, origin, until }} />
      </p>
      <Button variant="secondary" disabled={adopting.isLoading} onClick={() => void take()}>
        <FormattedMessage id="dev.open" />
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          dropLink();
          setOpen(false);
        }}
      >
        <FormattedMessage id="dev.ignore" />
      </Button>
    </div>
  );
}

/** In a dev session: which remote comes from where, until when; each rebuild reloads the page; Leave ends it. */
function SessionBar({ dev, reload }: { dev: RegistryDev; reload: () => void }) {
  const [leave, leaving] = useLeaveDevMutation();
  useEffect(() => watchRebuilds(dev.origin, reload), [dev, reload]);
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
