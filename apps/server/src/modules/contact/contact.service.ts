import type { ContactInquiryRow } from "../../db/schema";
import type { MailService } from "../mail/mail.service";
import type { ContactRepository, NewContactInquiry } from "./contact.repository";

/** Contact inquiries: stored first, then mailed to CONTACT_TO after the answer. */
export class ContactService {
  constructor(
    private readonly repo: ContactRepository,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores the inquiry and mails it in the background (reply-to the sender); a failed mail leaves `mailed_at`
   * null.
   */
  async submit(values: NewContactInquiry): Promise<ContactInquiryRow> {
    const row = await this.repo.insert(values);
    this.mailLater(row);
    return row;
  }

  private mailLater(row: ContactInquiryRow): void {
    this.mail.later(async () => {
      const sent = await this.mail.send(
        { email: this.mail.contactTo, locale: null },
        "contact_inquiry",
        {
          name: `${row.familyName} ${row.givenName}`,
          email: row.email,
          company: row.company,
          department: row.department,
          address: row.address,
          phone: row.phone,
          inquiry: row.inquiry,
        },
        row.email,
      );
      if (sent) await this.repo.markMailed(row.id, new Date());
    });
  }
}
