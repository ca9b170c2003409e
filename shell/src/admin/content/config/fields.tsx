import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, type Language } from '@snapmall/shared';
import { useErrorText } from '../../common/errorText';
import type { ConfigErrors } from './rules';
import styles from './Config.module.css';

/** What every field of a key's form is given: the errors by path, and its own path among them. */
export interface FieldBase {
  path: string;
  errors: ConfigErrors;
}

/** A text input labelled by a message id, its error (by path) announced and tied to it. */
export function TextField({ path, errors, label, labelValues, value, onValue, hint, list, maxLength, inputMode }: FieldBase & {
  label: string;
  labelValues?: Record<string, string | number>;
  value: string;
  onValue: (v: string) => void;
  hint?: string;
  /** A datalist's id: suggestions (the shop's routes). */
  list?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'url';
}) {
  const intl = useIntl();
  const text = useErrorText();
  return (
    <Field
      name={path}
      label={intl.formatMessage({ id: label }, labelValues)}
      value={value}
      error={text(errors[path])}
      hint={hint ? intl.formatMessage({ id: hint }) : undefined}
      onValue={onValue}
      list={list}
      maxLength={maxLength}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** A whole number (points): typed as text, kept as a number; what is not one stays for the check to name. */
export function NumberField(props: FieldBase & { label: string; value: number; onValue: (v: number) => void; hint?: string }) {
  return (
    <TextField
      {...props}
      value={Number.isNaN(props.value) ? '' : String(props.value)}
      inputMode="numeric"
      onValue={(v) => props.onValue(v.trim() === '' ? Number.NaN : Number(v))}
    />
  );
}

/** A colour as #abc or #aabbcc, its swatch beside it (decorative: the value is the text). */
export function ColourField(props: FieldBase & { label: string; value: string; onValue: (v: string) => void }) {
  return (
    <div className={styles.colour}>
      <span className={styles.swatch} style={{ background: props.value }} aria-hidden="true" />
      <TextField {...props} maxLength={7} />
    </div>
  );
}

/** A yes/no setting as a checkbox with its label. */
export function CheckField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>
        <FormattedMessage id={label} />
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            <FormattedMessage id={hint} />
          </span>
        )}
      </label>
    </div>
  );
}

/** A choice among a few values, each named by a message id. */
export function SelectField<V extends string>({ label, value, options, onValue }: { label: string; value: V; options: ReadonlyArray<{ value: V; label: string }>; onValue: (v: V) => void }) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} value={value} onChange={(e) => onValue(options.find((o) => o.value === e.target.value)?.value ?? value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {intl.formatMessage({ id: o.label })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text in both languages: two fields side by side (stacked on a phone), each named with its language. */
export function LocalizedFields({ path, errors, label, value, onValue, maxLength }: FieldBase & {
  label: string;
  value: Record<Language, string>;
  onValue: (v: Record<Language, string>) => void;
  maxLength: number;
}) {
  const intl = useIntl();
  return (
    <div className={styles.pair}>
      {(['en-us', 'zh-tw'] as const).map((lang) => (
        <TextField
          key={lang}
          path={`${path}.${lang}`}
          errors={errors}
          label="admin.config.inLanguage"
          labelValues={{ what: intl.formatMessage({ id: label }), lang: intl.formatMessage({ id: lang === 'en-us' ? 'admin.lang.en' : 'admin.lang.zh' }) }}
          value={value[lang]}
          maxLength={maxLength}
          onValue={(v) => onValue({ ...value, [lang]: v })}
        />
      ))}
    </div>
  );
}

/** A row of a list (a tab, a slide, a service entry): its number and the buttons that move or remove it. */
export function ItemTools({ index, count, min, name, onMove, onRemove, children }: {
  index: number;
  count: number;
  min: number;
  /** Message id naming the item ("Tab {n}"). */
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const n = index + 1;
  const what = intl.formatMessage({ id: name }, { n });
  return (
    <fieldset className={styles.item}>
      <legend className={styles.itemTitle}>{what}</legend>
      {children}
      <div className={styles.itemTools}>
        <button type="button" className={styles.small} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={intl.formatMessage({ id: 'admin.config.moveUp' }, { what })}>
          <FormattedMessage id="admin.config.up" />
        </button>
        <button type="button" className={styles.small} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={intl.formatMessage({ id: 'admin.config.moveDown' }, { what })}>
          <FormattedMessage id="admin.config.down" />
        </button>
        <button type="button" className={`${styles.small} ${styles.remove}`} disabled={count <= min} onClick={onRemove} aria-label={intl.formatMessage({ id: 'admin.config.removeItem' }, { what })}>
          <FormattedMessage id="admin.config.remove" />
        </button>
      </div>
    </fieldset>
  );
}

/** A list with one item moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
