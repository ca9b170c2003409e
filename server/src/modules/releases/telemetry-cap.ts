/** Events one address may count for one remote version in a minute; a page load reports one per remote. */
export const EVENTS_PER_VERSION_PER_MINUTE = 30;
/** Keys kept per minute at most: past this, events of new keys are dropped (an attack's spread of addresses). */
const MAX_KEYS = 100_000;

/**
 * The telemetry's cap per client address, remote version and minute (per instance: an address that spreads over
 * several instances gets a few times the cap, still far from outvoting every other client). Telemetry needs no
 * login, so without it one address could report a healthy canary broken, or a broken one healthy.
 */
export class TelemetryCap {
  private minute = -1;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute = EVENTS_PER_VERSION_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {}

  /** The events this address may still count this minute, in order; the rest are dropped. */
  admit<E extends { remote: string; version: string }>(address: string, events: readonly E[]): E[] {
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts = new Map();
    }
    return events.filter((event) => {
      const key = `${address}\n${event.remote}\n${event.version}`;
      const count = this.counts.get(key) ?? 0;
      if (count >= this.perMinute || (count === 0 && this.counts.size >= MAX_KEYS)) return false;
      this.counts.set(key, count + 1);
      return true;
    });
  }
}
