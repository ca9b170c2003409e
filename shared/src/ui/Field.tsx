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
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.label}>{label}</span>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {hint && !error && <span className={styles.hint}>{hint}</span>}
      {error && (
        <span className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

export const controlStyles = styles;
