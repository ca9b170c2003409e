/**
 * A least-recently-used map bounded by the total weight of what it holds (bytes for file contents, 1 per entry
 * for look-ups). A Map iterates in insertion order, so re-inserting on every hit keeps the oldest use first.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly budget: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const weight = this.weigh(value);
    // One value over the whole budget would evict everything else and then itself: it is not kept at all.
    if (weight > this.budget) return;
    this.delete(key);
    this.entries.set(key, value);
    this.weight += weight;
    for (const [oldest, old] of this.entries) {
      if (this.weight <= this.budget) break;
      this.entries.delete(oldest);
      this.weight -= this.weigh(old);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size() {
    return this.entries.size;
  }

  get totalWeight() {
    return this.weight;
  }
}

/** How much of a release's file bytes each instance keeps in memory. */
export const BLOB_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * File bytes by sha256, per instance. A blob never changes (its name is its hash), so what is kept is never
 * stale; concurrent requests for a blob not yet kept share one database read.
 */
export class BlobCache {
  private readonly kept: LruCache<Buffer>;
  private readonly loading = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly load: (sha256: string) => Promise<Buffer | undefined>,
    budget = BLOB_CACHE_BYTES,
  ) {
    this.kept = new LruCache<Buffer>(budget, (bytes) => bytes.length);
  }

  async get(sha256: string): Promise<Buffer | undefined> {
    const hit = this.kept.get(sha256);
    if (hit) return hit;
    let pending = this.loading.get(sha256);
    if (!pending) {
      pending = this.load(sha256)
        .then((bytes) => {
          if (bytes) this.kept.set(sha256, bytes);
          return bytes;
        })
        .finally(() => this.loading.delete(sha256));
      this.loading.set(sha256, pending);
    }
    return pending;
  }
}
