import { useCallback, useState } from 'react';
import type { ApiError } from '../api/baseQuery';

/** Each rule answers an error text for the field, or undefined when the value is fine. */
export type Rules<F extends string> = Partial<Record<F, (value: string, all: Record<F, string>) => string | undefined>>;

/**
 * Small form state: values, per-field errors from the rules, and the server's 422 field errors mapped back
 * onto the fields, so a message shows where the user has to act.
 */
export function useForm<F extends string>(initial: Record<F, string>, rules: Rules<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  /** A refusal that names no field ("Incorrect account or password"): shown on the form, by its submit button. */
  const [formError, setFormError] = useState<string | undefined>(undefined);

  const set = useCallback((field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  }, []);

  /** Checks every rule; true when the form may be sent. */
  const validate = () => {
    const next: Partial<Record<F, string>> = {};
    for (const field of Object.keys(rules) as F[]) {
      const message = rules[field]?.(values[field], values);
      if (message) next[field] = message;
    }
    setErrors(next);
    setFormError(undefined);
    return Object.keys(next).length === 0;
  };

  /**
   * Shows a server rejection's field errors beside the fields it names; a refusal the customer can act on that names
   * no field (code 0: wrong password, name taken, locked) stays on the form as formError, not only as a toast.
   */
  const showServerErrors = (error: unknown) => {
    const { errors: fields, kind, message } = (error ?? {}) as Partial<ApiError>;
    if (fields && Object.keys(fields).length > 0) {
      setErrors((e) => ({ ...e, ...Object.fromEntries(Object.entries(fields).map(([f, list]) => [f, list[0]])) }));
      return;
    }
    if ((kind === 'refused' || kind === 'invalid') && message) setFormError(message);
  };

  return { values, errors, formError, set, validate, showServerErrors, setValues };
}
