import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sessionApi, toastShown, useAppDispatch, useRequestId, type ApiError } from '@snapmall/shared';
import { isUnknownOutcome } from '@snapmall/shared/kit';
import { useSignInMutation } from './api';

/**
 * The sign-in action: one request id per intent (a retry of the same tap is answered once), a toast and a refreshed
 * user info on success, and what to say after either outcome.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const { requestId, renew } = useRequestId();
  const [signIn, { isLoading }] = useSignInMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const sending = useRef(false);
  const intl = useIntl();

  const submit = async () => {
    // One intent, one request: a second tap while the first is on its way sends nothing more.
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await signIn({ request_id: requestId }).unwrap();
      renew();
      const text = intl.formatMessage({ id: 'signin.done' }, { points: answer.points });
      setResult({ ok: true, text });
      dispatch(toastShown({ text }));
      // Points and streak live in the user info: refresh it.
      dispatch(sessionApi.endpoints.retval.initiate(undefined, { forceRefetch: true, subscribe: false }));
    } catch (error) {
      const e = error as ApiError;
      // No answer (or a 5xx) keeps the id, so trying again is the same sign-in; a refusal ends this intent.
      if (!isUnknownOutcome(e)) renew();
      setResult({ ok: false, text: e.message || intl.formatMessage({ id: 'signin.failed' }) });
    } finally {
      sending.current = false;
    }
  };

  return { submit, isLoading, result };
}
