import type { HealthRepository } from "./health.repository";

/** Readiness of the app: the database answers. */
export class HealthService {
  constructor(private readonly repo: HealthRepository) {}

  /** Throws when the database does not answer. */
  ping(): Promise<void> {
    return this.repo.ping();
  }
}
