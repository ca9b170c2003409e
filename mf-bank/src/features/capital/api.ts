import { type Language, callsOf } from '@snapmall/shared';
import { bankApi } from '../../common/bankApi';

/** The statement's filter: a transfer kind and a range of days (YYYY-MM-DD, inclusive), all optional. */
export interface StatementFilter {
  kind?: string;
  from?: string;
  to?: string;
}

export const capitalApi = bankApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The statement, page by page, newest first. */
      moneyLog: call.pages('/api/user/moneylog', {
        filter: ({ lang: _lang, ...filter }: StatementFilter & { lang: Language }) => filter,
        providesTags: ['MoneyLog'],
      }),
      /** One page of it, for the CSV download of every filtered row. */
      moneyLogPage: call.query('/api/user/moneylog', { keepUnusedDataFor: 0 }),
    };
  },
});

export const { useMoneyLogInfiniteQuery } = capitalApi;

/** A filter without its empty parts, as the API takes it. */
export const cleanFilter = (f: StatementFilter): StatementFilter =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as StatementFilter;
