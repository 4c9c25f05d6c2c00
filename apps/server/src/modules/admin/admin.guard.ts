import type { FastifyRequest } from "fastify";
import { type AuthContext, requireUser } from "../../plugins/authenticate";
import { AppError } from "../../lib/errors";

/** The signed-in operator: 401 when signed out, 403 for anyone whose role is not `operator`. */
export function requireOperator(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (auth.user.role !== "operator") {
    throw new AppError(403, "forbidden", "Only operators may use the administration pages.");
  }
  return auth;
}
