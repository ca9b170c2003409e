import type { BetStatus } from '@snapmall/shared/contract';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';

/**
 * A bet's statuses as the console says them: the words and tones the customer's own bet records use (the shop's
 * `lottery.status.*`, which the console does not load; a test holds the two equal), in the console's catalog.
 */
const STATUS: Record<BetStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'admin.lottery.bet.pending', tone: 'wait' },
  won: { label: 'admin.lottery.bet.won', tone: 'ok' },
  lost: { label: 'admin.lottery.bet.lost', tone: 'muted' },
};

/** A status's message id; one this build does not know is Unknown. */
export const betStatusLabel = (status: string) => STATUS[status as BetStatus]?.label ?? 'admin.lottery.bet.unknown';

export function BetBadge({ status }: { status: string }) {
  return <StatusBadge label={betStatusLabel(status)} tone={STATUS[status as BetStatus]?.tone ?? 'muted'} />;
}
