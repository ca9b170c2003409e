import type { Database, Queryable } from '../../db/database';
import * as repo from './seed-repository';
import { WrongSeedKey, type SeedVault } from './seed-vault';

/** Clear seeds sealed per transaction at start (a day of one game's periods is 1,440). */
const SEAL_PAGE = 2000;

/**
 * The lottery's seeds through the vault: written sealed, opened to draw (and for the open period's commitment),
 * the clear ones of older chains sealed at start. The key is checked against the shop's once per process, before
 * it seals anything: a wrong key must never seal seeds the right one cannot open.
 */
export class Seeds {
  private keyChecked = false;

  constructor(
    private readonly db: Database,
    private readonly vault: SeedVault,
  ) {}

  async insertChain(q: Queryable, gameId: number, firstPeriod: bigint, chain: { seeds: string[]; commitment: string }): Promise<void> {
    await this.checkKey(q);
    const sealed = chain.seeds.map((seed, i) => this.vault.seal(gameId, firstPeriod + BigInt(i), seed));
    await repo.insertChain(q, gameId, firstPeriod, sealed, chain.commitment);
  }

  /** The period's seed, opened; undefined when it has none. Throws WrongSeedKey when the key does not open it. */
  async open(q: Queryable, gameId: number, period: bigint): Promise<string | undefined> {
    const stored = await repo.storedSeed(q, gameId, period);
    if (!stored) return undefined;
    return stored.seed ?? this.vault.open(gameId, period, stored.sealed!);
  }

  /** The seed if the period can be drawn (it has one and the key opens it): only then may it take bets. */
  async drawable(q: Queryable, gameId: number, period: bigint): Promise<string | undefined> {
    try {
      return await this.open(q, gameId, period);
    } catch (error) {
      if (error instanceof WrongSeedKey) return undefined;
      throw error;
    }
  }

  async exists(q: Queryable, gameId: number, period: bigint | number): Promise<boolean> {
    return (await repo.storedSeed(q, gameId, period)) !== undefined;
  }

  /** Seals every seed still in clear (older chains, or a previous version's instance); answers how many. */
  async sealClear(): Promise<number> {
    let sealed = 0;
    for (;;) {
      const n = await this.db.tx(async (q) => {
        await this.checkKey(q);
        const rows = await repo.clearSeeds(q, SEAL_PAGE);
        await repo.sealSeeds(q, rows.map((r) => ({ game_id: r.game_id, period_no: r.period_no, sealed: this.vault.seal(r.game_id, r.period_no, r.seed) })));
        return rows.length;
      });
      sealed += n;
      if (n < SEAL_PAGE) return sealed;
    }
  }

  private async checkKey(q: Queryable): Promise<void> {
    if (this.keyChecked) return;
    const offered = this.vault.fingerprint();
    if ((await repo.keyFingerprint(q, offered)) !== offered) {
      throw new WrongSeedKey('The lottery seed key is not the one this shop sealed its seeds with (LOTTERY_SEED_KEY or its key file): nothing is sealed or drawn with it');
    }
    this.keyChecked = true;
  }
}
