import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors";

/** Hosts a Google Tag Manager container loads from and reports to. */
const TAG_MANAGER_ORIGINS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
];

/**
 * Security headers with a CSP the web app satisfies: own scripts only; inline styles because MUI/emotion
 * inject them; images from data:/blob: (canvas exports, previews) and the base-map tile origins
 * (MAP_TILE_ORIGINS, GSI's by default); workers from blob: (CesiumJS, PGlite); no other external hosts, but
 * Google Tag Manager's when a container id is configured (GTM_ID: its script, pixels and collection calls).
 */
export async function registerSecurity(
  app: FastifyInstance,
  tileOrigins: readonly string[] = [],
  gtmId?: string,
) {
  const tagManager = gtmId ? TAG_MANAGER_ORIGINS : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...tagManager],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...tileOrigins, ...tagManager],
        fontSrc: ["'self'", "data:"],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...tagManager],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Plain-HTTP installs on a LAN must keep working, so no upgrade-insecure-requests and no HSTS here
    // (a TLS-terminating proxy sets HSTS).
    strictTransportSecurity: false,
  });
  // Limits are per route (`config.rateLimit`); sign-in and registration use them.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, "rate_limited", `Too many attempts; try again in ${context.after}.`),
  });
}
