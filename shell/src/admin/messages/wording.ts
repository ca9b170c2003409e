import type { IntlShape } from 'react-intl';
import type { OperatorMessage } from '@snapmall/shared/contract';
import { smokeSummary } from '../common/smokeSummary';

/** A message's title and text in the console's language. */
export interface Worded {
  title: string;
  body: string;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A canary the judge withdrew, for the reason `body` words, with its figures. */
function canaryWithdrawn(intl: IntlShape, p: OperatorMessage['params'], body: string): Worded {
  return {
    title: intl.formatMessage({ id: 'admin.messages.canaryWithdrawn.title' }, { remote: text(p.remote) }),
    body: intl.formatMessage(
      { id: body },
      {
        remote: text(p.remote),
        version: text(p.version),
        percent: Number(p.percent ?? 0),
        minutes: Number(p.minutes ?? 0),
        figures: text(p.figures),
        stable: text(p.stable) || intl.formatMessage({ id: 'admin.messages.localBuild' }),
      },
    ),
  };
}

/**
 * The kinds the console words itself, from the params the server stored with each message. A kind not here, or a
 * message stored before its params were (no `remote`), is shown in the server's own (English) words.
 */
const KINDS: Record<string, (intl: IntlShape, p: OperatorMessage['params']) => Worded> = {
  'release.canaryWithdrawn': (intl, p) => canaryWithdrawn(intl, p, 'admin.messages.canaryWithdrawn.body'),
  // Issue 27: withdrawn because its real visitors' p75 LCP or INP was past stable's by the margin.
  'release.canarySlower': (intl, p) => canaryWithdrawn(intl, p, 'admin.messages.canarySlower.body'),
  'release.smokeFailed': (intl, p) => ({
    title: intl.formatMessage({ id: 'admin.messages.smokeFailed.title' }, { remote: text(p.remote), version: text(p.version) }),
    body: intl.formatMessage({ id: 'admin.messages.smokeFailed.body' }, { summary: smokeSummary(intl, text(p.summary)), channel: text(p.channel) }),
  }),
};

export function wordMessage(intl: IntlShape, message: OperatorMessage): Worded {
  const word = KINDS[message.kind];
  if (!word || message.params.remote === undefined) return { title: message.title, body: message.body };
  return word(intl, message.params);
}
