import type { Message } from '@snapmall/shared/contract';

/** What a message is about, as the page that shows it (its ref_type and ref_id); null when there is no such page. */
export function linkOf(message: Pick<Message, 'ref_type' | 'ref_id'>): string | null {
  const id = message.ref_id;
  switch (message.ref_type) {
    case 'order':
      return `/pages/shopping/buylog_detail?id=${id}`;
    case 'deposit':
      return '/pages/bank/deposit_logs';
    case 'withdrawal':
      return '/pages/bank/withdraw_logs';
    case 'bet':
      return `/pages/lottery/notcount_detail?id=${id}`;
    case 'vip':
      return '/pages/shopping/vip';
    default:
      return null;
  }
}

export interface DayGroup<T> {
  /** The local calendar day, YYYY-MM-DD. */
  day: string;
  /** today and yesterday are named; other days are shown as a date. */
  when: 'today' | 'yesterday' | 'earlier';
  /** Noon of that day (ms), to format as a date. */
  noon: number;
  items: T[];
}

const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Messages (newest first) grouped by the day they arrived on, in the reader's own time zone. */
export function groupByDay<T extends { createtime: number }>(list: readonly T[], now = new Date()): DayGroup<T>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12));
  const groups: DayGroup<T>[] = [];
  for (const item of list) {
    const at = new Date(item.createtime * 1000);
    const day = dayKey(at);
    let group = groups.find((g) => g.day === day);
    if (!group) {
      group = {
        day,
        when: day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier',
        noon: new Date(at.getFullYear(), at.getMonth(), at.getDate(), 12).getTime(),
        items: [],
      };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups.sort((a, b) => b.noon - a.noon);
}
