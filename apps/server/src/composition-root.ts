import type { AppConfig } from "./config";
import { AnalysisRepository } from "./modules/analysis/analysis.repository";
import { AnalysisService } from "./modules/analysis/analysis.service";
import type { Runtime } from "./runtime";
import { PasswordHasher } from "./lib/passwords";
import { AuthService } from "./modules/auth/auth.service";
import { PasswordResetRepository } from "./modules/auth/password-reset.repository";
import { PasswordResetService } from "./modules/auth/password-reset.service";
import { PendingRegistrationsRepository } from "./modules/auth/pending-registrations.repository";
import { createCityServices } from "./modules/cities/cities.wiring";
import { DemoRepository } from "./modules/demo/demo.repository";
import { ProjectBlobSweeper } from "./modules/models/models.sweep";
import { ProjectThumbnailsService } from "./modules/projects/projects.thumbnail.service";
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
import { createShareServices } from "./modules/share/share.wiring";
import { createAdminServices } from "./modules/admin/admin.wiring";
import { MeRepository } from "./modules/me/me.repository";
import { MeService } from "./modules/me/me.service";
import { AccountRepository } from "./modules/account/account.repository";
import { AccountService } from "./modules/account/account.service";
import { PgBossJobHistory } from "./modules/account/account.jobs";

/** Composition root: builds every service of one app instance (no globals, so tests can run several apps). */
export function createServices(runtime: Runtime, config: AppConfig) {
  const { db } = runtime;
  const users = new UsersRepository(db);
  const passwords = new PasswordHasher(config.argon2);
  const notifications = new NotificationsService(new NotificationsRepository(db), users);
  const sessions = new SessionsService(new SessionsRepository(db), config.session);
  const workspaceServices = createWorkspaceServices(db, users, notifications, config.planLimits);
  const cityServices = createCityServices(db, config.dataDir, runtime.blobs, workspaceServices.limits);
  const projectsRepo = workspaceServices.projects.repo;
  return {
    health: new HealthRepository(db),
    demo: new DemoRepository(db),
    users,
    auth: new AuthService(users, passwords, new PendingRegistrationsRepository(db), runtime.mail),
    passwordReset: new PasswordResetService(new PasswordResetRepository(db), users, passwords, runtime.mail),
    sessions,
    me: new MeService(new MeRepository(db), users, passwords, sessions),
    account: new AccountService(
      new AccountRepository(db),
      passwords,
      sessions,
      notifications,
      runtime.blobs,
      new PgBossJobHistory(db),
    ),
    tokens: new ApiTokensService(new ApiTokensRepository(db)),
    contact: new ContactRepository(db),
    mail: runtime.mail,
    notifications,
    ...cityServices,
    ...workspaceServices,
    thumbnails: new ProjectThumbnailsService(projectsRepo, runtime.blobs),
    projectBlobs: new ProjectBlobSweeper(runtime.blobs, cityServices.models.repo, projectsRepo),
    ...createShareServices(db, config, workspaceServices.cases, runtime.blobs),
    ...createAdminServices(db, workspaceServices.limits, notifications),
    analysis: new AnalysisService(
      db,
      new AnalysisRepository(db),
      workspaceServices.cases,
      runtime.queue,
      runtime.blobs,
      workspaceServices.workspaces.access,
    ),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Options every route plugin receives. */
export interface RouteDeps {
  services: Services;
  config: AppConfig;
}
