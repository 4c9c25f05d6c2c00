import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config";

/**
 * The rate limit of adding a person by e-mail (a workspace share, a group member), counted per signed-in user
 * over both routes: each answer tells whether an account exists, so nobody may probe addresses at speed.
 */
export function peopleLookupRateLimit(config: Pick<AppConfig, "rateLimitLookupPerMinute">) {
  return {
    max: config.rateLimitLookupPerMinute ?? 30,
    timeWindow: "1 minute",
    groupId: "people-lookup",
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
  };
}
