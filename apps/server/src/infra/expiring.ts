/**
 * A small cache of promises by key, for answers that many requests share for a few seconds (the server-rendered first
 * screen, the home page's winner board): a promise is reused while fresh, so requests arriving while it is still
 * running share it (one computation per key and period); a rejected one is dropped at once, so the next request tries
 * again instead of being served the failure.
 */
export class ExpiringPromises<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  /**
   * @param ttlMs how long an entry is reused after it was stored (ms; 0: never reused)
   * @param max most entries kept; beyond it the oldest stored goes first, so arbitrary keys cannot grow it
   */
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The entry of `key` while fresh at `now` (epoch ms), else undefined (a clock that moved back makes it stale). */
  fresh(key: string, now: number): Promise<T> | undefined {
    const e = this.entries.get(key);
    return e && now >= e.at && now - e.at < this.ttlMs ? e.value : undefined;
  }

  /** Stores `value` for `key` as of `now` (nothing when the TTL is 0) and returns it. */
  put(key: string, now: number, value: Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return value;
    const entry = { at: now, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** The fresh entry of `key`, or `make()` stored as its new entry. */
  get(key: string, now: number, make: () => Promise<T>): Promise<T> {
    return this.fresh(key, now) ?? this.put(key, now, make());
  }
}
