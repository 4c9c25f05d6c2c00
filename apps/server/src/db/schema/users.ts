import type { PlanLimits } from "@soracity/contracts";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text("email").notNull(),
    familyName: text("family_name").notNull(),
    givenName: text("given_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Interface locale saved by the user (`jp` | `en`); null until one is chosen. */
    locale: text("locale"),
    /** Plan tier: basic, premium, anything else is custom (PRODUCT.md §3). */
    userType: text("user_type").notNull().default("basic"),
    picture: text("picture"),
    company: text("company"),
    /** Department (PRODUCT.md §3 "post"). */
    post: text("post"),
    address: text("address"),
    tel: text("tel"),
    /** `user` or `operator` (administration pages); the first operator is made with `npm run user:role`. */
    role: text("role").notNull().default("user"),
    /** Limits an operator set for this user's custom plan (whole or partial); null: the custom plan's defaults. */
    planLimits: jsonb("plan_limits").$type<Partial<PlanLimits>>(),
    /** E-mail when an analysis ends; the user can turn it off in the profile. */
    mailOnAnalysisDone: boolean("mail_on_analysis_done").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
