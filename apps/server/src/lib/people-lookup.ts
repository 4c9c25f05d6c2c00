import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import { sha256Hex } from "./tokens";

/**
 * The rate limit of adding a person by e-mail (a workspace share, a group member), counted per signed-in user
 * over both routes: each answer tells whether an account exists, so nobody may probe addresses at speed.
 */
export function peopleLookupRateLimit(config: Pick<AppConfig, "rateLimitLookupPerMinute">) {
  return {
    max: config.rateLimitLookupPerMinute ?? 30,
    timeWindow: "1 minute",
    groupId: "people-lookup",
    // The user's id hashed: the count's row (deleted when its minute ends) names no account.
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `user:${sha256Hex(request.auth.user.id)}` : `ip:${request.ip}`,
  };
}
