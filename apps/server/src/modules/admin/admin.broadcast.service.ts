import type {
  AdminBroadcast,
  AdminBroadcastPage,
  AdminBroadcastResult,
  BroadcastJob,
  Locale,
} from "@soracity/contracts";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { type PageRequest, pageOf, windowOf } from "../../lib/paging";
import type { NotificationsService } from "../notifications/notifications.service";
import { recipientLocale, renderContent } from "../notifications/notifications.templates";
import { toAdminBroadcast } from "./admin.presenter";
import { BroadcastRepository } from "./admin.broadcast.repository";

/** Users notified in one transaction of a broadcast job (one multi-row insert). */
export const BROADCAST_BATCH = 500;

/**
 * Notifications to every user, each in their saved locale (jp when none). The request only records the
 * broadcast and queues its job (`notification-broadcast`), so its time does not grow with the user base; the
 * job (any worker) writes the notifications in batches and resumes after the last committed batch when retried.
 */
export class BroadcastService {
  constructor(
    private readonly repo: BroadcastRepository,
    private readonly jobs: Pick<JobQueue, "send">,
    private readonly notifications: NotificationsService,
    private readonly batchSize = BROADCAST_BATCH,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Records the broadcast and queues its job; resolves to it, queued, with the number of users it goes to. */
  async queue(message: AdminBroadcast, operatorId: string): Promise<AdminBroadcastResult> {
    const row = await this.repo.create(
      {
        titleJa: message.title_ja,
        titleEn: message.title_en,
        contentJa: message.content_ja,
        contentEn: message.content_en,
      },
      operatorId,
    );
    try {
      await this.jobs.send("notification-broadcast", { broadcastId: row.id });
    } catch (err) {
      await this.repo.delete(row.id); // not queued: nothing would ever send it
      throw err;
    }
    return toAdminBroadcast(row);
  }

  /** Broadcasts newest first; those whose job the queue gave up on are marked failed first (see markGivenUp). */
  async list(request: PageRequest): Promise<AdminBroadcastPage> {
    await this.repo.markGivenUp();
    const { rows, total } = await this.repo.list(windowOf(request));
    return { items: rows.map(toAdminBroadcast), total, ...pageOf(request) };
  }

  /** The job: notifies every user not yet notified, batch after batch, then marks the broadcast sent. */
  async send({ broadcastId }: BroadcastJob): Promise<void> {
    const broadcast = await this.repo.find(broadcastId);
    if (!broadcast || broadcast.status === "sent") return;
    const params = {
      title_ja: broadcast.titleJa,
      title_en: broadcast.titleEn,
      content_ja: broadcast.contentJa,
      content_en: broadcast.contentEn,
    };
    const content: Record<Locale, string> = {
      jp: renderContent("announcement", "jp", params),
      en: renderContent("announcement", "en", params),
    };
    const contentFor = (locale: string | null) => content[recipientLocale(locale)];
    for (;;) {
      const notified = await this.repo.sendBatch(broadcastId, this.batchSize, contentFor);
      if (notified.length === 0) break;
      await this.notifications.prune(notified);
      // Embedded PGlite runs the SQL on this thread and its promises settle as microtasks: without a turn of
      // the event loop between batches, requests would wait for the whole broadcast.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.repo.finish(broadcastId, this.clock());
  }
}

/** The broadcast service on a database: for the composition root and the worker role (which runs the job). */
export const createBroadcastService = (
  db: Database,
  queue: Pick<JobQueue, "send">,
  notifications: NotificationsService,
  batchSize = BROADCAST_BATCH,
) => new BroadcastService(new BroadcastRepository(db), queue, notifications, batchSize);
