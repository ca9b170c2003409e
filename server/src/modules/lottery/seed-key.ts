import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the key is: LOTTERY_SEED_KEY, LOTTERY_SEED_KEY_FILE, or (embedded database only) a file the shop makes. */
export interface SeedKeySource {
  /** LOTTERY_SEED_KEY: 32 random bytes in base64. */
  lotterySeedKey?: string;
  /** LOTTERY_SEED_KEY_FILE: a file holding them (base64). */
  lotterySeedKeyFile?: string;
  databaseUrl?: string;
  /** The embedded database's folder: its key file is made there on first start. */
  dataDir: string;
}

/** The key file of the embedded default database, beside its cluster (and its password), mode 0600. */
export const EMBEDDED_KEY_FILE = 'lottery-seed.key';

const GENERATE = `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"`;

/**
 * The AES-256 key the future seeds are sealed with, kept outside the database. The embedded database's shop makes
 * one on first start; a shop on DATABASE_URL does not: its instances must all hold the same key, and one made by
 * whichever instance started first would seal seeds the others cannot open, so it refuses until one is given.
 */
export function loadSeedKey(source: SeedKeySource): Buffer {
  if (source.lotterySeedKey) return decoded(source.lotterySeedKey, 'LOTTERY_SEED_KEY');
  if (source.lotterySeedKeyFile) return decoded(readKeyFile(source.lotterySeedKeyFile), `the key file ${source.lotterySeedKeyFile}`);
  if (source.databaseUrl) {
    throw new Error(
      'No lottery seed key. With DATABASE_URL every instance must use the same key, kept outside the database: set ' +
        `LOTTERY_SEED_KEY to 32 random bytes in base64 (${GENERATE}) or LOTTERY_SEED_KEY_FILE to a file holding them.`,
    );
  }
  const file = path.join(source.dataDir, EMBEDDED_KEY_FILE);
  mkdirSync(source.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Made before (or by the ops command started at the same moment): the one on disk is the key.
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  return decoded(readKeyFile(file), `the key file ${file}`);
}

function readKeyFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The lottery seed key file ${file} cannot be read (${(error as { code?: string }).code ?? String(error)})`);
  }
}

function decoded(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`The lottery seed key in ${where} is not 32 bytes in base64 (${GENERATE} makes one)`);
  return key;
}
