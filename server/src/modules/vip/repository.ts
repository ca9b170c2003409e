import type { Queryable } from '../../db/database';

/** A VIP level and its published rules (vip_levels is this module's table). */
export interface VipRow {
  id: number;
  level: number;
  name: string;
  price_cents: bigint;
  task_rate_bp: number;
  order_join_rate_bp: number;
  task_num: number;
  task_everyday: number;
  withdraw_num: number;
  withdraw_rate_bp: number;
  min_withdraw_cents: bigint;
  max_withdraw_cents: bigint;
  content: string;
  image: string;
  logo: string;
}

export type VipFields = Omit<VipRow, 'id' | 'image' | 'logo'>;

export async function allVips(q: Queryable): Promise<VipRow[]> {
  return q.query<VipRow>('SELECT * FROM vip_levels ORDER BY level');
}

export async function findVip(q: Queryable, level: number): Promise<VipRow | undefined> {
  const [row] = await q.query<VipRow>('SELECT * FROM vip_levels WHERE level = $1', [level]);
  return row;
}

/** The rules of several levels at once (a batch of buys reads its buyers' levels in one statement). */
export async function vipsOf(q: Queryable, levels: number[]): Promise<VipRow[]> {
  return q.query<VipRow>('SELECT * FROM vip_levels WHERE level = ANY($1::int[])', [levels]);
}

export async function entryLevel(q: Queryable): Promise<number> {
  const [row] = await q.query<{ level: number }>('SELECT level FROM vip_levels ORDER BY level LIMIT 1');
  if (!row) throw new Error('No VIP level exists: the migrations insert the entry level');
  return row.level;
}

export async function lockVip(q: Queryable, level: number): Promise<VipRow | undefined> {
  const [row] = await q.query<VipRow>('SELECT * FROM vip_levels WHERE level = $1 FOR UPDATE', [level]);
  return row;
}

/** Creates the level or changes its published rules. */
export async function saveVip(q: Queryable, v: VipFields): Promise<VipRow> {
  const [row] = await q.query<VipRow>(
    `INSERT INTO vip_levels (level, name, price_cents, task_rate_bp, order_join_rate_bp, task_num, task_everyday, withdraw_num,
                             withdraw_rate_bp, min_withdraw_cents, max_withdraw_cents, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (level) DO UPDATE SET name = EXCLUDED.name, price_cents = EXCLUDED.price_cents, task_rate_bp = EXCLUDED.task_rate_bp,
       order_join_rate_bp = EXCLUDED.order_join_rate_bp, task_num = EXCLUDED.task_num, task_everyday = EXCLUDED.task_everyday,
       withdraw_num = EXCLUDED.withdraw_num, withdraw_rate_bp = EXCLUDED.withdraw_rate_bp,
       min_withdraw_cents = EXCLUDED.min_withdraw_cents, max_withdraw_cents = EXCLUDED.max_withdraw_cents, content = EXCLUDED.content
     RETURNING *`,
    [v.level, v.name, v.price_cents, v.task_rate_bp, v.order_join_rate_bp, v.task_num, v.task_everyday, v.withdraw_num,
     v.withdraw_rate_bp, v.min_withdraw_cents, v.max_withdraw_cents, v.content],
  );
  return row!;
}
