import type { VipRow } from '../vip/service';

/** The rules of a level a purchase depends on, with whose level it is. */
export type BuyerLevel = Pick<VipRow, 'level' | 'order_join_rate_bp' | 'task_rate_bp' | 'task_num' | 'task_everyday'> & { user_id: number };

/** Each user's level with its rules; a user whose level is not published has none to buy by, and is left out. */
export function buyerLevels(users: Array<{ user_id: number; level: number }>, rules: Map<number, VipRow>): BuyerLevel[] {
  return users.flatMap(({ user_id, level }) => {
    const v = rules.get(level);
    return v ? [{ user_id, level, order_join_rate_bp: v.order_join_rate_bp, task_rate_bp: v.task_rate_bp, task_num: v.task_num, task_everyday: v.task_everyday }] : [];
  });
}
