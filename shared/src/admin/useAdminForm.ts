import { useState, type FormEvent } from 'react';
import { useT, type Notice } from '@snapmall/shared';

/** A form's check: the message ids of what is wrong by field, or the body to send. */
export type Checked<F extends string, B> = { errors: Partial<Record<F, string>> } | { body: B };

interface Options<V, F extends string, B, A> {
  initial: V;
  check: (values: V) => Checked<F, B>;
  /** The mutation's trigger: resolves with `data` or `error` (RTK Query's result). */
  save: (body: B) => PromiseLike<{ data?: A; error?: unknown }>;
  /** The fields the form shows: a 422 naming any other is said on the form as a whole. */
  fields: readonly F[];
  onSaved?: (answer: A) => void;
  /** Whether the form opens said to be saved (a new record's page, reached just after it was added). */
  saved?: boolean;
  /** Values for this page's own messages ({max} …), by message id. */
  messageValues?: Record<string, Record<string, string | number>>;
  /** The prefix of this page's own message ids: anything else in `errors` is the server's own words. */
  prefix: string;
  /** The text of a failure that names no field and has no words of the server's. */
  failed: string;
}

/**
 * An operator's edit form: values, what is wrong by field (this page's check, then the server's 422 beside the field
 * it names), a refusal that names no field, and whether the last save went through.
 */
export function useAdminForm<V extends object, F extends string, B, A>(o: Options<V, F, B, A>) {
  const t = useT();
  const [values, setValues] = useState<V>(o.initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saved, setSaved] = useState(o.saved ?? false);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof V>(field: K) => (value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setNotice(null);
    setSaved(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = o.check(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setBusy(true);
    const result = await o.save(checked.body);
    setBusy(false);
    if (result.data !== undefined && !result.error) {
      setErrors({});
      setSaved(true);
      o.onSaved?.(result.data);
      return;
    }
    const error = result.error as { errors?: Record<string, string[]>; message?: string } | undefined;
    const named = Object.entries(error?.errors ?? {}).filter(([field]) => (o.fields as readonly string[]).includes(field));
    setErrors(Object.fromEntries(named.map(([field, list]) => [field, list[0]])) as Partial<Record<F, string>>);
    if (named.length === 0) setNotice(error?.message ? { text: error.message } : { id: o.failed });
  };
  /** What is wrong with a field, as text: this page's message, or the server's own words. */
  const errorOf = (field: F) => {
    const e = errors[field];
    return e ? (e.startsWith(o.prefix) ? t(e, o.messageValues?.[e]) : e) : undefined;
  };
  return { values, setValues, set, submit, errorOf, notice, saved, setSaved, busy };
}
