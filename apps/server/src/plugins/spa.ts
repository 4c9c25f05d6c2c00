import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errorBody } from "../lib/errors";

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) first.</p></body></html>`;

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else is revalidated;
 * precompressed `.br`/`.gz` files where the build wrote them.
 * Unknown /api paths answer 404 JSON; other unknown GET paths without a file extension get index.html so the
 * client router can handle them (its own 404 page included).
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasDist = existsSync(webDist);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: "index.html",
      cacheControl: false,
      // The web build writes `name.br` and `name.gz` next to its text files (apps/web/build/precompress.ts):
      // sent as they are to a browser that accepts them, so no file is compressed per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDist, "assets") + path.sep);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !path.extname(pathname);
    if (pathname === "/api" || pathname.startsWith("/api/") || !isPage) {
      return reply.status(404).send(errorBody("not_found", `No route ${request.method} ${pathname}.`));
    }
    if (hasDist && existsSync(path.join(webDist, "index.html"))) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(503).type("text/html; charset=utf-8").send(NOT_BUILT);
  });
}
