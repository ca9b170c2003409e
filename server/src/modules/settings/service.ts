import { createHash } from 'node:crypto';
import { CONFIG_SCHEMAS, type ConfigKey, type ShopConfig } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { invalid } from '../../http/errors';
import { createValidatorCompiler } from '../../http/validator';
import type { Actor, OperatorService } from '../operators/service';
import type { VipService } from '../vip/service';
import { DEFAULT_SETTINGS } from './defaults';

const compile = createValidatorCompiler();
const validators = Object.fromEntries(
  Object.entries(CONFIG_SCHEMAS).map(([key, schema]) => [key, compile({ schema, method: 'POST', url: `config.${key}`, httpPart: 'body' })]),
) as Record<ConfigKey, ReturnType<typeof compile>>;

/**
 * The shop's configuration: the operator's settings over the defaults, with the VIP levels, and a version that
 * changes with any of it (the shell keeps a copy and compares).
 */
export class ConfigService {
  constructor(
    private readonly db: Database,
    private readonly vip: VipService,
    private readonly operators: OperatorService,
    private readonly timeZone: string,
  ) {}

  async get(): Promise<ShopConfig> {
    const rows = await this.db.query<{ key: ConfigKey; value: unknown }>('SELECT key, value FROM shop_settings');
    const settings = { ...DEFAULT_SETTINGS, ...Object.fromEntries(rows.filter((r) => r.key in CONFIG_SCHEMAS).map((r) => [r.key, r.value])) };
    const vipList = await this.vip.levels();
    const body = { ...settings, vipLevel: vipList[0]?.level ?? 1, vipList, time_zone: this.timeZone };
    return { ...body, version: createHash('sha256').update(canonical(body)).digest('hex').slice(0, 16) } as ShopConfig;
  }

  /** Replaces one key's value, checked against its schema, audited with the value before. */
  async save(actor: Actor, key: ConfigKey, value: unknown): Promise<{ key: ConfigKey }> {
    const validate = validators[key];
    if (!validate(value)) {
      const [first] = validate.errors ?? [];
      throw invalid({ [`value${first?.instancePath.replaceAll('/', '.') ?? ''}`]: 'validation.invalid' });
    }
    await this.db.tx(async (q) => {
      const [before] = await q.query<{ value: unknown }>('SELECT value FROM shop_settings WHERE key = $1 FOR UPDATE', [key]);
      await q.query(
        `INSERT INTO shop_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updatetime = now()`,
        [key, JSON.stringify(value)],
      );
      await this.operators.record(q, actor, { action: 'config.save', target: { type: `config:${key}`, id: 0 }, before: before?.value ?? null, after: value });
    });
    return { key };
  }
}

/** JSON with object keys sorted: the stored jsonb reorders keys, and the version must not change for that. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
