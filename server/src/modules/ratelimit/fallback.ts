import type { Hit, SlidingLog } from './sliding-log';

/**
 * Redis first, the database when Redis fails: a Redis outage must not turn login into a 500 or switch limits off.
 * The database is shared by every instance too, so the limit still holds (counted afresh from the outage on).
 */
export class FallbackSlidingLog implements SlidingLog {
  private failing = false;

  constructor(
    private readonly primary: SlidingLog,
    private readonly fallback: SlidingLog,
    private readonly onOutage: (error: unknown) => void,
  ) {}

  async hit(bucket: string, windowMs: number, max: number): Promise<Hit> {
    try {
      const hit = await this.primary.hit(bucket, windowMs, max);
      this.failing = false;
      return hit;
    } catch (error) {
      // Reported once per outage, not once per request.
      if (!this.failing) this.onOutage(error);
      this.failing = true;
      return this.fallback.hit(bucket, windowMs, max);
    }
  }
}
