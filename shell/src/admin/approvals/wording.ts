import type { IntlShape } from 'react-intl';
import type { ApprovalDetails, ApprovalView } from '@snapmall/shared/contract';
import type { Formatter } from '@snapmall/shared';

/** Who asked or decided, as the console names people: the operator's name, or "command line (root)". */
export function whoIs(intl: IntlShape, actor: string): string {
  const [kind, name = ''] = actor.split(/:(.*)/s);
  if (kind === 'operator') return name;
  if (kind === 'cli') return intl.formatMessage({ id: 'admin.requests.cli' }, { name });
  if (kind === 'system') return intl.formatMessage({ id: 'admin.requests.system' });
  return actor;
}

/** A role's name in the console's words. */
const roleName = (intl: IntlShape, role: string) => intl.formatMessage({ id: `adminKit.role.${role}` });

/**
 * What exactly a request would move, in one sentence of the console's language: the customer, the amount
 * (formatted), and what it leaves (before → after); the withdrawal, its fee and what is paid out; the channel's
 * changes field by field; the roles before and after.
 */
export function whatMoves(intl: IntlShape, f: Formatter, d: ApprovalDetails, pending = true): string {
  switch (d.kind) {
    case 'adjust': {
      const amount = d.asset === 'cash' ? f.money(d.amount.replace('+', '')) : f.count(Number(d.amount));
      const shown = (v: string) => (v === '' ? '—' : d.asset === 'cash' ? f.money(v) : f.count(Number(v)));
      const credit = !d.amount.startsWith('-');
      // Once decided, the balances now are no longer this request's before and after: only what was asked.
      const id = `admin.requests.adjust.${credit ? 'credit' : 'debit'}${pending ? '' : 'Asked'}`;
      return intl.formatMessage(
        { id },
        { amount: amount.replace('-', ''), asset: intl.formatMessage({ id: `admin.requests.asset.${d.asset}` }), name: d.username || `#${d.user_id}`, before: shown(d.balance), after: shown(d.after) },
      );
    }
    case 'deposit':
      return intl.formatMessage(
        { id: 'admin.requests.deposit' },
        { id: d.deposit_id, name: d.username || `#${d.user_id}`, amount: f.money(d.amount), reference: d.reference },
      );
    case 'withdraw':
      return intl.formatMessage(
        { id: 'admin.requests.withdraw' },
        { id: d.withdrawal_id, name: d.username || `#${d.user_id}`, amount: f.money(d.amount), fee: f.money(d.fee), receive: f.money(d.receive) },
      );
    case 'channel': {
      const field = (name: string) => intl.formatMessage({ id: `admin.requests.field.${name}` });
      const value = (name: string, v: string) => {
        if (v === '') return '—';
        if (name === 'enabled') return intl.formatMessage({ id: v === '1' ? 'admin.requests.on' : 'admin.requests.off' });
        if (name.endsWith('_amount')) return f.money(v);
        return v;
      };
      const changes = d.changes.map((c) => intl.formatMessage({ id: 'admin.requests.change' }, { field: field(c.field), before: value(c.field, c.before), after: value(c.field, c.after) }));
      const name = intl.locale.startsWith('zh') ? d.name_zh : d.name_en;
      return intl.formatMessage({ id: d.channel_id ? 'admin.requests.channel.edit' : 'admin.requests.channel.create' }, { name, changes: intl.formatList(changes, { type: 'conjunction' }) });
    }
    case 'grant': {
      const list = (roles: readonly string[]) => (roles.length ? intl.formatList(roles.map((r) => roleName(intl, r))) : intl.formatMessage({ id: 'admin.requests.noRoles' }));
      return intl.formatMessage({ id: 'admin.requests.grant' }, { name: d.operator, before: list(d.roles_before), after: list(d.roles_after) });
    }
    case 'threshold':
      return intl.formatMessage({ id: 'admin.requests.threshold' }, { before: f.money(d.before), after: f.money(d.after) });
  }
}

/** The request's kind as a short heading ("Balance adjustment #12"). */
export const kindTitle = (intl: IntlShape, r: ApprovalView) => intl.formatMessage({ id: `admin.requests.kind.${r.kind}` }, { id: r.id });
