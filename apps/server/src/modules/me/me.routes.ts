import { localeBodySchema, meSchema, passwordChangeSchema, profileUpdateSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { toMe } from "../users/users.presenter";

export const meRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  // Routes that check a password are limited like sign-in, so it cannot be guessed at speed.
  const rateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" };

  app.get(
    "/api/me",
    {
      schema: {
        tags: ["me"],
        summary: "The signed-in user",
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request) => toMe(requireUser(request).user),
  );

  app.put(
    "/api/me/locale",
    {
      schema: {
        tags: ["me"],
        summary: "Save the interface locale on the user",
        body: localeBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await services.users.setLocale(user.id, request.body.locale);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/me",
    {
      schema: {
        tags: ["me"],
        summary: "Change the profile (only the fields sent change)",
        body: profileUpdateSchema,
        response: { 200: meSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return toMe(await services.me.updateProfile(user.id, request.body));
    },
  );

  app.put(
    "/api/me/password",
    {
      config: { rateLimit },
      schema: {
        tags: ["me"],
        summary:
          "Change the password; every other session of the user is signed out and, unless `revoke_tokens` " +
          "is false, every API token revoked",
        body: passwordChangeSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      await services.me.changePassword(auth.user, request.body, auth.sessionId ?? null);
      return reply.status(204).send(null);
    },
  );
};
