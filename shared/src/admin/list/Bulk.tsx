import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { BulkAnswer } from '../../contract/admin';
import { ReasonDialog } from '../ReasonDialog';
import type { BulkAction, BulkInput } from './types';
import styles from './AdminList.module.css';

interface BulkBarProps {
  actions: readonly BulkAction[];
  count: number;
  /** The action running, if one is: every button waits for it. */
  running: string | null;
  onRun: (action: BulkAction) => void;
}

/** The actions on the ticked rows, each naming how many it acts on; all wait while one runs. */
export function BulkBar({ actions, count, running, onRun }: BulkBarProps) {
  const intl = useIntl();
  return (
    <div className={styles.bulkBar} role="group" aria-label={intl.formatMessage({ id: 'adminKit.bulk.label' })}>
      <span className={styles.bulkCount} aria-live="polite">
        <FormattedMessage id="adminKit.bulk.selected" values={{ count }} />
      </span>
      {actions.map((action) => (
        <Button
          key={action.id}
          variant={action.danger ? 'danger' : 'primary'}
          disabled={count === 0 || running !== null}
          aria-busy={running === action.id || undefined}
          onClick={() => onRun(action)}
        >
          {running === action.id ? <FormattedMessage id="adminKit.bulk.running" /> : <FormattedMessage id={action.label} values={{ count }} />}
        </Button>
      ))}
    </div>
  );
}

/**
 * What the last bulk action did, row by row: done, or refused with the server's reason, so nothing refused goes
 * unnoticed among the rows that went through.
 */
export function BulkResults({ action, answer, onClose }: { action: string; answer: BulkAnswer; onClose: () => void }) {
  const intl = useIntl();
  const done = answer.results.filter((r) => r.done).length;
  // Not done but asked of a second operator (issue 26): neither done nor refused.
  const requested = answer.results.filter((r) => !r.done && r.requested !== undefined).length;
  const refused = answer.results.length - done - requested;
  return (
    <section className={styles.results} aria-label={intl.formatMessage({ id: 'adminKit.bulk.results' })} data-testid="bulk-results">
      <p role="status" className={styles.resultsSummary}>
        <FormattedMessage id="adminKit.bulk.summary" values={{ action: intl.formatMessage({ id: action }, { count: answer.results.length }), done, refused }} />
        {requested > 0 && (
          <>
            {' '}
            <FormattedMessage id="adminKit.bulk.requestedSummary" values={{ requested }} />
          </>
        )}
      </p>
      <ul className={styles.resultList}>
        {answer.results.map((r) => (
          <li key={r.id} className={r.done ? styles.resultDone : r.requested !== undefined ? styles.resultRequested : styles.resultRefused}>
            {r.done ? (
              <FormattedMessage id="adminKit.bulk.rowDone" values={{ id: r.id }} />
            ) : r.requested !== undefined ? (
              <FormattedMessage id="adminKit.bulk.rowRequested" values={{ id: r.id, request: r.requested }} />
            ) : (
              <FormattedMessage id="adminKit.bulk.rowRefused" values={{ id: r.id, why: r.msg }} />
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage id="common.close" />
      </Button>
    </section>
  );
}

/**
 * What an action asks before it runs on the selected rows, if anything: one reason (the kit's dialog) or the page's
 * own dialog (`prompt`). `start` runs an action that asks nothing at once; `question` is the open dialog. The
 * answer is taken once (a second click before the dialog closes sends nothing more); a cancel sends nothing.
 */
export function useBulkQuestion(ids: number[], run: (action: BulkAction, reason?: string, input?: BulkInput) => void) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const open = useRef<BulkAction | null>(null);
  const start = (action: BulkAction) => {
    if (!action.needsReason && !action.prompt) return run(action);
    open.current = action;
    setAsking(action);
  };
  const answered = (reason: string | null, input: BulkInput | null) => {
    const action = open.current;
    open.current = null;
    setAsking(null);
    if (action && (reason !== null || input !== null)) run(action, reason ?? undefined, input ?? undefined);
  };
  let question: ReactNode = null;
  if (asking?.prompt) question = <OwnPrompt action={asking} ids={ids} onAnswer={(input) => answered(null, input)} />;
  else if (asking) question = <ReasonPrompt action={asking} count={ids.length} onAnswer={(reason) => answered(reason, null)} />;
  return { start, question };
}

/** The page's own dialog of an action (its `prompt`). */
function OwnPrompt({ action, ids, onAnswer }: { action: BulkAction; ids: number[]; onAnswer: (input: BulkInput | null) => void }) {
  return action.prompt?.(ids, onAnswer) ?? null;
}

/** The one reason an action asks for before it runs on every selected row. */
function ReasonPrompt({ action, count, onAnswer }: { action: BulkAction; count: number; onAnswer: (reason: string | null) => void }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: action.label }, { count });
  return <ReasonDialog title="adminKit.reason.title" titleValues={{ action: name, count }} confirm={action.label} confirmValues={{ count }} onAnswer={onAnswer} />;
}
