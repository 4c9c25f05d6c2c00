import { LRUCache } from "lru-cache";

/**
 * At most `max` mails per key (purpose and address) within `windowMs`, so a form cannot be used to flood an
 * inbox. Kept in the process's memory (bounded): with several server processes each allows `max`.
 */
export class MailThrottle {
  private readonly sent: LRUCache<string, number[]>;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sent = new LRUCache({ max: 50_000, ttl: windowMs });
  }

  /** Whether another mail for `key` may go now; counts it when it may. */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.sent.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.max) return false;
    this.sent.set(key, [...recent, now]);
    return true;
  }
}
