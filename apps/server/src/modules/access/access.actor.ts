import type { FastifyRequest } from "fastify";
import type { Actor } from "./access.policy";

/** The policy's actor for a request: the signed-in user, or null when signed out. */
export const actorOf = (request: FastifyRequest): Actor | null =>
  request.auth ? { userId: request.auth.user.id } : null;
