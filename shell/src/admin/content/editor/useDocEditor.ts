import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '@snapmall/shared';
import { docErrors, failureText, serverErrors, type BilingualDoc, type DocField } from './doc';

/**
 * A bilingual document's form state: the text, each field's error, the whole form's failure, and a save that checks
 * the contract's rules first and puts the server's 422 on the fields (`names`: request field → form field).
 */
export function useDocEditor(initial: BilingualDoc, htmlMax: number, names: Record<string, DocField>, onEdit: () => void) {
  const intl = useIntl();
  const [doc, setDoc] = useState<BilingualDoc>(initial);
  const [errors, setErrors] = useState<Partial<Record<DocField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (field: DocField, value: string) => {
    setDoc((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
    onEdit();
  };
  /** Runs `send` when the form passes its checks; a failure is shown on the fields or the form. */
  const submit = async (send: (doc: BilingualDoc) => Promise<unknown>) => {
    const found = docErrors(doc, htmlMax);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await send(doc);
    } catch (error) {
      const failure = (error ?? {}) as Partial<ApiError>;
      const mapped = serverErrors(failure.errors, names);
      setErrors(mapped.fields);
      setFormError(failureText(mapped, failure, intl.formatMessage({ id: 'admin.doc.saveFailed' })));
    }
  };
  return { doc, errors, formError, setFormError, change, submit };
}
