import type { AppConfig } from "./config";
import { PasswordHasher } from "./lib/passwords";
import type { Runtime } from "./runtime";
import { AccessRepository } from "./modules/access/access.repository";
import { PgBossJobHistory } from "./modules/account/account.jobs";
import { AccountRepository } from "./modules/account/account.repository";
import { AccountService } from "./modules/account/account.service";
import { createBroadcastService } from "./modules/admin/admin.broadcast.service";
import { AdminRepository } from "./modules/admin/admin.repository";
import { AdminService } from "./modules/admin/admin.service";
import { AnalysisRepository } from "./modules/analysis/analysis.repository";
import { AnalysisService } from "./modules/analysis/analysis.service";
import { AuthService } from "./modules/auth/auth.service";
import { PasswordResetRepository } from "./modules/auth/password-reset.repository";
import { PasswordResetService } from "./modules/auth/password-reset.service";
import { PendingRegistrationsRepository } from "./modules/auth/pending-registrations.repository";
import { CasesRepository } from "./modules/cases/cases.repository";
import { CasesService } from "./modules/cases/cases.service";
import { createCatalogue } from "./modules/cities/catalogue.wiring";
import { CityFetchRepository } from "./modules/cityfetch/cityfetch.repository";
import { CityFetchService } from "./modules/cityfetch/cityfetch.service";
import { ContactRepository } from "./modules/contact/contact.repository";
import { ContactService } from "./modules/contact/contact.service";
import { DemoRepository } from "./modules/demo/demo.repository";
import { DemoService } from "./modules/demo/demo.service";
import { ExportsRepository } from "./modules/exports/exports.repository";
import { ExportsService } from "./modules/exports/exports.service";
import { GroupsRepository } from "./modules/groups/groups.repository";
import { GroupsService } from "./modules/groups/groups.service";
import { HealthRepository } from "./modules/health/health.repository";
import { HealthService } from "./modules/health/health.service";
import { LimitsRepository } from "./modules/limits/limits.repository";
import { LimitsService } from "./modules/limits/limits.service";
import { MeRepository } from "./modules/me/me.repository";
import { MeService } from "./modules/me/me.service";
import { ModelParser } from "./modules/models/models.parse";
import { ProjectModelsRepository } from "./modules/models/models.repository";
import { ProjectModelsService } from "./modules/models/models.service";
import { ProjectBlobSweeper } from "./modules/models/models.sweep";
import { NewsRepository } from "./modules/news/news.repository";
import { NewsService } from "./modules/news/news.service";
import { PlacesService } from "./modules/places/places.service";
import { createNotificationsService } from "./modules/notifications/notifications.service";
import { ProjectsRepository } from "./modules/projects/projects.repository";
import { ProjectsService } from "./modules/projects/projects.service";
import { ProjectThumbnailsService } from "./modules/projects/projects.thumbnail.service";
import { SessionsRepository } from "./modules/sessions/sessions.repository";
import { SessionsService } from "./modules/sessions/sessions.service";
import { ShareLinkKey } from "./modules/share/share.key";
import { ShareRepository } from "./modules/share/share.repository";
import { ShareService } from "./modules/share/share.service";
import { SharingRepository } from "./modules/sharing/sharing.repository";
import { SharingService } from "./modules/sharing/sharing.service";
import { ApiTokensRepository } from "./modules/tokens/tokens.repository";
import { ApiTokensService } from "./modules/tokens/tokens.service";
import { createUsersService } from "./modules/users/users.service";
import { WorkspacesRepository } from "./modules/workspaces/workspaces.repository";
import { WorkspacesService } from "./modules/workspaces/workspaces.service";

/**
 * Composition root: builds every repository and service of one app instance (no globals, so tests can run
 * several apps), each module after the modules it calls. Routes receive the services only (RouteDeps).
 */
export function createServices(runtime: Runtime, config: AppConfig) {
  const { db, blobs, mail } = runtime;
  // Accounts and sign-in.
  const users = createUsersService(db);
  const passwords = new PasswordHasher(config.argon2);
  const notifications = createNotificationsService(db, users);
  const sessions = new SessionsService(new SessionsRepository(db), config.session);
  const account = new AccountService(
    new AccountRepository(db),
    passwords,
    sessions,
    notifications,
    blobs,
    new PgBossJobHistory(db),
  );
  // Plans, then the dashboard's resources: each checks the caller's role through the access module.
  const limits = new LimitsService(new LimitsRepository(db), config.planLimits);
  const access = new AccessRepository(db);
  const groups = new GroupsService(db, new GroupsRepository(db), access, users, limits, notifications);
  const workspaces = new WorkspacesService(db, new WorkspacesRepository(db), groups, access, limits);
  const projectsRepo = new ProjectsRepository(db);
  const projects = new ProjectsService(db, projectsRepo, workspaces, access, limits);
  const cases = new CasesService(db, new CasesRepository(db), projects, access, limits);
  const thumbnails = new ProjectThumbnailsService(projectsRepo, blobs);
  const modelsRepo = new ProjectModelsRepository(db);
  // Results: exports and share links read a case's result; cases show their share link.
  const exportsService = new ExportsService(new ExportsRepository(db), cases, blobs);
  const share = new ShareService(
    new ShareRepository(db),
    new ShareLinkKey(db, config.shareLinkSecret),
    cases,
    exportsService,
  );
  cases.useShareUrls(share);
  const catalogue = createCatalogue(db);
  // City models on demand (issue 28): saving a site starts a fetch; a fetch's reader needs project access.
  const cityFetches = new CityFetchService(new CityFetchRepository(db), runtime.queue, config.plateauApiUrl);
  projects.useSiteFetches(cityFetches);
  cityFetches.useProjectAccess(async (actor, projectId) => {
    await projects.authorized(actor, projectId, "workspace:read");
  });
  return {
    health: new HealthService(new HealthRepository(db)),
    demo: new DemoService(new DemoRepository(db), config.demo === true),
    users,
    auth: new AuthService(users, passwords, new PendingRegistrationsRepository(db), mail),
    passwordReset: new PasswordResetService(new PasswordResetRepository(db), users, passwords, mail),
    sessions,
    me: new MeService(new MeRepository(db), users, passwords, sessions),
    account,
    tokens: new ApiTokensService(new ApiTokensRepository(db), passwords),
    contact: new ContactService(new ContactRepository(db), mail),
    mail,
    notifications,
    limits,
    workspaces,
    sharing: new SharingService(workspaces, new SharingRepository(db), users, notifications),
    projects,
    cases,
    groups,
    ...catalogue,
    cityFetches,
    places: new PlacesService(catalogue.cities, config.geocoderUrl),
    models: new ProjectModelsService(modelsRepo, blobs, new ModelParser(), limits),
    thumbnails,
    projectBlobs: new ProjectBlobSweeper(blobs, modelsRepo, thumbnails),
    share,
    exports: exportsService,
    news: new NewsService(new NewsRepository(db)),
    admin: new AdminService(new AdminRepository(db), limits),
    broadcasts: createBroadcastService(db, runtime.queue, notifications),
    analysis: new AnalysisService(
      db,
      new AnalysisRepository(db, blobs),
      cases,
      runtime.queue,
      blobs,
      access,
      limits,
    ),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Options every route plugin receives. */
export interface RouteDeps {
  services: Services;
  config: AppConfig;
}
