import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  idParamsSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { toApiToken } from "./tokens.presenter";

export const tokensRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  // Creating a token checks the password: limited like sign-in, so it cannot be guessed at speed.
  const rateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" };
  app.get(
    "/api/me/tokens",
    {
      schema: {
        tags: ["me"],
        summary: "Personal API tokens (active ones)",
        response: { 200: apiTokenListSchema, ...errorResponses(401) },
      },
    },
    async (request) => (await services.tokens.list(requireUser(request).user.id)).map(toApiToken),
  );

  app.post(
    "/api/me/tokens",
    {
      config: { rateLimit },
      schema: {
        tags: ["me"],
        summary:
          "Create a personal API token (shown once) with the account's password, signed in (not with a token); " +
          "`scope: read` allows safe methods only",
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user, via } = requireUser(request);
      // A token minting tokens would outlive its own revocation or expiry.
      if (via === "token") {
        throw new AppError(
          403,
          "session_required",
          "Sign in to create an API token; a token cannot make one.",
        );
      }
      const { row, token } = await services.tokens.create(user, request.body);
      return reply.status(201).send({ ...toApiToken(row), token });
    },
  );

  app.delete(
    "/api/me/tokens/:id",
    {
      schema: {
        tags: ["me"],
        summary: "Revoke a personal API token",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await services.tokens.revoke(requireUser(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
