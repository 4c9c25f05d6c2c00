import {
  loginBodySchema,
  meSchema,
  registerAcceptedSchema,
  registerBodySchema,
  registerConfirmBodySchema,
} from "@soracity/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UserRow } from "../../db/schema";
import { errorResponses, noContent } from "../../lib/schemas";
import { clearSessionCookie, setSessionCookie } from "../../plugins/authenticate";
import type { RouteDeps, Services } from "../../composition-root";
import { toMe } from "../users/users.presenter";
import { cookieLocale } from "./auth.locale";
import { passwordResetRoutes } from "./password-reset.routes";

/** Signs `user` in on this browser: a new session replaces the one it had, if any. */
async function signIn(services: Services, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  if (request.auth?.sessionId) await services.sessions.revoke(request.auth.sessionId);
  const token = await services.sessions.create(user.id, request.headers["user-agent"]);
  setSessionCookie(request, reply, token, services.sessions.maxAgeSeconds);
}

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { services, config } = deps;
  const rateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" };

  app.post(
    "/api/auth/register",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Start a registration: mails a confirmation link (the same answer for a taken address)",
        body: registerBodySchema,
        response: { 202: registerAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await services.auth.register(request.body, cookieLocale(request));
      return reply.status(202).send({ status: "mail_sent" });
    },
  );

  app.post(
    "/api/auth/register/confirm",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Create the account of a mailed registration link and sign in",
        body: registerConfirmBodySchema,
        response: { 201: meSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await services.auth.confirmRegistration(request.body.token);
      await signIn(services, request, reply, user);
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
      await signIn(services, request, reply, user);
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

  await app.register(passwordResetRoutes, deps);
};
