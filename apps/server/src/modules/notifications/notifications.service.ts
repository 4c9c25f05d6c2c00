import {
  NOTIFICATION_KEEP,
  NOTIFICATION_MAX_AGE_DAYS,
  type ListPage,
  type Notification,
  type notificationListQuerySchema,
  type NotificationType,
  pageRequestOf,
} from "@soracity/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { listAnswer, readPage } from "../../lib/paging";
import type { UsersService } from "../users/users.service";
import { toNotification } from "./notifications.presenter";
import { NotificationsRepository } from "./notifications.repository";
import { recipientLocale, renderContent, safeLink } from "./notifications.templates";

/** What `notify` is given: the type (the title), the template params, and an app path to open, if any. */
export interface NotificationInput {
  type: NotificationType;
  params: Record<string, string>;
  link?: string | null;
}

/** Where `notify` reports a failure (the app's logger once the routes are registered). */
export interface NotifyErrorLog {
  error(details: object, message: string): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The caller's notifications (PRODUCT.md §3, §7), and `notify` for the modules that create them (analysis end,
 * workspace shared, added to a group). Content is rendered once, in the recipient's saved locale, when the
 * notification is created: it is a message sent at that moment and stays readable when the case or workspace
 * it names is later renamed or deleted; the title (`type`) is translated by the web app in the current language.
 */
export class NotificationsService {
  private log: NotifyErrorLog = { error: (details, message) => console.error(message, details) };

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly users: UsersService,
  ) {}

  /** Sends `notify` failures to this log (app.ts's logger; the default is the console). */
  reportErrorsTo(log: NotifyErrorLog): void {
    this.log = log;
  }

  /**
   * Creates a notification for `userId` in their saved locale (jp when none), then prunes their oldest ones
   * (beyond NOTIFICATION_KEEP, or older than NOTIFICATION_MAX_AGE_DAYS). Never throws: a notification is a side
   * effect, so a failure is logged and the caller's work (a share, a finished analysis) stands. Resolves to
   * whether a notification was stored (false for an unknown user or a failure).
   */
  async notify(userId: string, n: NotificationInput): Promise<boolean> {
    try {
      const user = await this.users.findById(userId);
      if (!user) return false;
      const content = renderContent(n.type, recipientLocale(user.locale), n.params);
      await this.repo.insert({ userId, type: n.type, content, link: safeLink(n.link) });
      await this.prune([userId]);
      return true;
    } catch (err) {
      this.log.error({ err, userId, type: n.type }, "notification not created");
      return false;
    }
  }

  /**
   * Drops the users' notifications beyond NOTIFICATION_KEEP and those older than NOTIFICATION_MAX_AGE_DAYS (after
   * `notify`, and after each batch of a broadcast, which writes its notifications itself).
   */
  prune(userIds: string[]): Promise<void> {
    return this.repo.prune(
      userIds,
      NOTIFICATION_KEEP,
      new Date(Date.now() - NOTIFICATION_MAX_AGE_DAYS * DAY_MS),
    );
  }

  /**
   * The caller's notifications, searched and sorted: a page when the query asks for one, else the newest
   * NOTIFICATION_KEEP (all a user keeps) as before.
   */
  async list(
    userId: string,
    query: z.output<typeof notificationListQuerySchema>,
  ): Promise<Notification[] | ListPage<Notification>> {
    const page = pageRequestOf(query);
    const window = page ?? { page: 1, page_size: NOTIFICATION_KEEP };
    const { rows, total } = await readPage(window, (w) => this.repo.list(userId, query, w));
    return listAnswer(
      rows.flatMap((row) => toNotification(row.notification) ?? []),
      total,
      page,
    );
  }

  unread(userId: string): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  /** Marks the caller's notifications among `ids` read; ids of other users or unknown ids change nothing. */
  async markRead(userId: string, ids: string[]): Promise<void> {
    await this.repo.markRead(userId, [...new Set(ids)], new Date());
  }

  /** Every unread notification of the user read (the notifications page's "mark all read"). */
  async markAllRead(userId: string): Promise<void> {
    await this.repo.markAllRead(userId, new Date());
  }

  /** 404 for an unknown id and for another user's notification (nothing is deleted then). */
  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(userId, id))) throw notFound("Notification");
  }
}

/** The notifications service on a database: for the composition root and the worker role. */
export const createNotificationsService = (db: Database, users: UsersService) =>
  new NotificationsService(new NotificationsRepository(db), users);
