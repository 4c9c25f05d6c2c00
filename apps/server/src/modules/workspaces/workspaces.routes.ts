import {
  idParamsSchema,
  workspaceCreateSchema,
  workspaceListQuerySchema,
  listAnswerSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

export const workspacesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["workspaces"];
  app.get(
    "/api/workspaces",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary:
          "My, shared or group workspaces, searched and sorted; a page when page or page_size is given",
        querystring: workspaceListQuerySchema,
        response: {
          200: listAnswerSchema(workspaceSchema),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => services.workspaces.list(requireUser(request).user.id, request.query),
  );

  app.post(
    "/api/workspaces",
    {
      schema: {
        tags,
        summary: "Create a workspace (with group_id: a group workspace)",
        body: workspaceCreateSchema,
        response: { 201: workspaceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = { userId: requireUser(request).user.id };
      return reply.status(201).send(await services.workspaces.create(actor, request.body));
    },
  );

  app.get(
    "/api/workspaces/:id",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary: "One workspace",
        params: idParamsSchema,
        response: { 200: workspaceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.workspaces.get(actorOf(request), request.params.id),
  );

  app.patch(
    "/api/workspaces/:id",
    {
      schema: {
        tags,
        summary: "Rename a workspace",
        params: idParamsSchema,
        body: workspaceUpdateSchema,
        response: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.workspaces.rename(actorOf(request), request.params.id, request.body.name),
  );

  app.delete(
    "/api/workspaces/:id",
    {
      schema: {
        tags,
        summary: "Delete a workspace with its projects and cases",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.workspaces.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
