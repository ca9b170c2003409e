import { useId, type ReactNode } from 'react';
import { controlStyles } from '@snapmall/shared';
import styles from './admin.module.css';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  /** The text of what is wrong (this page's check or the server's 422), said beside the field. */
  error?: string;
  /** What the field means, said under it (and read with it). */
  hint?: ReactNode;
  max?: number;
  lang?: string;
  inputMode?: 'decimal' | 'numeric';
  type?: 'text' | 'datetime-local';
  multiline?: boolean;
  disabled?: boolean;
  onValue: (value: string) => void;
}

/** A labelled input or text area of a console form, whose hint and error are tied to it and announced. */
export function TextField({ name, label, value, error, hint, max, lang, inputMode, type = 'text', multiline, disabled, onValue }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    name,
    lang,
    value,
    disabled,
    maxLength: max,
    className: `${controlStyles.input} ${multiline ? styles.multiline : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={controlStyles.field}>
      <label className={controlStyles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} {...control} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input type={type} autoComplete="off" inputMode={inputMode} {...control} onChange={(e) => onValue(e.target.value)} />
      )}
      {hint && (
        <span id={`${id}-hint`} className={controlStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={controlStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled yes/no switch (enabled, on sale). */
export function Toggle({ label, checked, hint, onValue }: { label: ReactNode; checked: boolean; hint?: ReactNode; onValue: (on: boolean) => void }) {
  const id = useId();
  return (
    <div>
      <label className={controlStyles.toggle}>
        <span>{label}</span>
        <input type="checkbox" checked={checked} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onValue(e.target.checked)} />
      </label>
      {hint && (
        <span id={`${id}-hint`} className={controlStyles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled choice among a few values (a brand, a level). */
export function SelectField({ label, value, options, error, onValue }: { label: ReactNode; value: string; options: Array<{ value: string; label: string }>; error?: string; onValue: (v: string) => void }) {
  const id = useId();
  return (
    <div className={controlStyles.field}>
      <label className={controlStyles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={controlStyles.input} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onValue(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={controlStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
