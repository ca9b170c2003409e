import type { ConfigKey } from '@snapmall/shared/contract';
import type { Queryable } from '../../db/database';

/** This module's tables: shop_settings (the operator's values, one row per key) and customer_services (the demo's entries). */

export async function allSettings(q: Queryable) {
  return q.query<{ key: ConfigKey; value: unknown }>('SELECT key, value FROM shop_settings');
}

/** A key's value, locked for a change. */
export async function lockSetting(q: Queryable, key: ConfigKey): Promise<{ value: unknown } | undefined> {
  const [row] = await q.query<{ value: unknown }>('SELECT value FROM shop_settings WHERE key = $1 FOR UPDATE', [key]);
  return row;
}

export async function saveSetting(q: Queryable, key: ConfigKey, value: unknown) {
  await q.query(
    `INSERT INTO shop_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updatetime = now()`,
    [key, JSON.stringify(value)],
  );
}

export async function customerServiceRows(q: Queryable) {
  return q.query<{ name: string; url: string }>('SELECT name, url FROM customer_services ORDER BY weigh DESC, id');
}
