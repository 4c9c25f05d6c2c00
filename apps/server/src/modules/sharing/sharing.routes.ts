import {
  idParamsSchema,
  userParamsSchema,
  workspaceShareBodySchema,
  workspaceShareListSchema,
  workspaceShareSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { peopleLookupRateLimit } from "../../lib/people-lookup";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

export const sharingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const tags = ["sharing"];
  app.get(
    "/api/workspaces/:id/shares",
    {
      schema: {
        tags,
        summary: "Users a workspace is shared with",
        params: idParamsSchema,
        response: { 200: workspaceShareListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.sharing.list(actorOf(request), request.params.id),
  );

  app.put(
    "/api/workspaces/:id/shares",
    {
      config: { rateLimit: peopleLookupRateLimit(config) },
      schema: {
        tags,
        summary:
          "Share a workspace with a user by e-mail, or change their permission (RATE_LIMIT_LOOKUP a minute " +
          "per user, with group members)",
        params: idParamsSchema,
        body: workspaceShareBodySchema,
        response: { 200: workspaceShareSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) =>
      services.sharing.put(actorOf(request), request.params.id, request.body.email, request.body.permission),
  );

  app.delete(
    "/api/workspaces/:id/shares/:userId",
    {
      schema: {
        tags,
        summary: "Revoke a share (or leave a workspace shared with you)",
        params: userParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.sharing.remove(actorOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
