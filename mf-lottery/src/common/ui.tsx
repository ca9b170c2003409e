import { FormattedMessage } from 'react-intl';
import { PageLinks, StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import type { BetStatus } from '@snapmall/shared/contract';
import type { Text } from './betTypes';
import styles from './lottery.module.css';

const TONES: Record<string, StatusTone> = { pending: 'wait', won: 'ok', lost: 'muted' };

/** A bet's status as a coloured label; a status this build does not know is shown as Unknown. */
export function BetStatusBadge({ status }: { status: BetStatus }) {
  const known = status in TONES ? status : 'unknown';
  return <StatusBadge label={`lottery.status.${known}`} tone={TONES[known] ?? 'muted'} />;
}

/** A message id with its values. */
export const Say = ({ text }: { text: Text }) => <FormattedMessage id={text.id} values={text.values} />;

/** A long hex string (seed, commitment) that wraps anywhere and is read as text, not as a word. */
export function Hex({ value, testId }: { value: string; testId?: string }) {
  return (
    <code className={styles.hex} data-testid={testId}>
      {value || '—'}
    </code>
  );
}

/** The plain rule of this game, said wherever points are staked. */
export function NoCashValue() {
  return (
    <p className={styles.note} data-testid="no-cash">
      <FormattedMessage id="lottery.noCashValue" />
    </p>
  );
}

/** The remote's pages, one tap away from each other. */
const LINKS = [
  ['/pages/lottery/buyLog', 'lottery.page.buyLog'],
  ['/pages/lottery/buyLog-day', 'lottery.page.buyLogDay'],
  ['/pages/lottery/notcount', 'lottery.page.notcount'],
  ['/pages/lottery/settledLog', 'lottery.page.settledLog'],
  ['/pages/lottery/verify', 'lottery.page.verify'],
  ['/pages/lottery/limit', 'lottery.page.limit'],
] as const;

export const LotteryLinks = () => <PageLinks label="lottery.links" links={LINKS} />;
