import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { PicturePreview } from '../common/ImageField';
import { FormSection, TextField } from '@snapmall/shared/admin';
import { imageErrors, LIMITS } from './goodsRules';
import styles from '../admin.module.css';

interface ImagesFieldProps {
  images: readonly string[];
  /** What is wrong with the pictures as a whole: this page's text or the server's words. */
  error?: string;
  /** Shown once the operator tried to save: each picture's own problem beside it. */
  checked: boolean;
  onChange: (images: string[]) => void;
}

/**
 * An item's pictures, the first its cover: each address with its preview (shown only for an address on the shop,
 * the server's rule), moved up to become the cover, or removed; at most 8.
 */
export function ImagesField({ images, error, checked, onChange }: ImagesFieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const problems = checked ? imageErrors(images) : {};
  const set = (i: number, value: string) => onChange(images.map((p, j) => (j === i ? value : p)));
  const up = (i: number) => onChange(images.map((p, j) => (j === i - 1 ? images[i]! : j === i ? images[i - 1]! : p)));
  return (
    <FormSection title="admin.shopping.goods.pictures" note="admin.shopping.image.rule" data-testid="images">
      <ol className={styles.images}>
        {images.map((path, i) => {
          const name = t(i === 0 ? 'admin.shopping.goods.cover' : 'admin.shopping.goods.picture', { n: i + 1 });
          return (
            <li key={i} className={styles.image}>
              <PicturePreview path={path.trim()} alt={name} />
              <div>
                <TextField name={`image-${i}`} label={name} value={path} error={problems[i] ? t(problems[i]) : undefined} onValue={(v) => set(i, v)} />
                <div className={styles.imageTools}>
                  {i > 0 && (
                    <Button variant="secondary" aria-label={t('admin.shopping.goods.moveUpOf', { name })} onClick={() => up(i)}>
                      <FormattedMessage id="admin.shopping.goods.moveUp" />
                    </Button>
                  )}
                  <Button variant="secondary" aria-label={t('admin.shopping.goods.removeOf', { name })} onClick={() => onChange(images.length > 1 ? images.filter((_, j) => j !== i) : [''])}>
                    <FormattedMessage id="admin.shopping.goods.remove" />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={images.length >= LIMITS.images} onClick={() => onChange([...images, ''])}>
          <FormattedMessage id="admin.shopping.goods.addPicture" />
        </Button>
      </div>
    </FormSection>
  );
}
