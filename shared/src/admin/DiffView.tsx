import type { ReactNode } from 'react';
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

/** A value's leaves by their path: nested objects and arrays opened down to what is neither ('a.0.b' → value). */
function leaves(value: unknown, path: string[], into: Map<string, { path: string[]; value: unknown }>) {
  const open = Array.isArray(value) ? value.some((v) => typeof v === 'object' && v !== null) : isRecord(value);
  if (!open || path.length > 8) {
    into.set(path.join('.'), { path, value });
    return;
  }
  for (const [key, v] of Object.entries(value as Json)) leaves(v, [...path, key], into);
}

/**
 * The leaves of a before/after pair side by side, each with its path and whether it changed: a tab bar's tab 2's
 * text is its own row, not a whole tab bar in JSON. A side that is null or absent has no leaves.
 */
export function flatDiffRows(before: unknown, after: unknown): Array<{ key: string; path: string[]; before: unknown; after: unknown; changed: boolean }> {
  const a = new Map<string, { path: string[]; value: unknown }>();
  const b = new Map<string, { path: string[]; value: unknown }>();
  if (before != null) leaves(before, [], a);
  if (after != null) leaves(after, [], b);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.map((key) => {
    const [x, y] = [a.get(key)?.value, b.get(key)?.value];
    return { key, path: (a.get(key) ?? b.get(key))!.path, before: x, after: y, changed: JSON.stringify(x) !== JSON.stringify(y) };
  });
}

/** How a reader's words name a field (by its path) and show a value, in place of keys and JSON. */
export interface DiffWords {
  field(path: string[]): ReactNode;
  value(path: string[], value: unknown): ReactNode;
}

/**
 * An audited change side by side: before and after field by field, what changed marked in words as well as colour;
 * values that are not objects shown whole, one beside the other (one above the other on a phone).
 */
export function DiffView({ before, after, words }: { before: unknown; after: unknown; words?: DiffWords }) {
  if (words) return <WordedDiff before={before} after={after} words={words} />;
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
  const cells = rows.map((row) => ({
    key: row.key,
    field: row.key,
    changed: row.changed,
    before: <pre className={styles.code}>{shown(row.before)}</pre>,
    after: <pre className={styles.code}>{shown(row.after)}</pre>,
  }));
  return <DiffTable rows={cells} />;
}

/** The change field by field in the reader's words: every leaf its own row, what changed marked. */
function WordedDiff({ before, after, words }: { before: unknown; after: unknown; words: DiffWords }) {
  const cells = flatDiffRows(before, after).map((row) => ({
    key: row.key,
    field: words.field(row.path),
    changed: row.changed,
    before: words.value(row.path, row.before),
    after: words.value(row.path, row.after),
  }));
  return <DiffTable rows={cells} worded />;
}

/** The diff's table: a row per field, its name, before and after as given, what changed marked in words as well. */
function DiffTable({ rows, worded = false }: { rows: Array<{ key: string; field: ReactNode; changed: boolean; before: ReactNode; after: ReactNode }>; worded?: boolean }) {
  const intl = useIntl();
  const cell = worded ? styles.worded : undefined;
  return (
    <table className={worded ? `${styles.diff} ${styles.diffWorded}` : styles.diff}>
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
              {row.field}
              {row.changed && (
                <span className={styles.changedMark}>
                  <FormattedMessage id="adminKit.diff.changed" />
                </span>
              )}
            </th>
            <td className={cell}>{row.before}</td>
            <td className={cell}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
