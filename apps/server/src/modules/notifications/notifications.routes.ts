import {
  idParamsSchema,
  listAnswerSchema,
  notificationListQuerySchema,
  notificationReadBodySchema,
  notificationSchema,
  notificationUnreadSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";

/** The caller's notifications (PRODUCT.md §7): list, unread count, mark read, delete. */
export const notificationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["notifications"];
  services.notifications.reportErrorsTo(app.log);

  app.get(
    "/api/notification",
    {
      schema: {
        tags,
        summary:
          "The caller's notifications, newest first, searched in their text (at most 100; a page when page or page_size is given)",
        querystring: notificationListQuerySchema,
        response: { 200: listAnswerSchema(notificationSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => services.notifications.list(requireUser(request).user.id, request.query),
  );

  app.get(
    "/api/notification/unread",
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        response: { 200: notificationUnreadSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread: await services.notifications.unread(requireUser(request).user.id) }),
  );

  app.post(
    "/api/notification/read",
    {
      schema: {
        tags,
        summary: "Mark notifications of the caller read (other ids are ignored)",
        body: notificationReadBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await services.notifications.markRead(requireUser(request).user.id, request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/notification/read-all",
    {
      schema: {
        tags,
        summary: "Mark every notification of the caller read",
        response: { 204: noContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await services.notifications.markAllRead(requireUser(request).user.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/notification/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the caller's notifications",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await services.notifications.delete(requireUser(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
