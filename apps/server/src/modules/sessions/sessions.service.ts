import type { UserRow } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/tokens";
import type { SessionsRepository } from "./sessions.repository";

const HOUR_MS = 3_600_000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPolicy {
  idleHours: number;
  absoluteDays: number;
}

export type SessionLookup =
  { status: "valid"; sessionId: string; user: UserRow } | { status: "expired" } | { status: "unknown" };

/** Server-side sessions: the cookie carries a random token, the database keeps its sha256 as the id. */
export class SessionsService {
  constructor(
    private readonly repo: SessionsRepository,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    const found = await this.repo.findWithUser(id);
    if (!found) return { status: "unknown" };
    const now = this.now().getTime();
    const idleUntil = found.session.lastSeenAt.getTime() + this.policy.idleHours * HOUR_MS;
    if (now >= found.session.expiresAt.getTime() || now >= idleUntil) {
      await this.repo.delete(id);
      return { status: "expired" };
    }
    if (now - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
      await this.repo.touch(id, new Date(now));
    return { status: "valid", sessionId: id, user: found.user };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.repo.delete(sessionId);
  }
}
