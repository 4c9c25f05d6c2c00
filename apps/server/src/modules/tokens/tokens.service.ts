import type { ApiTokenCreate } from "@soracity/contracts";
import type { ApiTokenRow, UserRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { PasswordHasher } from "../../lib/passwords";
import { randomToken, sha256Hex } from "../../lib/tokens";
import { wrongPassword } from "../me/me.service";
import type { ApiTokensRepository } from "./tokens.repository";

/** Every personal API token starts with this, so leaked tokens are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = "sor_";
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class ApiTokensService {
  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  list(userId: string) {
    return this.repo.listActive(userId, new Date());
  }

  /**
   * Creates a token once the account's password is typed again (400 `password.wrong` on `password`); the plain
   * value is returned once and only its hash is stored.
   */
  async create(
    user: Pick<UserRow, "id" | "passwordHash">,
    input: { name: string; scope?: ApiTokenCreate["scope"]; expires_in_days?: number; password: string },
  ) {
    if (!(await this.passwords.verify(user.passwordHash, input.password))) throw wrongPassword("password");
    const userId = user.id;
    const token = `${API_TOKEN_PREFIX}${randomToken()}`;
    const days = input.expires_in_days;
    const row = await this.repo.insert({
      userId,
      name: input.name,
      tokenHash: sha256Hex(token),
      scope: input.scope ?? "full",
      expiresAt: days === undefined ? null : new Date(Date.now() + days * DAY_MS),
    });
    return { row, token };
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.repo.revoke(userId, id, new Date()))) throw notFound("Token");
  }

  /** The user and scope of an active bearer token; undefined for unknown, revoked and expired tokens. */
  async authenticate(token: string): Promise<{ user: UserRow; scope: ApiTokenRow["scope"] } | undefined> {
    if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
    const now = new Date();
    const found = await this.repo.findActiveWithUser(sha256Hex(token), now);
    if (!found) return undefined;
    const last = found.token.lastUsedAt?.getTime() ?? 0;
    if (now.getTime() - last >= TOUCH_INTERVAL_MS) await this.repo.touch(found.token.id, now);
    return { user: found.user, scope: found.token.scope };
  }
}
