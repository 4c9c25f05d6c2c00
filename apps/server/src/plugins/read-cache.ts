import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { WriteCounter } from "../db/write-counter";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A GET answer of this route may be given again to the same user (plugins/read-cache.ts). */
    readCache?: boolean;
  }
}

const JSON_TYPE = "application/json; charset=utf-8";
/** Larger answers (a big result manifest) are not kept. */
const MAX_BODY_CHARS = 512 * 1024;
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;

interface Entry {
  body: string;
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
 * `ttlMs`. Only 200 answers of signed-in users are kept, after authentication, keyed by user id and URL.
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

  // After authentication (an onRequest hook registered before this one), before parsing and validation: the
  // URL of a kept answer was validated when it was first answered.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !request.routeOptions.config.readCache || !request.auth) return;
    const key = `${request.auth.user.id} ${request.url}`;
    const entry = cache.get(key);
    if (entry && entry.writes === writes.current) return reply.type(JSON_TYPE).send(entry.body);
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
      cache.set(wanted.key, { body: payload, writes: wanted.writes });
    }
    return payload;
  });
}
