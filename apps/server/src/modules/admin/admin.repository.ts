import { and, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ContactInquiryRow, contactInquiries, type UserRow, users } from "../../db/schema";
import type { PlanLimits } from "@soracity/contracts";

interface Window {
  offset: number;
  limit: number;
}

/** A user with the counts the administration list shows. */
export interface UserWithCounts {
  user: UserRow;
  workspaces: number;
  projects: number;
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Workspaces a user's plan counts: their own and those of the groups they own (as the limits count them).
 * Written out with qualified names: drizzle prints a column bare in some clauses, which is ambiguous here.
 */
const OWNED_WORKSPACES = sql.raw(
  `select w.id from workspaces w where w.owner_id = users.id or w.group_id in (select g.id from groups g where g.owner_id = users.id)`,
);

/** The columns of a listed user: the row and its workspace and project counts. */
const withCounts = {
  user: users,
  workspaces: sql<number>`(select count(*)::int from (${OWNED_WORKSPACES}) owned)`,
  projects: sql<number>`(select count(*)::int from projects p where p.workspace_id in (${OWNED_WORKSPACES}))`,
};

/** SQL of the administration pages: users with counts, plans, inquiries. */
export class AdminRepository {
  constructor(private readonly db: Database) {}

  /** Users newest first; `search` matches part of the e-mail, family name, given name or both names. */
  async users(
    search: string | undefined,
    window: Window,
  ): Promise<{ rows: UserWithCounts[]; total: number }> {
    const pattern = search ? containing(search) : undefined;
    const where = pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.familyName, pattern),
          ilike(users.givenName, pattern),
          ilike(sql`${users.familyName} || ' ' || ${users.givenName}`, pattern),
          ilike(sql`${users.familyName} || ${users.givenName}`, pattern),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(withCounts)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(window.offset)
        .limit(window.limit),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async user(id: string): Promise<UserWithCounts | undefined> {
    const [row] = await this.db.select(withCounts).from(users).where(eq(users.id, id));
    return row;
  }

  /** Sets a user's plan and custom limits (null: none); false for an unknown user. */
  async setPlan(id: string, userType: string, planLimits: Partial<PlanLimits> | null): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ userType, planLimits, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Sets a user's role by e-mail (the CLI); false when no user has this e-mail. */
  async setRole(email: string, role: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Inquiries newest first (only unread ones with `unreadOnly`), their total, and the unread count. */
  async inquiries(
    unreadOnly: boolean,
    window: Window,
  ): Promise<{ rows: ContactInquiryRow[]; total: number; unread: number }> {
    const unread = isNull(contactInquiries.readAt);
    const [rows, [total], [unreadCount]] = await Promise.all([
      this.db
        .select()
        .from(contactInquiries)
        .where(unreadOnly ? unread : undefined)
        .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
        .offset(window.offset)
        .limit(window.limit),
      this.db
        .select({ n: count() })
        .from(contactInquiries)
        .where(unreadOnly ? unread : undefined),
      this.db.select({ n: count() }).from(contactInquiries).where(unread),
    ]);
    return { rows, total: total?.n ?? 0, unread: unreadCount?.n ?? 0 };
  }

  /** Marks an inquiry read (the first time only; a read one keeps its time); undefined for an unknown id. */
  async markInquiryRead(id: string, at: Date): Promise<ContactInquiryRow | undefined> {
    await this.db
      .update(contactInquiries)
      .set({ readAt: at })
      .where(and(eq(contactInquiries.id, id), isNull(contactInquiries.readAt)));
    const [row] = await this.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    return row;
  }
}
