import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Inquiries sent through the contact form (PRODUCT.md §7 fields); kept when the user is deleted. */
export const contactInquiries = pgTable("contact_inquiries", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  email: text("email").notNull(),
  familyName: text("family_name").notNull(),
  givenName: text("given_name").notNull(),
  company: text("company").notNull(),
  department: text("department").notNull(),
  /** Empty string when not given (the form sends a single space). */
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  inquiry: text("inquiry").notNull(),
  /** When the mail to CONTACT_TO was handed to the transport (null: not sent yet or failed). */
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
  /** When an operator marked it read on the administration page. */
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ContactInquiryRow = typeof contactInquiries.$inferSelect;
