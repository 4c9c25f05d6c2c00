import type {
  AdminBroadcast,
  AdminInquiry,
  AdminInquiryPage,
  AdminUser,
  AdminUserPage,
  CustomLimits,
  UserType,
} from "@soracity/contracts";
import { notFound } from "../../lib/errors";
import type { LimitsService } from "../limits/limits.service";
import { type PageRequest, pageOf, windowOf } from "../../lib/paging";
import type { NotificationsService } from "../notifications/notifications.service";
import { toAdminInquiry, toAdminUser } from "./admin.presenter";
import type { AdminRepository, UserWithCounts } from "./admin.repository";

/** Users notified at once by a broadcast (each notification is its own insert and prune). */
const BROADCAST_BATCH = 50;

/** What operators do on the administration pages: users and plans, inquiries, notifications to everyone. */
export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly limits: LimitsService,
    private readonly notifications: NotificationsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private present = (row: UserWithCounts): AdminUser => toAdminUser(row, this.limits.limitsFor(row.user));

  async users(request: PageRequest & { q?: string | undefined }): Promise<AdminUserPage> {
    const { rows, total } = await this.repo.users(request.q || undefined, windowOf(request));
    return { items: rows.map(this.present), total, ...pageOf(request) };
  }

  /**
   * Sets a user's plan. Custom limits are kept only with the custom plan (basic and premium use the configured
   * limits, so switching to them drops any); with `custom` and no limits the plan's defaults apply.
   */
  async setPlan(
    userId: string,
    userType: UserType,
    limits: CustomLimits | null | undefined,
  ): Promise<AdminUser> {
    const custom = userType === "custom" && limits && Object.keys(limits).length > 0 ? limits : null;
    if (!(await this.repo.setPlan(userId, userType, custom))) throw notFound("User");
    const row = await this.repo.user(userId);
    if (!row) throw notFound("User");
    return this.present(row);
  }

  async inquiries(
    request: PageRequest & { unread?: "true" | "false" | undefined },
  ): Promise<AdminInquiryPage> {
    const { rows, total, unread } = await this.repo.inquiries(request.unread === "true", windowOf(request));
    return { items: rows.map(toAdminInquiry), total, unread, ...pageOf(request) };
  }

  async markInquiryRead(id: string): Promise<AdminInquiry> {
    const row = await this.repo.markInquiryRead(id, this.clock());
    if (!row) throw notFound("Inquiry");
    return toAdminInquiry(row);
  }

  /**
   * An announcement to every user, each in their saved locale (the notifications module renders it). Users are
   * walked in id order and in batches, so a large user base is not read at once; resolves to how many got it.
   */
  async broadcast(message: AdminBroadcast): Promise<number> {
    const params = {
      title_ja: message.title_ja,
      title_en: message.title_en,
      content_ja: message.content_ja,
      content_en: message.content_en,
    };
    let recipients = 0;
    let after: string | undefined;
    for (;;) {
      const ids = await this.repo.userIdsAfter(after, BROADCAST_BATCH);
      if (ids.length === 0) return recipients;
      const sent = await Promise.all(
        ids.map((id) => this.notifications.notify(id, { type: "announcement", params })),
      );
      recipients += sent.filter(Boolean).length;
      after = ids.at(-1);
    }
  }
}
