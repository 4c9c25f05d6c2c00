import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Writable } from "node:stream";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type AppConfig, DEFAULT_READ_CACHE_MS } from "./config";
import { analysisRoutes } from "./modules/analysis/analysis.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { citiesRoutes } from "./modules/cities/cities.routes";
import { configRoutes } from "./modules/config/config.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { demoRoutes } from "./modules/demo/demo.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { meRoutes } from "./modules/me/me.routes";
import { accountRoutes } from "./modules/account/account.routes";
import { modelsRoutes } from "./modules/models/models.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { tokensRoutes } from "./modules/tokens/tokens.routes";
import { exportsRoutes } from "./modules/exports/exports.routes";
import { shareRoutes } from "./modules/share/share.routes";
import { newsRoutes } from "./modules/news/news.routes";
import { placesRoutes } from "./modules/places/places.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { casesRoutes } from "./modules/cases/cases.routes";
import { groupMembersRoutes } from "./modules/groups/groups.members.routes";
import { groupsRoutes } from "./modules/groups/groups.routes";
import { limitsRoutes } from "./modules/limits/limits.routes";
import { mastersRoutes } from "./modules/masters/masters.routes";
import { projectsRoutes } from "./modules/projects/projects.routes";
import { projectThumbnailRoutes } from "./modules/projects/projects.thumbnail.routes";
import { sharingRoutes } from "./modules/sharing/sharing.routes";
import { workspacesRoutes } from "./modules/workspaces/workspaces.routes";
import { registerAuthentication } from "./plugins/authenticate";
import { registerDocs } from "./plugins/docs";
import { registerCompression } from "./plugins/compression";
import { registerErrorHandler } from "./plugins/errors";
import { registerMetrics } from "./plugins/metrics";
import { registerReadCache } from "./plugins/read-cache";
import { registerSecurity } from "./plugins/security";
import { registerSpa } from "./plugins/spa";
import type { Runtime } from "./runtime";
import { createServices, type RouteDeps } from "./composition-root";

export interface BuildOptions {
  /** Human-readable logs (main.ts turns this on for a terminal). */
  prettyLogs?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

/** Paths whose requests are logged at `info`: the API's; the web app's files, probes and metrics at `debug`. */
const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/** JSON bodies above this answer 413 (uploads get their own, larger limits on their routes). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** A caller's request id is kept when it looks like one; otherwise a new UUID. */
function genReqId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Builds the HTTP app on an open database; main.ts listens, tests use `app.inject()`. */
export async function buildApp(
  config: AppConfig,
  runtime: Runtime,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      ...(options.prettyLogs ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, written when it is answered (see the onResponse hook below), instead of two.
    disableRequestLogging: true,
    genReqId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // A page load fetches dozens of scripts and a 3D view hundreds of tiles: at `info` only API calls (tiles are
  // API calls too) and failures of the rest, so the start-up banner and real events stay readable.
  app.addHook("onResponse", async (request, reply) => {
    const level = isApiPath(request.url) || reply.statusCode >= 500 ? "info" : "debug";
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  });

  await app.register(cookie);
  await registerCompression(app);
  await registerMetrics(app, runtime.db, config.metrics);
  await registerSecurity(app, runtime.rateLimitStore, config.mapTileOrigins, config.gtmId);
  await registerDocs(app, config.brand.name);

  const services = createServices(runtime, config);
  // The queue belongs to the runtime; closing the app stops taking and sending jobs.
  app.addHook("onClose", () => runtime.queue.stop());
  // Mails still being sent go out before the app closes.
  app.decorate("mail", runtime.mail);
  app.addHook("onClose", () => runtime.mail.settle());
  registerAuthentication(app, services, config.allowedOrigins);
  registerReadCache(app, runtime.writes, config.readCacheMs ?? DEFAULT_READ_CACHE_MS);
  const deps: RouteDeps = { services, config };
  for (const routes of [
    healthRoutes,
    configRoutes,
    authRoutes,
    meRoutes,
    accountRoutes,
    tokensRoutes,
    contactRoutes,
    demoRoutes,
    citiesRoutes,
    placesRoutes,
    modelsRoutes,
    notificationsRoutes,
    analysisRoutes,
    shareRoutes,
    exportsRoutes,
    newsRoutes,
    adminRoutes,
    mastersRoutes,
    limitsRoutes,
    workspacesRoutes,
    sharingRoutes,
    projectsRoutes,
    projectThumbnailRoutes,
    casesRoutes,
    groupsRoutes,
    groupMembersRoutes,
  ]) {
    await app.register(routes, deps);
  }
  await registerSpa(app, config.webDist);
  return app;
}
