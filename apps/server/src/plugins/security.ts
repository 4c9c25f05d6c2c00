import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors";

/**
 * Security headers with a CSP the web app satisfies: own scripts only; inline styles because MUI/emotion
 * inject them; images from data:/blob: (canvas exports, previews) and the base-map tile origins
 * (MAP_TILE_ORIGINS, GSI's by default); workers from blob: (CesiumJS, PGlite); no other external hosts.
 */
export async function registerSecurity(app: FastifyInstance, tileOrigins: readonly string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...tileOrigins],
        fontSrc: ["'self'", "data:"],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
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
