import type {
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
import { toAdminInquiry, toAdminUser } from "./admin.presenter";
import type { AdminRepository, UserWithCounts } from "./admin.repository";

/** What operators do on the administration pages: users and plans, inquiries (broadcasts: BroadcastService). */
export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly limits: LimitsService,
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
}
