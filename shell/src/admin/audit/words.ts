import type { IntlShape } from 'react-intl';
import type { Formatter } from '@snapmall/shared';
import type { DiffWords } from '@snapmall/shared/admin';
import { APPROVAL_KINDS, AUDIT_TARGETS, type AdminAuditRow } from '@snapmall/shared/contract';

/**
 * The audit trail in an operator's words (issue 26): who, what, on what, and each field and value, in either
 * language — never a key such as `deposit.reject`, `operator:admin`, `config:tabbar #0`, `big` or "status 0 → 2".
 * The catalog test holds every action (shared/contract/audit.ts), target, field and word below to both languages.
 */

/** The message id of an action's words. */
export const actionId = (action: string) => `admin.audit.action.${action}`;
export const targetId = (type: string) => `admin.audit.target.${type}`;

/** Configuration keys as the configuration page names its tabs (admin.config.key.*). */
const CONFIG_KEYS: Record<string, string> = {
  base: 'admin.config.key.base',
  clause: 'admin.config.key.clause',
  sign_in: 'admin.config.key.signIn',
  navigation: 'admin.config.key.navigation',
  tabbar: 'admin.config.key.tabbar',
  banner: 'admin.config.key.banner',
  download: 'admin.config.key.download',
};

/** How a field's value reads: by the field's name (a suffix says the unit: `_cents` money, `_bp` a percentage). */
type Kind = 'money' | 'cents' | 'points' | 'percent' | 'seconds' | 'time' | 'roles' | 'status' | 'smoke' | 'kind' | 'actor' | 'bytes' | 'text';

/** Every field an audited action records, with how its value reads; each has words (admin.audit.field.<name>). */
export const AUDIT_FIELDS: Readonly<Record<string, Kind>> = {
  // Reviews, adjustments, orders, operators
  status: 'status', reason: 'text', amount: 'money', fee: 'money', receive: 'money', refunded: 'money', cash: 'money', points: 'points',
  stock: 'text', roles: 'roles', carrier: 'text', tracking_no: 'text', card_no: 'text', card_name: 'text', bank_name: 'text',
  // Catalogue, VIP levels, channels, notices, content pages
  id: 'text', name: 'text', title: 'text', description: 'text', content: 'text', body: 'text', instructions: 'text',
  logo: 'text', image: 'text', images: 'text', sort: 'text', enabled: 'text', on_sale: 'text', brand_id: 'text',
  price: 'cents', min_level: 'text', sale_start: 'time', sale_end: 'time', level: 'text', key: 'text',
  task_rate: 'percent', order_join_rate: 'percent', task_num: 'text', task_everyday: 'text', withdraw_num: 'text',
  withdraw_rate: 'percent', min_withdraw: 'cents', max_withdraw: 'cents', min: 'cents', max: 'cents',
  // The lottery
  period_seconds: 'seconds', close_seconds: 'seconds', min_stake: 'points', max_stake: 'points', payouts: 'text',
  // Releases, remotes, deploy and smoke-runner tokens
  remote: 'text', remotes: 'text', subject: 'text', prefixes: 'text', owner: 'text', version: 'text', size: 'bytes',
  routes: 'text', pruned: 'text', expires: 'time', client: 'text', stable: 'text', canary: 'text', smoke: 'smoke',
  percent: 'text', note: 'text', still_stable: 'text', channel: 'text',
  // The configuration (shared/contract/config.ts)
  site_name: 'text', website: 'text', services: 'text', url: 'text', about: 'text', terms: 'text', privacy: 'text',
  base_points: 'points', streak_bonus: 'points', max_bonus: 'points', notices: 'text', service: 'text',
  download: 'text', shopping: 'text', lottery: 'text', color: 'text', selectedColor: 'text', borderStyle: 'text',
  backgroundColor: 'text', dark: 'text', list: 'text', pagePath: 'text', text: 'text', icon: 'text', link: 'text',
  alt: 'text', android: 'text', ios: 'text',
  // Operators' sessions and second factors (issue 26)
  session: 'text', device: 'text', address: 'text', kind: 'kind', replaced: 'text', passkeys: 'text', totp: 'text', left: 'text',
  // Requests and approvals (issue 26)
  approval: 'text', request: 'text', requested_by: 'actor', approved_by: 'actor', rejected_by: 'actor', refused: 'text',
  withdraw_threshold: 'money', user_id: 'text', asset: 'kind', request_id: 'text',
};

