import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { WriteCounter } from "../db/write-counter";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A GET answer of this route may be given again (plugins/read-cache.ts): `user` to the same signed-in user,
     * `public` to anyone (answers that do not depend on who asks, such as a shared case).
     */
    readCache?: "user" | "public";
  }
}

const JSON_TYPE = "application/json; charset=utf-8";
/** Larger answers (a big result manifest) are not kept. */
const MAX_BODY_CHARS = 512 * 1024;
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;

/** Headers of the request, not of the answer: never given again. */
const OWN_HEADERS = new Set(["content-length", "date", "set-cookie", "x-request-id"]);

interface Entry {
  body: string;
  /** Headers the route's handler set (cache-control of a shared case, ...). */
  headers: Record<string, string>;
  /** The process's write count read before the answer's query ran. */
  writes: number;
}

/**
 * Answers of the dashboard's reads (routes with `config.readCache`) kept per user and URL for `ttlMs`: a user's
 * dashboard, and every viewer polling a case, asks the same thing many times a second at most.
 *
 * An entry is used only while no write has finished in this process since its query began (`writes`, counted
 * by the database handle, commits included), so a user never sees an answer older than a write of this process,
 * their own or anyone's. Writes of other processes (a second server, a separate worker, the CLI) show within
 * `ttlMs`. Only 200 answers are kept, after authentication, keyed by user id (for `public` routes by nobody's)
 * and URL.
 */
export function registerReadCache(app: FastifyInstance, writes: WriteCounter, ttlMs: number) {
  if (ttlMs <= 0) return;
  const cache = new LRUCache<string, Entry>({
    max: 20_000,
    maxSize: MAX_TOTAL_CHARS,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
    ttl: ttlMs,
  });
  const pending = new WeakMap<FastifyRequest, { key: string; writes: number }>();

  // After every onRequest hook (authentication; a route's rate limit, which a kept answer must not escape),
  // before parsing and validation: the URL of a kept answer was validated when it was first answered.
  // `return reply` (a thenable) makes Fastify wait for the answer and skip the rest.
  app.addHook("preParsing", async (request, reply) => {
    const kind = request.routeOptions.config.readCache;
    if (request.method !== "GET" || !kind) return;
    const asker = kind === "public" ? "*" : request.auth?.user.id;
    if (!asker) return;
    const key = `${asker} ${request.url}`;
    const entry = cache.get(key);
    if (entry && entry.writes === writes.current)
      return reply.headers(entry.headers).type(JSON_TYPE).send(entry.body);
    pending.set(request, { key, writes: writes.current });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted) return payload;
    const fresh = wanted.writes === writes.current;
    if (
      fresh &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      payload.length <= MAX_BODY_CHARS
    ) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === "string" && !OWN_HEADERS.has(name)) headers[name] = value;
      }
      cache.set(wanted.key, { body: payload, headers, writes: wanted.writes });
    }
    return payload;
  });
}
