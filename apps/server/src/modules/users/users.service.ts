import type { Database } from "../../db/client";
import type { NewUserRow, UserRow } from "../../db/schema";
import { type ProfileChanges, UsersRepository } from "./users.repository";

/**
 * The users module's API for the other modules (auth, me, sharing, groups, notifications, mail): accounts by
 * id or e-mail, and the few columns other modules write. No rules of its own: it keeps the table behind one
 * door.
 */
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.repo.findById(id);
  }

  /** By e-mail, compared trimmed and lower-cased (as stored). */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.findByEmail(email.trim().toLowerCase());
  }

  /** A new account; undefined when the e-mail is already taken. */
  insert(values: NewUserRow): Promise<UserRow | undefined> {
    return this.repo.insert(values);
  }

  setLocale(id: string, locale: string): Promise<void> {
    return this.repo.setLocale(id, locale);
  }

  /** Writes the given profile columns (those left undefined stay); the updated row. */
  updateProfile(id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
    return this.repo.updateProfile(id, changes);
  }

  /** Sets the plan tier; false when no user has this e-mail. */
  setUserType(email: string, userType: string): Promise<boolean> {
    return this.repo.setUserType(email, userType);
  }
}

/** The users service on a database: for the composition root, the worker role and the demo seed. */
export const createUsersService = (db: Database) => new UsersService(new UsersRepository(db));
