import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** News posts written by operators, in both languages; public once `published_at` has passed. */
export const newsPosts = pgTable(
  "news_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titleJa: text("title_ja").notNull(),
    titleEn: text("title_en").notNull(),
    bodyJa: text("body_ja").notNull(),
    bodyEn: text("body_en").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("news_posts_published_idx").on(table.publishedAt)],
);

export type NewsPostRow = typeof newsPosts.$inferSelect;
