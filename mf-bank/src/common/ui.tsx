import { EmptyState, StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { statusLabelId, statusTone } from './status';

const TONES: Record<ReturnType<typeof statusTone>, StatusTone> = { pending: 'wait', success: 'ok', rejected: 'bad', unknown: 'muted' };

/** A deposit's or withdrawal's status as a coloured label (SPEC.md §3). */
export const ReviewStatusBadge = ({ status }: { status: unknown }) => <StatusBadge label={statusLabelId(status)} tone={TONES[statusTone(status)]} />;

/** Leads the user to the page that comes first (set a withdrawal password, bind a card). */
export const Lead = ({ text, action, to }: { text: string; action: string; to: string }) => <EmptyState text={text} action={action} to={to} primary />;
