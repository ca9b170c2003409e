import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Envelope } from '../contract/envelope';
import type { LocaleState } from '../i18n/localeSlice';
import { loggedOut, type SessionState } from '../session/sessionSlice';
import { FLASH_KEY } from '../session/storage';
import { loadingEnded, loadingStarted, toastShown, type Notice } from '../ui/uiSlice';
import { currentHooks } from './hooks';

/** SPEC.md §9: request time-out. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const HOME_PATH = '/pages/index/index';

export interface RequestArgs {
  url: string;
  body?: Record<string, unknown>;
}

export interface RequestOptions {
  /** Don't count this request for the loading overlay. */
  noLoading?: boolean;
  /** Don't toast failures; the caller shows them (e.g. beside a form field). */
  silent?: boolean;
  /** The HTTP status that counts as an answer (default 200); any other is a rejection. */
  expectStatus?: number;
  /**
   * The browser's cookies go with the call and its answer may set them: only a dev link's calls (issue 29). Every
   * other call sends none (the session is the token), so no cookie can ever act for a customer or an operator.
   */
  withCookies?: boolean;
}

export type ApiErrorKind = 'refused' | 'unauthorized' | 'forbidden' | 'invalid' | 'http' | 'timeout' | 'aborted' | 'network' | 'precheck';

/** Why a request was rejected; message is the text to show (already in the user's language). */
export interface ApiError {
  kind: ApiErrorKind;
  status: number;
  message: string;
  /** The field errors of a 422, when the server named fields. */
  errors?: Record<string, string[]>;
}

interface BaseState {
  session: SessionState;
  locale: LocaleState;
}

type Parsed = Partial<Envelope> & { status?: number; message?: string };

function parse(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Parsed) : {};
  } catch {
    return {};
  }
}

const messageOf = (body: Parsed) => body.message ?? body.msg ?? '';
const firstFieldError = (errors: Parsed['errors']) => (errors ? Object.values(errors).flat()[0] : undefined);

/**
 * The one base query of SPEC.md §7 and §8: every call a POST to the same origin with lang in the query string
 * and the body, token in body and header, header minute = timezone offset; 60 s time-out; success is status 1
 * or code 1; 401 clears the session, goes home and reloads; 403 rejects with its message; other statuses toast
 * the first validation error or the message and reject.
 */
export const baseQuery: BaseQueryFn<RequestArgs | string, Envelope, ApiError, RequestOptions> = async (
  args,
  api,
  options = {},
) => {
  const { url, body = {} } = typeof args === 'string' ? { url: args } : args;
  const state = api.getState() as BaseState;
  const lang = state.locale.lang;
  const token = state.session.token;
  const hooks = currentHooks();
  const toast = (notice: Notice) => {
    if (!options.silent) api.dispatch(toastShown(notice));
  };
  const reject = (error: ApiError) => ({ error });

  const request = {
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`,
    body: { ...body, lang, ...(token ? { token } : {}) },
    headers: {
      'content-type': 'application/json',
      lang,
      minute: String(new Date().getTimezoneOffset()),
      ...(token ? { token } : {}),
    } as Record<string, string>,
  };
  const abortMessage = hooks.beforeRequest?.(request);
  if (typeof abortMessage === 'string') {
    toast({ text: abortMessage });
    return reject({ kind: 'precheck', status: 0, message: abortMessage });
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  api.signal.addEventListener('abort', onAbort);
  if (!options.noLoading) api.dispatch(loadingStarted());
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
      credentials: options.withCookies ? 'same-origin' : 'omit',
      signal: timeout.signal,
    });
    const parsed = parse(await response.text());
    hooks.afterResponse?.({ url, status: response.status, body: parsed });
    const message = messageOf(parsed);

    if (response.status === 401) {
      // The page reloads, so the message waits in sessionStorage for the next start to show it.
      sessionStorage.setItem(FLASH_KEY, JSON.stringify({ text: message }));
      api.dispatch(loggedOut());
      window.location.hash = `#${HOME_PATH}`;
      (hooks.reload ?? (() => window.location.reload()))();
      return reject({ kind: 'unauthorized', status: 401, message });
    }
    if (response.status === 403) return reject({ kind: 'forbidden', status: 403, message });
    if (response.status !== (options.expectStatus ?? 200)) {
      const shown = firstFieldError(parsed.errors) ?? message;
      if (shown) toast({ text: shown });
      else toast({ id: 'request.failed', values: { status: response.status } });
      return reject({
        kind: response.status === 422 ? 'invalid' : 'http',
        status: response.status,
        message: shown,
        ...(parsed.errors ? { errors: parsed.errors } : {}),
      });
    }
    if (parsed.code === 1 || parsed.status === 1) return { data: parsed as Envelope };
    toast(message ? { text: message } : { id: 'request.failed', values: { status: response.status } });
    return reject({ kind: 'refused', status: response.status, message });
  } catch {
    if (api.signal.aborted) return reject({ kind: 'aborted', status: 0, message: '' });
    const kind = timeout.signal.aborted ? 'timeout' : 'network';
    // Offline, say so: the query is fetched again when the connection returns (the api's refetchOnReconnect).
    const offline = kind === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false;
    toast({ id: kind === 'timeout' ? 'request.timeout' : offline ? 'request.offline' : 'request.network' });
    return reject({ kind, status: 0, message: '' });
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', onAbort);
    if (!options.noLoading) api.dispatch(loadingEnded());
  }
};
