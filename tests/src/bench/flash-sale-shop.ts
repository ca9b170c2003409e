// The flash sale's shop: a fresh schema on a given PostgreSQL, a VIP level whose quotas never limit the bench,
// one item on sale, 1,000 customers with cash and a session token each (made by SQL and one ledger transaction,
// not by 1,000 registrations), and the checks run after a sale.
import { createHash, randomBytes } from 'node:crypto';
import type { Envelope } from '@snapmall/shared/contract';
import { buildApp } from 'server/src/app';
import { testConfig } from 'server/src/config';
import type { Database } from 'server/src/db/database';
import { openDatabase } from 'server/src/db/open';
import { LedgerService } from 'server/src/modules/ledger/service';
import { OperatorService } from 'server/src/modules/operators/service';
import { ROOMY_LEVEL } from 'server/test/order-helpers';
import { operatorLoginWith } from '../operator-login';

export const CUSTOMERS = 1_000;
/** Cash per customer, in cents: 10,000.00, far more than the bench's buys at 0.98 each. */
const CASH_CENTS = 1_000_000n;
export const PRICE = '1.00';
/** The level every customer is at: ROOMY_LEVEL's rates, with day and in-progress quotas the bench never reaches. */
export const FLASH_LEVEL = { ...ROOMY_LEVEL, name: 'Flash sale', task_num: 1_000, task_everyday: 1_000 };

/** The bench server's no-op route (flash-sale-server.ts): the customer's token looked up, the (empty) body validated, a success envelope. */
export const NOOP_PATH = '/api/bench/noop';

/** The bench server's connections carry this application_name, so the bench can wait until they are gone. */
export const applicationName = (schema: string) => `bench_${schema}`;

export interface Customer {
  id: number;
  token: string;
}

export interface Shop {
  /** The schema's own database (pool of `max`), as openTestDatabase makes one. */
  db: Database;
  schema: string;
  url: string;
  goodsId: number;
  stock: number;
  customers: Customer[];
  /** Drops the schema and closes the pool. */
  close(): Promise<void>;
}

/** A fresh schema on the server of `url`, migrated: openTestDatabase's logic for any URL. */
export async function openFreshSchema(url: string, max: number): Promise<{ db: Database; schema: string; drop(): Promise<void> }> {
  const schema = `flash_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: url, schema, max });
  return {
    db,
    schema,
    async drop() {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/**
 * A shop ready for the sale, on a fresh schema. `wrap` may stand in front of the pool (the profile); the
 * operator's calls (level, brand, item) go through the app's admin API, in-process.
 */
export async function openShop(url: string, stock: number, max: number, wrap: (db: Database) => Database = (db) => db): Promise<Shop> {
  const fresh = await openFreshSchema(url, max);
  const db = wrap(fresh.db);
  const app = await buildApp({ db, config: testConfig({ databaseUrl: url, checkAnswers: false }) });
  try {
    await new OperatorService(db).setPassword('cli:bench', 'flashop', 'operator123');
    const post = async <T>(path: string, body: unknown, token?: string) => {
      const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, payload: JSON.stringify(body) });
      const envelope = res.json<Envelope<T>>();
      if (envelope.code !== 1) throw new Error(`${path}: ${res.statusCode} ${envelope.msg}`);
      return envelope.data;
    };
    const admin = (await operatorLoginWith(post, url, { username: 'flashop', password: 'operator123' })).token;
    await post('/api/admin/vip/save', FLASH_LEVEL, admin);
    const brand = await post<{ id: number }>('/api/admin/brand/save', { name_en: 'Flash', name_zh: '閃購', enabled: 1 }, admin);
    const goods = await post<{ id: number }>(
      '/api/admin/goods/save',
      { brand_id: brand.id, title_en: 'Kettle', title_zh: '水壺', images: ['/goods/kettle.svg'], price: PRICE, stock, min_level: 1, on_sale: 1 },
      admin,
    );
    const customers = await addCustomers(db, CUSTOMERS);
    return {
      db,
      schema: fresh.schema,
      url,
      goodsId: goods.id,
      stock,
      customers,
      close: async () => {
        await fresh.drop();
      },
    };
  } finally {
    await app.close();
  }
}

/** Customers at the flash level with cash on the ledger and a session token each: a few statements for all. */
async function addCustomers(db: Database, count: number): Promise<Customer[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
     SELECT 'flash' || g, 'flash' || g, 'Flash Buyer', '0912345678', 'not-a-hash: no login', $1, 'FS' || lpad(g::text, 6, '0')
     FROM generate_series(1, $2::int) AS g ORDER BY g RETURNING id`,
    [FLASH_LEVEL.level, count],
  );
  const ids = rows.map((r) => r.id);
  // A session is the SHA-256 of a random token in user_tokens (security/secrets.ts), as a login makes it.
  const tokens = ids.map(() => randomBytes(32).toString('hex'));
  await db.query(
    `INSERT INTO user_tokens (token_hash, user_id, expiretime) SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS t(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids],
  );
  const ledger = new LedgerService(db);
  await db.tx((q) =>
    ledger.transferMany(
      q,
      ids.map((id) => ({ from: { house: 'adjustments' }, to: { user: id, code: 'main' as const }, asset: 'cash' as const, amount: CASH_CENTS, kind: 'adjustment' as const, ref: { type: 'adjustment' as const, id: 0 } })),
    ),
  );
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

export interface SaleCheck {
  /** Orders of the item in the table, and the units they hold. */
  orders: number;
  soldUnits: number;
  finalStock: number;
  /** Units sold beyond the initial stock. */
  oversold: number;
  /** Stock ≥ 0 and the orders' units are exactly the stock taken. */
  stockConsistent: boolean;
  /** Acknowledged orders (code 1 answers) not in the table, and order ids acknowledged twice. */
  ackedMissing: number;
  ackedTwice: number;
  ledgerOk: boolean;
  ledgerProblems: string[];
}

/** After a sale: the stock, the orders against every acknowledged order id, and the ledger. */
export async function checkSale(shop: Pick<Shop, 'db' | 'goodsId' | 'stock'>, acked: Array<number | bigint>): Promise<SaleCheck> {
  const [goods] = await shop.db.query<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [shop.goodsId]);
  const orders = await shop.db.query<{ id: bigint; quantity: number }>('SELECT id, quantity FROM orders WHERE goods_id = $1', [shop.goodsId]);
  const finalStock = goods!.stock;
  const soldUnits = orders.reduce((sum, o) => sum + o.quantity, 0);
  const inTable = new Set(orders.map((o) => String(o.id)));
  const ackedIds = acked.map(String);
  const verify = await new LedgerService(shop.db).verify();
  return {
    orders: orders.length,
    soldUnits,
    finalStock,
    oversold: Math.max(0, soldUnits - shop.stock),
    stockConsistent: finalStock >= 0 && soldUnits === shop.stock - finalStock,
    ackedMissing: ackedIds.filter((id) => !inTable.has(id)).length,
    ackedTwice: ackedIds.length - new Set(ackedIds).size,
    ledgerOk: verify.ok,
    ledgerProblems: verify.problems.slice(0, 5),
  };
}
