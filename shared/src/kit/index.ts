/**
 * The kit: the pieces the remotes' pages share — record lists, the confirm dialog, status badges, facts, failure
 * notes, empty states, page links, the request-intent rule and the paged-list endpoint helpers.
 *
 * Imported as '@snapmall/shared/kit': a federated singleton of its own, which the shell offers lazily, so a page
 * that uses none of it does not load it. It takes the rest of shared as '@snapmall/shared' (never '../…' at run
 * time), so in every build it runs on the one store, API slice and navigation the singleton holds.
 */
export { ConfirmDialog } from './ConfirmDialog';
export { EmptyState } from './EmptyState';
export { Facts, type Fact } from './Facts';
export { Section } from './Section';
export { FailureNote, NoticeText } from './FailureNote';
export { describeFailure, isUnknownOutcome, showFailure, type Failure, type FailureTarget } from './failure';
export { useIntent, useIntentId, type IntentOutcome } from './intent';
export { PageLinks, type PageLink } from './PageLinks';
export { pagedList, rowsOf, type Form, type LangArg } from './pagedList';
export { RecordList, type ListResult } from './RecordList';
export { StatusBadge, type StatusTone } from './StatusBadge';
export { usePageVisible } from './usePageVisible';

/**
 * The kit's class names, for a remote's own element that should look like a kit piece: `failure` (a warning
 * paragraph), `facts`, `records` (a list column), `links` and `chip` (a row of toggle chips, `aria-pressed`).
 */
export { default as kitStyles } from './kit.module.css';