/** Statuses by their names: a review's number, or an order's, an operator's or a notice's word. */
export const STATUS_WORDS = ['review.0', 'review.1', 'review.2', 'withdrawal.1', 'placed', 'shipped', 'received', 'cancelled', 'normal', 'disabled', 'published', 'draft', 'withdrawn', 'pending', 'approved', 'rejected', 'expired', 'failed'] as const;
export const SMOKE_WORDS = ['queued', 'running', 'passed', 'failed'] as const;
/** What a `kind` or `asset` names: an operator's second factor, a request's kind, cash or points. */
export const KIND_WORDS = ['passkey', 'totp', ...APPROVAL_KINDS, 'cash', 'points'] as const;
/** The simple bet types; sums and specific triples are worded with their number. */
export const BET_WORDS = ['big', 'small', 'odd', 'even', 'triple_any'] as const;
export const ACTOR_WORDS = ['cli', 'cliFirstStart', 'cliDemo', 'shop', 'system.canary-judge', 'system.start', 'system.smoke-runner', 'system.internal', 'system.approvals', 'deploy', 'smoke'] as const;

const LANGUAGES: Record<string, string> = { 'en-us': 'admin.audit.lang.en', 'zh-tw': 'admin.audit.lang.zh', en: 'admin.audit.lang.en', zh: 'admin.audit.lang.zh' };
/** Which list an item belongs to, for its words: a tab bar's tab 2, a banner's slide 1, a service's entry 3. */
const ITEMS: Record<string, string> = { list: 'admin.config.tabbar.tab', services: 'admin.audit.item.service', images: 'admin.audit.item.image' };

/** A field's name without its unit or language suffix, and what the suffix said. */
function baseOf(key: string): { base: string; lang?: string; unit?: Kind } {
  const lang = /^(.+)_(en|zh)$/.exec(key);
  if (lang) return { base: lang[1]!, lang: lang[2] };
  const unit = /^(.+)_(cents|bp)$/.exec(key);
  if (unit) return { base: unit[1]!, unit: unit[2] === 'cents' ? 'cents' : 'percent' };
  return { base: key };
}

