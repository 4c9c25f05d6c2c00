import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { PasswordHasher } from "./lib/passwords";
import { AuthService } from "./modules/auth/auth.service";
import { createCityServices } from "./modules/cities/cities.wiring";
import { HealthRepository } from "./modules/health/health.repository";
import { NotificationsRepository } from "./modules/notifications/notifications.repository";
import { NotificationsService } from "./modules/notifications/notifications.service";
import { ContactRepository } from "./modules/contact/contact.repository";
import { SessionsRepository } from "./modules/sessions/sessions.repository";
import { SessionsService } from "./modules/sessions/sessions.service";
import { ApiTokensRepository } from "./modules/tokens/tokens.repository";
import { ApiTokensService } from "./modules/tokens/tokens.service";
import { UsersRepository } from "./modules/users/users.repository";
import { createWorkspaceServices } from "./modules/workspaces/workspaces.wiring";

/** The app's services, wired once per app instance (no globals, so tests can run several apps). */
export function createServices(db: Database, config: AppConfig) {
  const users = new UsersRepository(db);
  const passwords = new PasswordHasher(config.argon2);
  const notifications = new NotificationsService(new NotificationsRepository(db), users);
  return {
    health: new HealthRepository(db),
    users,
    auth: new AuthService(users, passwords),
    sessions: new SessionsService(new SessionsRepository(db), config.session),
    tokens: new ApiTokensService(new ApiTokensRepository(db)),
    contact: new ContactRepository(db),
    notifications,
    ...createCityServices(db, config.dataDir),
    ...createWorkspaceServices(db, users, notifications, config.planLimits),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Options every route plugin receives. */
export interface RouteDeps {
  services: Services;
  config: AppConfig;
}
