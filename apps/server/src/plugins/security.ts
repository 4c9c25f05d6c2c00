import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
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
  rateLimitStore: (onCleanupError: (err: unknown) => void) => FastifyRateLimitStoreCtor,
  tileOrigins: readonly string[] = [],
  gtmId?: string,
) {
  const tagManager = gtmId ? TAG_MANAGER_ORIGINS : [];
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // CesiumJS compiles WebAssembly (its Draco, Basis and zip decoders); 'wasm-unsafe-eval' allows that and
        // nothing else (no eval of JavaScript).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...tagManager],
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
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Limits are per route (`config.rateLimit`); sign-in and registration use them. Counted in the database on
  // PostgreSQL, so API processes sharing it share the counts; in memory on PGlite (one process holds it).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore((err) => app.log.warn({ err }, "rate limit cleanup failed")),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, "rate_limited", `Too many attempts; try again in ${context.after}.`),
  });
}

/**
 * The headers helmet sets, computed once: none of our options depends on the request. (@fastify/helmet built
 * helmet's middleware again for every request, parsing the CSP directives each time: about 3 % of a dashboard
 * read's CPU.)
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw new Error("helmet refused its options", { cause: error });
    },
  );
  return headers;
}
