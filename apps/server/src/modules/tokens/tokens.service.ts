import type { UserRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { randomToken, sha256Hex } from "../../lib/tokens";
import type { ApiTokensRepository } from "./tokens.repository";

/** Every personal API token starts with this, so leaked tokens are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = "sor_";
const TOUCH_INTERVAL_MS = 60_000;

export class ApiTokensService {
  constructor(private readonly repo: ApiTokensRepository) {}

  list(userId: string) {
    return this.repo.listActive(userId);
  }

  /** Creates a token; the plain value is returned once and only its hash is stored. */
  async create(userId: string, name: string) {
    const token = `${API_TOKEN_PREFIX}${randomToken()}`;
    const row = await this.repo.insert({ userId, name, tokenHash: sha256Hex(token) });
    return { row, token };
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.repo.revoke(userId, id, new Date()))) throw notFound("Token");
  }

  /** The user of an active bearer token, or undefined for unknown and revoked tokens. */
  async authenticate(token: string): Promise<UserRow | undefined> {
    if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
    const found = await this.repo.findActiveWithUser(sha256Hex(token));
    if (!found) return undefined;
    const now = new Date();
    const last = found.token.lastUsedAt?.getTime() ?? 0;
    if (now.getTime() - last >= TOUCH_INTERVAL_MS) await this.repo.touch(found.token.id, now);
    return found.user;
  }
}
