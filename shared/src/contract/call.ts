import type { Static, TSchema } from '@sinclair/typebox';
import type { OperatorRole } from './admin';

/**
 * Who may make a call: anybody (`public`; a login's later steps check their own ticket), a logged-in customer, the
 * shop's smoke runner, every operator (`operator`), or an operator holding one role (an owner holds them all).
 */
export type Caller = 'public' | 'customer' | 'runner' | 'operator' | OperatorRole;

/** One API call, all of it (issue 28): what it takes, what it answers in `data`, who may make it, and in a line what it does. */
export interface Call<Body extends TSchema = TSchema, Answer extends TSchema = TSchema> {
  body: Body;
  answer: Answer;
  who: Caller;
  summary: string;
}

export const call = <Body extends TSchema, Answer extends TSchema>(body: Body, answer: Answer, who: Caller, summary: string): Call<Body, Answer> => ({
  body,
  answer,
  who,
  summary,
});

/** The request body a call's schema describes, as the server receives it (with lang and token). */
export type BodyOfCall<C> = C extends Call<infer Body, TSchema> ? Static<Body> : never;
/** What a call answers in the envelope's `data`. */
export type AnswerOfCall<C> = C extends Call<TSchema, infer Answer> ? Static<Answer> : never;
