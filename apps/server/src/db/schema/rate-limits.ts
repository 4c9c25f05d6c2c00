import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counts of the rate limits (plugins/rate-limit-store.ts), kept in the database so every API process
 * on it counts the same attempts: one row per limit and client (or user) until its window ends.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);
