import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { AppError, unauthenticated } from "../lib/errors";
import type { Services } from "../composition-root";

export const SESSION_COOKIE = "sid";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface AuthContext {
  user: UserRow;
  via: "session" | "token";
  /** API tokens only: `read` tokens may use safe methods only. */
  scope?: "full" | "read";
  /** Set when authenticated by the session cookie. */
  sessionId?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAge: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.protocol === "https",
    maxAge,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.protocol === "https",
  });
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Authenticates /api requests: `Authorization: Bearer <api token>` or the `sid` session cookie. Cookie-borne
 * unsafe requests must come from our own origin (or ALLOWED_ORIGINS): Origin, else Referer, is checked.
 */
export function registerAuthentication(app: FastifyInstance, services: Services, allowedOrigins: string[]) {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const found = match?.[1] ? await services.tokens.authenticate(match[1]) : undefined;
      if (!found) throw new AppError(401, "unauthenticated", "Invalid, expired or revoked API token.");
      if (found.scope === "read" && !SAFE_METHODS.has(request.method)) {
        throw new AppError(403, "forbidden", "This API token is read-only.");
      }
      request.auth = { user: found.user, via: "token", scope: found.scope };
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    if (!SAFE_METHODS.has(request.method)) {
      const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
      const own = originOf(`${request.protocol}://${request.host}`);
      if (!origin || (origin !== own && !allowedOrigins.includes(origin))) {
        throw new AppError(403, "csrf_rejected", "Cross-site request refused (Origin does not match).");
      }
    }
    const found = await services.sessions.resolve(token);
    if (found.status === "valid") {
      request.auth = { user: found.user, via: "session", sessionId: found.sessionId };
    } else {
      clearSessionCookie(request, reply);
    }
  });
  // Sessions are cached with their user for a few seconds: whatever a signed-in caller changed (locale, ...)
  // is read again by their next request. The hook runs once the handler's writes are done, before the answer.
  app.addHook("onSend", async (request) => {
    if (request.auth && !SAFE_METHODS.has(request.method)) services.sessions.forgetUser(request.auth.user.id);
  });
}
