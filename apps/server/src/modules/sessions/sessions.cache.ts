import type { SessionRow, UserRow } from "../../db/schema";

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Sessions with their user, kept for `ttlMs` after they were read. Every drop moves `generation` on, and an entry
 * read before a drop is not stored (`set` with the generation taken before the read), so a read racing a
 * sign-out can never put the signed-out session back.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession; until: number }>();
  private generationValue = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get generation(): number {
    return this.generationValue;
  }

  get(id: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now < entry.until) return entry.value;
    this.entries.delete(id);
    return undefined;
  }

  /** Stores what was read since `generation` was taken, unless something was dropped meanwhile. */
  set(id: string, value: CachedSession, now: number, generation: number): void {
    if (generation !== this.generationValue || this.ttlMs <= 0) return;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { value, until: now + this.ttlMs });
  }

  drop(id: string): void {
    this.generationValue++;
    this.entries.delete(id);
  }

  dropUser(userId: string): void {
    this.generationValue++;
    for (const [id, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(id);
  }

  clear(): void {
    this.generationValue++;
    this.entries.clear();
  }
}
