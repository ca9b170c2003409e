import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/**
 * The release store's secrets (release_keys): the preview links' signing key, the telemetry's address key. Each is
 * made once by whichever instance asks first (the insert that loses the race reads the winner's), then read once per
 * database: it never changes, and previews and telemetry ask for it on every request.
 */
const keys = new WeakMap<Queryable, Map<string, Promise<Buffer>>>();

export function releaseKey(db: Queryable, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = readKey(db, name);
    // A failed read (the database away for a moment) is not kept: the next request asks again.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

async function readKey(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO release_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM release_keys WHERE name = $1', [name]);
  return Buffer.from(row!.secret, 'base64url');
}
