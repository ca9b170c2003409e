import { useCallback, useMemo, useState } from 'react';

/** The rows ticked on the page shown: ids only, cleared whenever the page's rows change. */
export function useSelection(pageIds: readonly number[]) {
  const pageKey = pageIds.join(',');
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: pageKey, ids: new Set() });
  // Another page, filter or a fetch after a bulk action: what was ticked is no longer what is shown.
  const selected = useMemo(() => (state.key === pageKey ? state.ids : new Set<number>()), [state, pageKey]);
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setState((s) => {
        const ids = new Set(s.key === pageKey ? s.ids : []);
        if (on) ids.add(id);
        else ids.delete(id);
        return { key: pageKey, ids };
      }),
    [pageKey],
  );
  const setAll = useCallback((ids: readonly number[]) => setState({ key: pageKey, ids: new Set(ids) }), [pageKey]);
  const clear = useCallback(() => setState({ key: pageKey, ids: new Set() }), [pageKey]);
  const list = useMemo(() => pageIds.filter((id) => selected.has(id)), [pageIds, selected]);
  return { selected, list, toggle, setAll, clear };
}
