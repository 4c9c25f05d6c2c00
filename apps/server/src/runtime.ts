import type { AppConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import { JobQueue, type QueueLogger } from "./jobs/queue";
import { type BlobStore, blobStoreFor } from "./lib/blobs";

/** What the services stand on besides their configuration: the database, the blob store and the job queue. */
export interface Runtime {
  db: Database;
  blobs: BlobStore;
  queue: JobQueue;
}

/** The runtime of a database: blobs in PostgreSQL or under DATA_DIR, and the pg-boss queue in the same database. */
export function createRuntime(handle: DatabaseHandle, config: AppConfig, logger: QueueLogger): Runtime {
  return {
    db: handle.db,
    blobs: blobStoreFor(handle.db, handle.driver, config.dataDir),
    queue: new JobQueue(handle, logger),
  };
}
