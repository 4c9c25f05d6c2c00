import {
  groupCreateSchema,
  groupMoveSchema,
  groupSchema,
  groupTreeSchema,
  groupUpdateSchema,
  idParamsSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

export const groupsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["groups"];
  app.get(
    "/api/groupsclosure/tree",
    {
      schema: {
        tags,
        summary: "Groups the caller owns or belongs to, with sub-groups (flat, parents first)",
        response: { 200: groupTreeSchema, ...errorResponses(401) },
      },
    },
    async (request) => services.groups.tree(requireUser(request).user.id),
  );

  app.post(
    "/api/groups",
    {
      schema: {
        tags,
        summary: "Create a group, or a sub-group with parent_id",
        body: groupCreateSchema,
        response: { 201: groupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = { userId: requireUser(request).user.id };
      return reply
        .status(201)
        .send(await services.groups.create(actor, request.body.name, request.body.parent_id));
    },
  );

  app.get(
    "/api/groups/:id",
    {
      schema: {
        tags,
        summary: "One group",
        params: idParamsSchema,
        response: { 200: groupSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.groups.get(actorOf(request), request.params.id),
  );

  app.patch(
    "/api/groups/:id",
    {
      schema: {
        tags,
        summary: "Rename a group",
        params: idParamsSchema,
        body: groupUpdateSchema,
        response: { 200: groupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.groups.rename(actorOf(request), request.params.id, request.body.name),
  );

  app.post(
    "/api/groups/:id/move",
    {
      schema: {
        tags,
        summary: "Move a group under another group of its tree, or to the top level",
        params: idParamsSchema,
        body: groupMoveSchema,
        response: { 200: groupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => services.groups.move(actorOf(request), request.params.id, request.body.parent_id),
  );

  app.delete(
    "/api/groups/:id",
    {
      schema: {
        tags,
        summary: "Delete a group with its sub-groups, members and group workspaces",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.groups.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
