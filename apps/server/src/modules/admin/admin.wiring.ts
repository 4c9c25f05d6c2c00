import type { Database } from "../../db/client";
import type { LimitsService } from "../limits/limits.service";
import { NewsRepository } from "../news/news.repository";
import { NewsService } from "../news/news.service";
import type { NotificationsService } from "../notifications/notifications.service";
import { AdminRepository } from "./admin.repository";
import { AdminService } from "./admin.service";

/** The services of the administration pages and of the news they publish. */
export function createAdminServices(
  db: Database,
  limits: LimitsService,
  notifications: NotificationsService,
) {
  return {
    news: new NewsService(new NewsRepository(db)),
    admin: new AdminService(new AdminRepository(db), limits, notifications),
  };
}
