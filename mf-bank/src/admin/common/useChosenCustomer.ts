import { useCallback } from 'react';
import { useSearchParams } from '@snapmall/shared';

/**
 * The customer a page acts on, kept in its address as `?user=12` (so a link — from the customer's page, say — opens
 * the page on them); choosing another starts their list from its first page.
 */
export function useChosenCustomer(): [number | null, (userId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('user'));
  const userId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const choose = useCallback(
    (next: number | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next) updated.set('user', String(next));
        else updated.delete('user');
        return updated;
      }),
    [setParams],
  );
  return [userId, choose];
}
