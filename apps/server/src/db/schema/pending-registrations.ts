import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A registration waiting for its e-mail link. The account (a `users` row) exists only once the link is
 * opened, so registering never reveals whether an address is taken: both answers are the same, and the owner of a
 * taken address gets a mail instead. The token is stored hashed and expires.
 */
export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased and trimmed, like `users.email`; not unique (several attempts may wait). */
    email: text("email").notNull(),
    familyName: text("family_name").notNull(),
    givenName: text("given_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    locale: text("locale"),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pending_registrations_email_idx").on(table.email)],
);

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
