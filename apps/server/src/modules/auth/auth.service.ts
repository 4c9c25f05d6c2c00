import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type LoginBody,
  type RegisterBody,
} from "@soracity/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PasswordHasher } from "../../lib/passwords";
import { randomToken, sha256Hex } from "../../lib/tokens";
import type { MailService } from "../mail/mail.service";
import type { UsersService } from "../users/users.service";
import { linkError } from "./password-reset.service";
import type { PendingRegistrationsRepository } from "./pending-registrations.repository";

/** How long a registration link works. */
export const REGISTRATION_LINK_HOURS = 24;

/** Registration (by mailed link) and sign-in rules; sessions are created by the caller (routes) from the user. */
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly pending: PendingRegistrationsRepository,
    private readonly mail: MailService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Starts a registration without telling whether the address is taken: a new address gets a pending
   * registration and a mail with its link; a taken one gets a mail to its owner instead. Both cost a password
   * hash and mail after the answer, so the answer and its time are the same. The locale is the one sent, else the
   * locale cookie (`fallbackLocale`), else none. A throttled address (too many mails) changes nothing.
   */
  async register(body: RegisterBody, fallbackLocale: Locale | undefined): Promise<void> {
    const email = body.email.toLowerCase();
    const owner = await this.users.findByEmail(email);
    const passwordHash = await this.passwords.hash(body.password);
    if (!this.mail.mayMail("register", email)) return;
    const now = this.now();
    await this.pending.deleteExpired(now);
    const locale = body.locale ?? fallbackLocale ?? null;
    const pageLocale = locale ?? DEFAULT_LOCALE;
    if (owner) {
      const ownerLocale = isLocale(owner.locale) ? owner.locale : pageLocale;
      this.mail.later(() =>
        this.mail.send({ email: owner.email, locale: ownerLocale }, "register_taken", {
          name: `${owner.familyName} ${owner.givenName}`,
          login: this.mail.link(ownerLocale, "/login"),
          forgot: this.mail.link(ownerLocale, "/forgot-password"),
        }),
      );
      return;
    }
    const token = randomToken();
    await this.pending.insert({
      email,
      familyName: body.family_name,
      givenName: body.given_name,
      passwordHash,
      locale,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3600_000),
    });
    this.mail.later(() =>
      this.mail.send({ email, locale: pageLocale }, "register_confirm", {
        name: `${body.family_name} ${body.given_name}`,
        link: this.mail.link(pageLocale, "/register/confirm", { token }),
        hours: String(REGISTRATION_LINK_HOURS),
      }),
    );
  }

  /**
   * Creates the account of a registration link: 400 `link_expired`, or `link_invalid` for an unknown token (also
   * a link already used: using one deletes every pending registration of the address).
   */
  async confirmRegistration(token: string): Promise<UserRow> {
    const pending = await this.pending.findByTokenHash(sha256Hex(token));
    if (!pending) throw linkError("link_invalid");
    if (pending.expiresAt.getTime() <= this.now().getTime()) throw linkError("link_expired");
    const user = await this.pending.activate(pending);
    if (!user) throw linkError("link_invalid");
    return user;
  }

  /**
   * Checks the credentials (same answer for an unknown e-mail and a wrong password, same time spent).
   * A saved user locale wins; a user without one gets the locale of the request saved (PRODUCT.md §4).
   */
  async login(body: LoginBody, fallbackLocale: Locale | undefined): Promise<UserRow> {
    const user = await this.users.findByEmail(body.email.toLowerCase());
    if (!user) {
      await this.passwords.dummyVerify(body.password);
      throw invalidCredentials();
    }
    if (!(await this.passwords.verify(user.passwordHash, body.password))) throw invalidCredentials();
    const locale = body.locale ?? fallbackLocale;
    if (!user.locale && locale) {
      await this.users.setLocale(user.id, locale);
      return { ...user, locale };
    }
    return user;
  }
}

const invalidCredentials = () =>
  new AppError(401, "invalid_credentials", "The e-mail address or password is wrong.");
