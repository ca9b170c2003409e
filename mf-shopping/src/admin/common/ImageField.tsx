import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RULES } from '@snapmall/shared';
import styles from '../admin.module.css';

const ON_SHOP = new RegExp(RULES.avatarPathPattern);

/** Whether a picture's address is one the server takes (a path on the shop's own origin, RULES.avatarPathPattern). */
export const isShopPicture = (path: string) => path.length <= RULES.avatarMax && ON_SHOP.test(path);

/**
 * A picture's address with its preview: the picture is shown only once the address is one the server takes (a path
 * on the shop's own origin, never another site), so typing an address never makes the console load from elsewhere.
 */
export function PicturePreview({ path, alt }: { path: string; alt: string }) {
  const intl = useIntl();
  const id = useId();
  if (!path) {
    return (
      <span className={styles.preview} id={id}>
        <FormattedMessage id="admin.shopping.image.none" />
      </span>
    );
  }
  if (!isShopPicture(path)) {
    return (
      <span className={styles.preview} id={id}>
        <FormattedMessage id="admin.shopping.image.notShown" />
      </span>
    );
  }
  return <img className={styles.preview} src={path} alt={alt || intl.formatMessage({ id: 'admin.shopping.image.preview' })} loading="lazy" />;
}
