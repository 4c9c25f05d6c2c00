import { isLocale, loginBodySchema, meSchema, registerBodySchema } from "@soracity/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { clearSessionCookie, setSessionCookie } from "../../plugins/authenticate";
import type { RouteDeps } from "../../services";
import { toMe } from "../users/users.presenter";

/** The locale cookie the web app writes (read only as a fallback). */
const cookieLocale = (request: FastifyRequest) => {
  const value = request.cookies.locale;
  return isLocale(value) ? value : undefined;
};

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const rateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" };

  app.post(
    "/api/auth/register",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: registerBodySchema,
        response: { 201: meSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await services.auth.register(request.body, cookieLocale(request));
      if (request.auth?.sessionId) await services.sessions.revoke(request.auth.sessionId);
      const token = await services.sessions.create(user.id, request.headers["user-agent"]);
      setSessionCookie(request, reply, token, services.sessions.maxAgeSeconds);
      return reply.status(201).send(toMe(user));
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: loginBodySchema,
        response: { 200: meSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await services.auth.login(request.body, cookieLocale(request));
      // A sign-in replaces the session this browser had, if any.
      if (request.auth?.sessionId) await services.sessions.revoke(request.auth.sessionId);
      const token = await services.sessions.create(user.id, request.headers["user-agent"]);
      setSessionCookie(request, reply, token, services.sessions.maxAgeSeconds);
      return reply.send(toMe(user));
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "Sign out (ends this session)", response: { 204: noContent } } },
    async (request, reply) => {
      if (request.auth?.sessionId) await services.sessions.revoke(request.auth.sessionId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
