import {
  adminBroadcastPageSchema,
  adminBroadcastResultSchema,
  adminBroadcastSchema,
  adminBroadcastsQuerySchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { requireOperator } from "./admin.guard";

/** Notifications to every user (registered inside adminRoutes, whose operator check covers these too). */
export const adminBroadcastRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["admin"];

  app.get(
    "/api/admin/notifications",
    {
      schema: {
        tags,
        summary:
          "Notifications sent to every user, newest first, with their progress (queued, sending, sent, failed)",
        querystring: adminBroadcastsQuerySchema,
        response: { 200: adminBroadcastPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => services.broadcasts.list(request.query),
  );

  app.post(
    "/api/admin/notifications",
    {
      schema: {
        tags,
        summary:
          "Send a notification to every user, each in their own language: queued (202), then written by a job",
        body: adminBroadcastSchema,
        response: { 202: adminBroadcastResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = requireOperator(request);
      return reply.status(202).send(await services.broadcasts.queue(request.body, user.id));
    },
  );
};
