import type { UserRow } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/tokens";
import { SessionCache } from "./sessions.cache";
import type { SessionsRepository } from "./sessions.repository";

const HOUR_MS = 3_600_000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPolicy {
  idleHours: number;
  absoluteDays: number;
}

export interface SessionCacheOptions {
  /** How long a session read from the database is reused (0: never). */
  ttlMs: number;
  /** The auth change counter is read at most this often; a change drops the whole cache. */
  checkMs: number;
  maxEntries: number;
}

/** Sessions are reused for 5 s; a change made by another process is seen within about 1 s. */
export const SESSION_CACHE: SessionCacheOptions = { ttlMs: 5_000, checkMs: 1_000, maxEntries: 10_000 };

export type SessionLookup =
  { status: "valid"; sessionId: string; user: UserRow } | { status: "expired" } | { status: "unknown" };

/**
 * Server-side sessions: the cookie carries a random token, the database keeps its sha256 as the id. Sessions
 * with their user are cached for a few seconds: a sign-out or a change of the user in this process drops them
 * at once; changes by other processes move the database's auth change counter, read at most once per `checkMs`.
 */
export class SessionsService {
  private readonly cache: SessionCache;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private version: number | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly repo: SessionsRepository,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
    private readonly cacheOptions: SessionCacheOptions = SESSION_CACHE,
  ) {
    this.cache = new SessionCache(cacheOptions.ttlMs, cacheOptions.maxEntries);
  }

  get maxAgeSeconds() {
    return this.policy.absoluteDays * 24 * 3600;
  }

  /** Creates a session and returns the token for the cookie. */
  async create(userId: string, userAgent: string | undefined): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(this.now().getTime() + this.maxAgeSeconds * 1000);
    await this.repo.insert({
      id: sha256Hex(token),
      userId,
      expiresAt,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /** Resolves a cookie token; expired sessions (idle or absolute) are deleted. */
  async resolve(token: string): Promise<SessionLookup> {
    const id = sha256Hex(token);
    await this.checkChanges();
    const now = this.now().getTime();
    const generation = this.cache.generation;
    const found = this.cache.get(id, now) ?? (await this.repo.findWithUser(id));
    if (!found) return { status: "unknown" };
    const idleUntil = found.session.lastSeenAt.getTime() + this.policy.idleHours * HOUR_MS;
    if (now >= found.session.expiresAt.getTime() || now >= idleUntil) {
      this.cache.drop(id);
      await this.repo.delete(id);
      return { status: "expired" };
    }
    if (now - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.repo.touch(id, new Date(now));
      found.session = { ...found.session, lastSeenAt: new Date(now) };
    }
    this.cache.set(id, found, now, generation);
    return { status: "valid", sessionId: id, user: found.user };
  }

  async revoke(sessionId: string): Promise<void> {
    this.cache.drop(sessionId);
    await this.repo.delete(sessionId);
    this.cache.drop(sessionId); // a read that raced the delete is not kept either
  }

  /** The user's data changed in this process (locale, plan, ...): their cached sessions are read again. */
  forgetUser(userId: string): void {
    this.cache.dropUser(userId);
  }

  /** Reads the auth change counter when `checkMs` has passed (one read at a time); drops the cache if it moved. */
  private async checkChanges(): Promise<void> {
    if (this.cacheOptions.ttlMs <= 0 || performance.now() - this.checkedAt < this.cacheOptions.checkMs)
      return;
    this.checking ??= (async () => {
      const startedAt = performance.now();
      const version = await this.repo.authVersion();
      if (version !== this.version) this.cache.clear();
      this.version = version;
      this.checkedAt = startedAt;
    })().finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }
}