/** "12990" cents → "129.90", by string arithmetic (money never passes through a float). */
function centsText(cents: string): string {
  const m = /^(-?)(\d+)$/.exec(cents);
  if (!m) return cents;
  const digits = m[2]!.padStart(3, '0');
  return `${m[1]}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const isMoneyText = (v: unknown): v is string | number => (typeof v === 'string' && /^-?\d+(\.\d{1,2})?$/.test(v)) || typeof v === 'number';

export class AuditWords {
  constructor(
    private readonly intl: IntlShape,
    private readonly format: Formatter,
  ) {}

  private say(id: string, values?: Record<string, string | number>, fallback?: string): string {
    if (fallback !== undefined && !this.intl.messages[id]) return fallback;
    return this.intl.formatMessage({ id }, values);
  }

  /** Who acted: an operator's name, the command line (its user), the shop itself (which part), a team's token. */
  actor(actor: string): string {
    const [kind, ...rest] = actor.split(':');
    const who = rest.join(':');
    switch (kind) {
      case 'operator':
        return who;
      case 'cli':
        if (who === 'first-start') return this.say('admin.audit.actor.cliFirstStart');
        if (who === 'demo-data') return this.say('admin.audit.actor.cliDemo');
        return this.say('admin.audit.actor.cli', { who });
      case 'system':
        return this.say(`admin.audit.actor.system.${who}`, undefined, this.say('admin.audit.actor.shop', { what: who }));
      case 'deploy':
        return this.say('admin.audit.actor.deploy', { who });
      case 'smoke':
        return this.say('admin.audit.actor.smoke', { who });
      default:
        return actor;
    }
  }

  action(action: string): string {
    return this.say(actionId(action), undefined, action);
  }

  /** What it was done to: "Deposit #31", "Configuration: Tab bar", "Content page: about". */
  target(type: string, id: number): string {
    const [kind, key] = type.split(':');
    if (kind === 'config' && key) return this.say('admin.audit.target.config', { key: CONFIG_KEYS[key] ? this.say(CONFIG_KEYS[key]) : key });
    if (kind === 'content' && key) return this.say('admin.audit.target.content', { key });
    if (!(AUDIT_TARGETS as readonly string[]).includes(type)) return `${type} #${id}`;
    // Tokens and shop-wide things carry no number of their own (0).
    return id ? this.say('admin.audit.target.numbered', { what: this.say(targetId(type)), id }) : this.say(targetId(type));
  }

  /** A field by its path: "Tabs › Tab 2 › Text › English", "Payouts › Big", "Price". */
  field(path: string[]): string {
    return path
      .map((segment, i) => {
        const parent = path[i - 1];
        if (/^\d+$/.test(segment)) return this.say(ITEMS[parent ?? ''] ?? 'admin.audit.item', { n: Number(segment) + 1 });
        if (LANGUAGES[segment]) return this.say(LANGUAGES[segment]!);
        if (parent === 'payouts') return this.betType(segment);
        const { base, lang } = baseOf(segment);
        const name = AUDIT_FIELDS[base] !== undefined ? this.say(`admin.audit.field.${base}`) : segment;
        return lang ? this.say('admin.audit.inLanguage', { name, lang: this.say(LANGUAGES[lang]!) }) : name;
      })
      .join(' › ');
  }

  betType(code: string): string {
    const sum = /^sum_(\d{1,2})$/.exec(code);
    if (sum) return this.say('admin.audit.bet.sum', { n: Number(sum[1]) });
    const triple = /^triple_([1-6])$/.exec(code);
    if (triple) return this.say('admin.audit.bet.triple', { n: Number(triple[1]) });
    return this.say(`admin.audit.bet.${code}`, undefined, code);
  }

  /** A value in words: a status by its name, money formatted, roles by name, times in local time, yes or no. */
  value(targetType: string, path: string[], value: unknown): string {
    if (value === undefined || value === null) return '—';
    if (typeof value === 'boolean') return this.say(value ? 'admin.audit.yes' : 'admin.audit.no');
    if (value === '') return this.say('admin.audit.emptyValue');
    const last = [...path].reverse().find((s) => !/^\d+$/.test(s) && !LANGUAGES[s]) ?? '';
    const { base, unit } = baseOf(last);
    const kind = unit ?? AUDIT_FIELDS[base] ?? 'text';
    if (Array.isArray(value)) return value.map((v) => this.value(targetType, [...path, '0'], v)).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    const text = String(value);
    switch (kind) {
      case 'money':
        return isMoneyText(value) ? this.format.money(text) : text;
      case 'cents':
        return /^-?\d+$/.test(text) ? this.format.money(centsText(text)) : text;
      case 'percent':
        return /^\d+$/.test(text) ? this.say('admin.audit.percent', { n: Number(text) / 100 }) : text;
      case 'points':
        return /^-?\d+$/.test(text) ? this.say('admin.audit.points', { n: Number(text) }) : text;
      case 'seconds':
        return this.say('admin.audit.seconds', { n: Number(text) });
      case 'bytes':
        return this.say('admin.audit.bytes', { n: Number(text) });
      case 'time':
        return this.time(value);
      case 'roles':
        return this.say(`adminKit.role.${text}`, undefined, text);
      case 'status':
        return this.status(targetType, value);
      case 'smoke':
        return this.say(`admin.audit.smoke.${text}`, undefined, text);
      case 'kind':
        return this.say(`admin.audit.kind.${text}`, undefined, text);
      case 'actor':
        return this.actor(text);
      default:
        return text;
    }
  }

  private time(value: string | number | bigint | symbol | object): string {
    const at = typeof value === 'number' ? value : Date.parse(String(value)) / 1000;
    return Number.isFinite(at) ? this.format.moment(Math.floor(at)) : String(value);
  }

  private status(targetType: string, value: unknown): string {
    if (typeof value === 'number') {
      // A withdrawal approved is paid; a deposit approved is credited.
      const id = targetType === 'withdrawal' && value === 1 ? 'admin.audit.status.withdrawal.1' : `admin.audit.status.review.${value}`;
      return this.say(id, undefined, String(value));
    }
    return this.say(`admin.audit.status.${String(value)}`, undefined, String(value));
  }

  /** The diff's words for one entry (its target's type tells a withdrawal's status from a deposit's). */
  diff(entry: Pick<AdminAuditRow, 'target_type'>): DiffWords {
    return { field: (path) => this.field(path), value: (path, v) => this.value(entry.target_type, path, v) };
  }

  /** The names of the fields an entry changed, in words ("Status, Reason"). */
  changedFields(paths: string[][]): string {
    const tops = [...new Set(paths.map((p) => p.slice(0, p.length > 1 && /^\d+$/.test(p[1] ?? '') ? 2 : 1).join('.')))];
    return tops.map((t) => this.field(t.split('.'))).join(', ');
  }
}
