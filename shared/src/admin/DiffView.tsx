import { FormattedMessage, useIntl } from 'react-intl';
import styles from './admin.module.css';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** The fields of a before/after pair, each with both values and whether it changed; null when either is not an object. */
export function diffRows(before: unknown, after: unknown): Array<{ key: string; before: unknown; after: unknown; changed: boolean }> | null {
  const a = before ?? {};
  const b = after ?? {};
  if (!isRecord(a) || !isRecord(b)) return null;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.map((key) => ({ key, before: a[key], after: b[key], changed: JSON.stringify(a[key]) !== JSON.stringify(b[key]) }));
}

/**
 * An audited change side by side: before and after field by field, what changed marked in words as well as colour;
 * values that are not objects shown whole, one beside the other (one above the other on a phone).
 */
export function DiffView({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const rows = diffRows(before, after);
  if (!rows) {
    return (
      <div className={styles.diffWhole}>
        {[
          ['adminKit.diff.before', before],
          ['adminKit.diff.after', after],
        ].map(([label, value]) => (
          <figure key={String(label)} className={styles.diffSide}>
            <figcaption>
              <FormattedMessage id={String(label)} />
            </figcaption>
            <pre className={styles.code}>{shown(value)}</pre>
          </figure>
        ))}
      </div>
    );
  }
  return (
    <table className={styles.diff}>
      <caption className={styles.visuallyHidden}>{intl.formatMessage({ id: 'adminKit.diff.caption' })}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="adminKit.diff.field" />
          </th>
          <th scope="col">
            <FormattedMessage id="adminKit.diff.before" />
          </th>
          <th scope="col">
            <FormattedMessage id="adminKit.diff.after" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3}>
              <FormattedMessage id="adminKit.diff.nothing" />
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key} className={row.changed ? styles.changed : undefined}>
            <th scope="row">
              {row.key}
              {row.changed && (
                <span className={styles.changedMark}>
                  <FormattedMessage id="adminKit.diff.changed" />
                </span>
              )}
            </th>
            <td>
              <pre className={styles.code}>{shown(row.before)}</pre>
            </td>
            <td>
              <pre className={styles.code}>{shown(row.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
