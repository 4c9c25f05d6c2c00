import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { groups } from "./groups";
import { users } from "./users";

/** A workspace belongs to exactly one user (my workspace) or one group (group workspace). */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("workspaces_owner_id_idx").on(table.ownerId),
    index("workspaces_group_id_idx").on(table.groupId),
    check("workspaces_one_owner", sql`(${table.ownerId} is null) <> (${table.groupId} is null)`),
  ],
);

/** Workspace shared with a user by e-mail, with a permission (admin, edit, view). */
export const workspaceShares = pgTable(
  "workspace_shares",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index("workspace_shares_user_idx").on(table.userId),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceShareRow = typeof workspaceShares.$inferSelect;
