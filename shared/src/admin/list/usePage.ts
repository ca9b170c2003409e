import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@snapmall/shared';
import type { PageOf } from '../../contract/bank';
import type { ListRequest, PageFetcher } from './types';

export interface PageState<Row> {
  /** The last page that answered (kept on screen, marked busy, while the next one loads). */
  data?: PageOf<Row>;
  loading: boolean;
  /** Why the last fetch failed (the server's words when it gave some). */
  error?: Partial<ApiError>;
  refetch: () => void;
}

/**
 * One page of a list for a request body: fetched when the body changes (compared by value) or on refetch, an
 * answer to a request no longer wanted dropped, so a quick change of filter never shows the slower earlier answer.
 */
export function usePage<Row>(fetchPage: PageFetcher<Row>, body: ListRequest, refreshKey?: string | number): PageState<Row> {
  const latest = useRef(fetchPage);
  useEffect(() => {
    latest.current = fetchPage;
  });
  const [version, setVersion] = useState(0);
  const request = JSON.stringify([body, version, refreshKey ?? null]);
  /** The last answer and the request it answered: loading while that is not the request wanted now. */
  const [answer, setAnswer] = useState<{ request: string; data?: PageOf<Row>; error?: Partial<ApiError> } | null>(null);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    const [wanted] = JSON.parse(request) as [ListRequest];
    Promise.resolve(latest.current(wanted)).then(
      (data) => live && setAnswer({ request, data }),
      (error: unknown) => live && setAnswer((a) => ({ request, data: a?.data, error: (error ?? {}) as Partial<ApiError> })),
    );
    return () => {
      live = false;
    };
  }, [request]);

  return { data: answer?.data, error: answer?.request === request ? answer.error : undefined, loading: answer?.request !== request, refetch };
}
