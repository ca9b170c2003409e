import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BulkAnswer } from '../../contract/admin';
import type { BulkAction, BulkInput } from './types';

/** What the last bulk action came to: each row's answer, or why it failed as a whole. */
export type BulkOutcome = { action: string; answer: BulkAnswer } | { action: string; error: string };

/**
 * A bulk action run on the ticked rows: which one is running (every button waits for it), and its outcome. Whatever
 * it answered, the ticks are cleared and the page fetched again, since the rows it acted on have changed.
 */
export function useBulkRun(selection: { list: number[]; clear: () => void }, refetch: () => void, onDone?: (answer: BulkAnswer) => void) {
  const intl = useIntl();
  const [running, setRunning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const run = async (action: BulkAction, reason?: string, input?: BulkInput) => {
    setRunning(action.id);
    setOutcome(null);
    try {
      const answer = await action.run(selection.list, reason, input);
      setOutcome({ action: action.label, answer });
      onDone?.(answer);
    } catch (error) {
      setOutcome({ action: action.label, error: (error as { message?: string } | undefined)?.message || intl.formatMessage({ id: 'adminKit.bulk.failed' }) });
    } finally {
      setRunning(null);
      selection.clear();
      refetch();
    }
  };
  return { running, outcome, dismiss: () => setOutcome(null), run };
}
