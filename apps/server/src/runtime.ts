import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { WriteCounter } from "./db/write-counter";
import { JobQueue, type QueueLogger } from "./jobs/queue";
import { type BlobStore, blobStoreFor } from "./lib/blobs";
import { createMailService, type MailService } from "./modules/mail/mail.service";
import { rateLimitStoreFor } from "./plugins/rate-limit-store";

/** What the services stand on besides their configuration: the database, the blob store and the job queue. */
export interface Runtime {
  db: Database;
  /** Writes finished through `db` in this process (the read cache checks it). */
  writes: WriteCounter;
  blobs: BlobStore;
  queue: JobQueue;
  /** Where rate limits count: this process's memory on PGlite, the database on PostgreSQL. */
  rateLimitStore: (onCleanupError: (err: unknown) => void) => FastifyRateLimitStoreCtor;
  /** Outgoing mail (SMTP_URL, else .eml files in DATA_DIR/outbox), for the app and the analysis worker. */
  mail: MailService;
}

/** The runtime of a database: blobs in PostgreSQL or under DATA_DIR, and the pg-boss queue in the same database. */
export function createRuntime(
  handle: DatabaseHandle,
  config: AppConfig,
  logger: QueueLogger & { info?(obj: unknown, msg?: string): void },
): Runtime {
  return {
    db: handle.db,
    writes: handle.writes,
    blobs: blobStoreFor(handle.db, handle.driver, config.dataDir),
    queue: new JobQueue(handle, logger),
    rateLimitStore: (onCleanupError) => rateLimitStoreFor(handle, onCleanupError),
    mail: createMailService(config, logger),
  };
}
