import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Controls.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  onValue: (value: string) => void;
}

/** A labelled input whose error is announced and tied to it, so a screen reader reads both. */
export function Field({ label, error, hint, onValue, ...input }: FieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {hint && !error && (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export const controlStyles = styles;

/** A refusal of the whole form, kept beside its submit button and announced once. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
