import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cases } from "./projects";
import { users } from "./users";

/**
 * A case's public share link (at most one per case). The token (32 random bytes, base64url) is looked up by its
 * sha256 (hex); `tokenSealed` is the token encrypted (AES-256-GCM) with the share-link key, so the case's
 * editors can see the link again without the table holding it in clear. Deleting the row revokes the link.
 */
export const caseShares = pgTable(
  "case_shares",
  {
    caseId: uuid("case_id")
      .primaryKey()
      .references(() => cases.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("case_shares_token_hash_key").on(table.tokenHash)],
);

/**
 * Server secrets generated on first use when the environment gives none (e.g. `share_link_key` when
 * SHARE_LINK_SECRET is unset), so every API process of one database uses the same.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CaseShareRow = typeof caseShares.$inferSelect;
