import { createHash } from 'node:crypto';
import { CONFIG_SCHEMAS, type ConfigKey, type Language, type ShopConfig } from '@snapmall/shared/contract';
import { leadsToPage, type LinkedRemote } from '@snapmall/shared/remote';
import type { Database } from '../../db/database';
import { invalid } from '../../domain/errors';
import { createValidatorCompiler } from '../../schema/validator';
import type { Actor, OperatorService } from '../operators/service';
import type { VipService } from '../vip/service';
import { DEFAULT_SETTINGS } from './defaults';
import * as repo from './repository';

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
    /** The remotes with the routes of their live releases (the release store's liveRoutes). */
    private readonly liveRoutes: () => Promise<readonly LinkedRemote[]>,
  ) {}

  async get(): Promise<ShopConfig> {
    const rows = await repo.allSettings(this.db);
    const settings = { ...DEFAULT_SETTINGS, ...Object.fromEntries(rows.filter((r) => r.key in CONFIG_SCHEMAS).map((r) => [r.key, r.value])) };
    const vipList = await this.vip.levels();
    const body = { ...settings, vipLevel: vipList[0]?.level ?? 1, vipList, time_zone: this.timeZone };
    return { ...body, version: createHash('sha256').update(canonical(body)).digest('hex').slice(0, 16) } as ShopConfig;
  }

  /** The customer-service entries in the reader's language: the operator's when configured, else the ones the demo data loaded. */
  async customerServices(lang: Language): Promise<Array<{ name: string; url: string }>> {
    const { services } = (await this.get()).base;
    if (services.length > 0) return services.map((s) => ({ name: s.name[lang] || s.name['en-us'], url: s.url }));
    return repo.customerServiceRows(this.db);
  }

  /** Replaces one key's value, checked against its schema, audited with the value before. */
  async save(actor: Actor, key: ConfigKey, value: unknown): Promise<{ key: ConfigKey }> {
    const validate = validators[key];
    if (!validate(value)) {
      const [first] = validate.errors ?? [];
      throw invalid({ [`value${first?.instancePath.replaceAll('/', '.') ?? ''}`]: 'validation.invalid' });
    }
    if (key === 'tabbar') await this.checkTabPages(value as ShopConfig['tabbar']);
    await this.db.tx(async (q) => {
      const before = await repo.lockSetting(q, key);
      await repo.saveSetting(q, key, value);
      // A key never saved is what customers saw as the default: the audit's before is that, so only what changed shows.
      await this.operators.record(q, actor, { action: 'config.save', target: { type: `config:${key}`, id: 0 }, before: before?.value ?? DEFAULT_SETTINGS[key], after: value });
    });
    return { key };
  }

  /**
   * Each tab must open a page that answers now, checked like every link of the shop (leadsToPage): a shell page,
   * customer service, or a route of any registered remote's live release. A path no part answers is refused on
   * its field, as a schema error is.
   */
  private async checkTabPages(tabbar: ShopConfig['tabbar']) {
    const remotes = await this.liveRoutes();
    const at = tabbar.list.findIndex((tab) => !leadsToPage(tab.pagePath, remotes));
    if (at !== -1) throw invalid({ [`value.list.${at}.pagePath`]: 'validation.invalid' });
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
