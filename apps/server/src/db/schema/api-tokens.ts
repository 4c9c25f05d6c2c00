import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Personal API tokens for `Authorization: Bearer`; only the sha256 (hex) of the token is stored. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** After this the token answers 401 (null: never expires). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** `full`, or `read`: safe methods only (403 on others). */
    scope: text("scope", { enum: ["full", "read"] })
      .notNull()
      .default("full"),
  },
  (table) => [
    uniqueIndex("api_tokens_token_hash_key").on(table.tokenHash),
    index("api_tokens_user_id_idx").on(table.userId),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
