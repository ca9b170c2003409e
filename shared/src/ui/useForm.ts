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

  const set = useCallback((field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }, []);

  /** Checks every rule; true when the form may be sent. */
  const validate = () => {
    const next: Partial<Record<F, string>> = {};
    for (const field of Object.keys(rules) as F[]) {
      const message = rules[field]?.(values[field], values);
      if (message) next[field] = message;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  /** Shows a server rejection's field errors beside the fields it names. */
  const showServerErrors = (error: unknown) => {
    const fields = (error as Partial<ApiError> | undefined)?.errors;
    if (!fields) return;
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.entries(fields).map(([f, list]) => [f, list[0]])) }));
  };

  return { values, errors, set, validate, showServerErrors, setValues };
}
