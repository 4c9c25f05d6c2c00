import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type NewUserRow, type UserRow, users } from "../../db/schema";

/** The profile columns a user may change. */
export type ProfileChanges = Partial<
  Pick<
    NewUserRow,
    "familyName" | "givenName" | "company" | "post" | "address" | "tel" | "locale" | "mailOnAnalysisDone"
  >
>;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** `email` must already be normalised (trimmed, lower-cased). */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  /** Inserts a user; returns undefined when the e-mail is already taken. */
  async insert(values: NewUserRow): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  async setLocale(id: string, locale: string): Promise<void> {
    await this.db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, id));
  }

  /** Writes the given profile columns (those left undefined stay); returns the updated row. */
  async updateProfile(id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Sets the plan tier (basic, premium, or any other value = custom); false when no user has this e-mail. */
  async setUserType(email: string, userType: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ userType, updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
