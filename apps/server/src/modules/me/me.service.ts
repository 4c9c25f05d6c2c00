import { type PasswordChange, type ProfileChanges, WRONG_PASSWORD_MESSAGE } from "@soracity/contracts";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { PasswordHasher } from "../../lib/passwords";
import type { SessionsService } from "../sessions/sessions.service";
import type { UsersService } from "../users/users.service";
import type { MeRepository } from "./me.repository";

/** 400 with a field error on `field`: the password typed is not the account's. */
export const wrongPassword = (field: string) =>
  new AppError(400, "validation_failed", "The password is wrong.", [
    { path: field, message: WRONG_PASSWORD_MESSAGE },
  ]);

/** The caller's own profile and password (PRODUCT.md §3, §5). */
export class MeService {
  constructor(
    private readonly repo: MeRepository,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  /** Writes the fields sent (`department` -> post, `phone` -> tel); returns the updated user. */
  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow> {
    const row = await this.users.updateProfile(userId, {
      familyName: changes.family_name,
      givenName: changes.given_name,
      company: changes.company,
      post: changes.department,
      address: changes.address,
      tel: changes.phone,
      locale: changes.locale,
      mailOnAnalysisDone: changes.mail_on_analysis_done,
    });
    if (!row) throw notFound("User");
    this.sessions.forgetUser(userId);
    return row;
  }

  /**
   * Checks the current password (400 `password.wrong` on `old_password`), stores the new one and signs out
   * every other session of the user; the caller's own session (if the call came with one) stays. Every API
   * token of the user is revoked unless `revoke_tokens` is false.
   */
  async changePassword(user: UserRow, body: PasswordChange, currentSessionId: string | null): Promise<void> {
    if (!(await this.passwords.verify(user.passwordHash, body.old_password))) {
      throw wrongPassword("old_password");
    }
    const hash = await this.passwords.hash(body.password);
    await this.repo.changePassword(user.id, hash, currentSessionId, body.revoke_tokens !== false);
    this.sessions.forgetUser(user.id);
  }
}
