import type { Locale, LoginBody, RegisterBody } from "@soracity/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PasswordHasher } from "../../lib/passwords";
import type { UsersRepository } from "../users/users.repository";

/** Registration and sign-in rules; sessions are created by the caller (routes) from the returned user. */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Creates an account. The locale is the one sent, else the locale cookie (`fallbackLocale`), else none.
   * A taken e-mail answers 409 without saying more than that the address cannot be used.
   */
  async register(body: RegisterBody, fallbackLocale: Locale | undefined): Promise<UserRow> {
    const email = body.email.toLowerCase();
    const emailTaken = () => new AppError(409, "email_taken", "This e-mail address cannot be used.");
    if (await this.users.findByEmail(email)) throw emailTaken();
    const passwordHash = await this.passwords.hash(body.password);
    const user = await this.users.insert({
      email,
      familyName: body.family_name,
      givenName: body.given_name,
      passwordHash,
      locale: body.locale ?? fallbackLocale ?? null,
    });
    if (!user) throw emailTaken(); // lost a race with a concurrent registration
    return user;
  }

  /**
   * Checks the credentials (same answer for an unknown e-mail and a wrong password, same time spent).
   * A saved user locale wins; a user without one gets the locale of the request saved (spec §4).
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
