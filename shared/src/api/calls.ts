import type {
  EndpointBuilder,
  InfiniteQueryDefinition,
  InfiniteQueryExtraOptions,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query/react';
import type { dataQuery } from './api';
import type { RequestOptions } from './baseQuery';
import type { PageOf } from '../contract/bank';
import type { AnswerOf, BodyOf, CallUrl } from '../contract/calls';
import { pagedList, type Form } from '../kit/pagedList';

type Base = typeof dataQuery;
type Builder<Tags extends string> = EndpointBuilder<Base, Tags, 'api'>;

/** What a page sends to a call: its body less lang and token (the base query adds them); nothing when the call takes no field. */
export type SendOf<U extends CallUrl> = keyof Form<BodyOf<U>> extends never ? void : Form<BodyOf<U>>;

/** A call's endpoint options besides its request, which comes from the contract. */
interface Shared<Answer, Result, Arg> {
  /** The page's own argument made into the call's body (an id into `{ id }`, a filter less its cache-only `lang`). */
  body?: (arg: Arg) => unknown;
  /** Reshapes the answer the contract types (the envelope's `data`) into what the page reads. */
  transformResponse?: (answer: Answer) => Result;
  extraOptions?: RequestOptions;
}
type QueryOptions<Tags extends string, U extends CallUrl, Result, Arg> = Omit<QueryExtraOptions<Tags, Result, Arg, Base, 'api'>, 'type'> & Shared<AnswerOf<U>, Result, Arg>;
type MutationOptions<Tags extends string, U extends CallUrl, Result, Arg> = Omit<MutationExtraOptions<Tags, Result, Arg, Base, 'api'>, 'type'> &
  Shared<AnswerOf<U>, Result, Arg>;

/** A call that answers a page of rows (`{ list, total, page }`, perhaps with more beside it). */
type PagedUrl = { [U in CallUrl]: AnswerOf<U> extends PageOf<unknown> ? U : never }[CallUrl];
/** A paged call's body without its page number, which the infinite query sets. */
type FilterOf<U extends CallUrl> = Omit<Form<BodyOf<U>>, 'page' | 'cursor'>;
type PagesOptions<Tags extends string, U extends CallUrl, Arg> = Omit<
  InfiniteQueryExtraOptions<Tags, AnswerOf<U>, Arg, number, Base, 'api'>,
  'type' | 'infiniteQueryOptions'
> & { filter?: (arg: Arg) => FilterOf<U>; extraOptions?: RequestOptions };

/**
 * One request to a call, for an endpoint that makes its own (a `queryFn` reading several pages): the URL must be one
 * of the contract's and the body the call's; read its answer as `AnswerOf<typeof url>`.
 */
export const callRequest = <U extends CallUrl>(url: U, ...[body]: SendOf<U> extends void ? [] : [SendOf<U>]) => ({
  url,
  body: body as Record<string, unknown> | undefined,
});

/** The base query's request: the call's URL and body (checked against the call by the overloads above it). */
const requestOf =
  <Arg>(url: CallUrl, body?: (arg: Arg) => unknown) =>
  (arg: Arg) => ({ url, body: (body ? body(arg) : (arg ?? undefined)) as Record<string, unknown> | undefined });

/**
 * A feature's endpoints made from the contract's calls (issue 28): the URL must be one of CALLS (a typo fails to
 * compile), the answer's type is the call's (no hand-written generics), and what a page passes is the call's body
 * unless `body` maps the page's own argument onto it, which is then checked against the call's body.
 *
 *   endpoints: (build) => {
 *     const call = callsOf(build);
 *     return { withdrawRules: call.query('/api/withdraw/rules', { providesTags: ['WithdrawRules'] }) };
 *   }
 */
export function callsOf<Tags extends string>(build: Builder<Tags>) {
  function query<U extends CallUrl, Result = AnswerOf<U>>(url: U, options?: QueryOptions<Tags, U, Result, SendOf<U>> & { body?: never }): QueryDefinition<NoInfer<SendOf<U>>, Base, Tags, NoInfer<Result>, 'api'>;
  function query<U extends CallUrl, Arg, Result = AnswerOf<U>>(url: U, options: QueryOptions<Tags, U, Result, Arg> & { body: (arg: Arg) => SendOf<U> }): QueryDefinition<NoInfer<Arg>, Base, Tags, NoInfer<Result>, 'api'>;
  function query<U extends CallUrl, Arg, Result>(url: U, { body, ...options }: QueryOptions<Tags, U, Result, Arg> = {}) {
    return build.query<Result, Arg>({ ...(options as object), query: requestOf(url, body) });
  }

  function mutation<U extends CallUrl, Result = AnswerOf<U>>(url: U, options?: MutationOptions<Tags, U, Result, SendOf<U>> & { body?: never }): MutationDefinition<NoInfer<SendOf<U>>, Base, Tags, NoInfer<Result>, 'api'>;
  function mutation<U extends CallUrl, Arg, Result = AnswerOf<U>>(url: U, options: MutationOptions<Tags, U, Result, Arg> & { body: (arg: Arg) => SendOf<U> }): MutationDefinition<NoInfer<Arg>, Base, Tags, NoInfer<Result>, 'api'>;
  function mutation<U extends CallUrl, Arg, Result>(url: U, { body, ...options }: MutationOptions<Tags, U, Result, Arg> = {}) {
    return build.mutation<Result, Arg>({ ...(options as object), query: requestOf(url, body) });
  }

  /** A paged list (`build.infiniteQuery`): one page at a time from the call, with what `filter` takes from the argument. */
  function pages<U extends PagedUrl, Arg = void>(
    url: U,
    { filter, ...options }: PagesOptions<Tags, U, Arg> = {},
  ): InfiniteQueryDefinition<NoInfer<Arg>, number, Base, Tags, AnswerOf<U>, 'api'> {
    return build.infiniteQuery<AnswerOf<U>, Arg, number>({
      ...(options as object),
      query: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: number }) => ({ url, body: { page: pageParam, ...(filter ? filter(queryArg) : {}) } }),
      infiniteQueryOptions: pagedList,
    });
  }

  return { query, mutation, pages };
}
