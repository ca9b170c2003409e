import { useEffect, useMemo } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { catalogsAdded, selectCatalogs, useAppDispatch, useAppSelector, type Catalogs } from '@snapmall/shared';
import type { FilterOption } from '@snapmall/shared/admin';

/** A value a filter offers whose name is data (a brand, a level), in both languages. */
export interface DataOption {
  value: number;
  en: string;
  zh: string;
}

/**
 * Text as it is, in the compiled form react-intl takes: one literal element (ICU type 0). The console ships no
 * message parser, so a string would not do; and a literal is never read as ICU, so a name with braces or quotes
 * stays as typed.
 */
const literal = (value: string): MessageFormatElement[] => [{ type: 0, value }];

/** The catalogs naming each option under `${prefix}.${value}`. */
export function dataCatalogs(prefix: string, options: readonly DataOption[]): Catalogs {
  return {
    'en-us': Object.fromEntries(options.map((o) => [`${prefix}.${o.value}`, literal(o.en)])),
    'zh-tw': Object.fromEntries(options.map((o) => [`${prefix}.${o.value}`, literal(o.zh)])),
  };
}

/**
 * Filter options named by data. The admin kit's filter bar takes message ids for its options' labels, so the names
 * are registered as a catalog of their own (owner `owner`); `ready` once the store holds them, so the bar never
 * asks for an id that is not there yet.
 */
export function useDataOptions(owner: string, prefix: string, options: readonly DataOption[] | undefined): { options: FilterOption[]; ready: boolean } {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(options ?? null);
  // By value: the options are rebuilt on every render, their names only change when the data does.
  const catalogs = useMemo(() => {
    const parsed = JSON.parse(key) as DataOption[] | null;
    return parsed ? dataCatalogs(prefix, parsed) : null;
  }, [key, prefix]);
  useEffect(() => {
    if (catalogs) dispatch(catalogsAdded({ owner, catalogs }));
  }, [catalogs, dispatch, owner]);
  const held = useAppSelector(selectCatalogs)[owner];
  return {
    options: (options ?? []).map((o) => ({ value: o.value, label: `${prefix}.${o.value}` })),
    ready: Boolean(catalogs) && held === catalogs,
  };
}
