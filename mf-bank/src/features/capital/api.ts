import { type Language } from '@snapmall/shared';
import { type Form, pagedList } from '@snapmall/shared/kit';
import type { MoneyLogBody, MoneyLogEntry, PageOf } from '@snapmall/shared/contract';
import { bankApi } from '../../common/bankApi';

/** The statement's filter: a transfer kind and a range of days (YYYY-MM-DD, inclusive), all optional. */
export interface StatementFilter {
  kind?: string;
  from?: string;
  to?: string;
}

export const capitalApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** The statement, page by page, newest first. */
    moneyLog: build.infiniteQuery<PageOf<MoneyLogEntry>, StatementFilter & { lang: Language }, number>({
      query: ({ queryArg: { lang: _lang, ...filter }, pageParam }) => ({ url: '/api/user/moneylog', body: { page: pageParam, ...filter } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['MoneyLog'],
    }),
    /** One page of it, for the CSV download of every filtered row. */
    moneyLogPage: build.query<PageOf<MoneyLogEntry>, Form<MoneyLogBody>>({
      query: (body) => ({ url: '/api/user/moneylog', body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useMoneyLogInfiniteQuery } = capitalApi;

/** A filter without its empty parts, as the API takes it. */
export const cleanFilter = (f: StatementFilter): StatementFilter =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as StatementFilter;
