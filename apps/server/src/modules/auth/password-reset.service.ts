import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type PasswordForgotBody,
  type PasswordResetBody,
} from "@soracity/contracts";
import { AppError } from "../../lib/errors";
import type { PasswordHasher } from "../../lib/passwords";
import { randomToken, sha256Hex } from "../../lib/tokens";
import type { MailService } from "../mail/mail.service";
import type { UsersService } from "../users/users.service";
import type { PasswordResetRepository } from "./password-reset.repository";

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/** 400 for a reset or confirmation link that cannot be used; `code` says why (the web translates it). */
export const linkError = (code: "link_invalid" | "link_expired" | "link_used") =>
  new AppError(
    400,
    code,
    {
      link_invalid: "This link is not valid.",
      link_expired: "This link has expired.",
      link_used: "This link has already been used.",
    }[code],
  );

/** Password reset by a mailed link: expiring (RESET_LINK_MINUTES), single use, stored hashed. */
export class PasswordResetService {
  constructor(
    private readonly repo: PasswordResetRepository,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Mails a reset link when the address has an account (and its throttle allows). The caller answers the same
   * either way, and the mail goes after the answer, so neither the answer nor its time tells whether the
   * address is registered.
   */
  async requestLink(body: PasswordForgotBody, fallbackLocale: Locale | undefined): Promise<void> {
    const email = body.email.toLowerCase();
    const user = await this.users.findByEmail(email);
    if (!user || !this.mail.mayMail("password_reset", email)) return;
    const token = randomToken();
    await this.repo.insert({
      userId: user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(this.now().getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const locale = isLocale(user.locale) ? user.locale : (body.locale ?? fallbackLocale ?? DEFAULT_LOCALE);
    const link = this.mail.link(locale, "/reset-password", { token });
    this.mail.later(() =>
      this.mail.send({ email: user.email, locale }, "password_reset", {
        name: `${user.familyName} ${user.givenName}`,
        link,
        minutes: String(RESET_LINK_MINUTES),
      }),
    );
  }

  /**
   * Sets the new password from a link: 400 `link_invalid` (unknown token), `link_used`, `link_expired`.
   * Every session of the user is deleted; returns the user's id, so the caller drops them from the session cache
   * (other processes see the change through the auth change counter).
   */
  async reset(body: PasswordResetBody): Promise<string> {
    const row = await this.repo.findByTokenHash(sha256Hex(body.token));
    if (!row) throw linkError("link_invalid");
    if (row.usedAt) throw linkError("link_used");
    const now = this.now();
    if (row.expiresAt.getTime() <= now.getTime()) throw linkError("link_expired");
    const hash = await this.passwords.hash(body.password);
    if (!(await this.repo.consume(row.id, row.userId, hash, now))) throw linkError("link_used");
    return row.userId;
  }
}
