import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ContactInquiryRow, contactInquiries } from "../../db/schema";

export type NewContactInquiry = typeof contactInquiries.$inferInsert;

export class ContactRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewContactInquiry): Promise<ContactInquiryRow> {
    const [row] = await this.db.insert(contactInquiries).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  /** Notes that the inquiry's mail to CONTACT_TO was handed to the transport. */
  async markMailed(id: string, at: Date): Promise<void> {
    await this.db.update(contactInquiries).set({ mailedAt: at }).where(eq(contactInquiries.id, id));
  }
}
