/**
 * The mock runtime of the remotes' QA builds (issue 20): each remote's mock (<remote>/src/mock) is data and plain
 * route functions, tested in jest from here; `@snapmall/shared/mock/browser` (startMock) puts them behind Mock
 * Service Worker in the browser. Only a build with `--env mock` imports either, so no other build carries them.
 */
export { answerCall, type MockCall, type MockOutcome } from './runtime';
export { GENERIC_SCENARIOS, NORMAL, SLOW_MS } from './scenarios';
export { sessionRoutes, newSession, type SessionSource } from './session';
export { makeSay, wordsOf, type Say, type Vars } from './texts';
export { bodyErrors, hasRequestSchema } from './requests';
export { formatCents, parseCents, feeOf, maskCardNo } from './money';
export { pageOf, PAGE_SIZE } from './paging';
export type { MockAnswer, MockBody, MockContext, MockControls, MockRemote, MockRoute, MockSession, ScenarioInfo } from './types';
