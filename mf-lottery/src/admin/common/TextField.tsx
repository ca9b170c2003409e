import { useId, type ReactNode } from 'react';
import { controlStyles } from '@snapmall/shared';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  /** The text of what is wrong (this page's check or the server's 422), said beside the field. */
  error?: string;
  hint?: ReactNode;
  max?: number;
  lang?: string;
  inputMode?: 'decimal' | 'numeric';
  disabled?: boolean;
  onValue: (value: string) => void;
}

/** A labelled input whose hint or error is tied to it and announced (the admin kit has no form field yet). */
export function TextField({ name, label, value, error, hint, max, lang, inputMode, disabled, onValue }: TextFieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={controlStyles.field}>
      <label className={controlStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        className={controlStyles.input}
        lang={lang}
        inputMode={inputMode}
        maxLength={max}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint && !error && (
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
