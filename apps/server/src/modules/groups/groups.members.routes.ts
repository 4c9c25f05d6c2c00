import {
  groupMemberBodySchema,
  groupMemberListQuerySchema,
  groupMemberSchema,
  idParamsSchema,
  listAnswerSchema,
  userParamsSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { peopleLookupRateLimit } from "../../lib/people-lookup";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

export const groupMembersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const tags = ["groups"];
  app.get(
    "/api/groups/:id/members",
    {
      schema: {
        tags,
        summary: "Members of a group, searched and sorted; a page when page or page_size is given",
        params: idParamsSchema,
        querystring: groupMemberListQuerySchema,
        response: { 200: listAnswerSchema(groupMemberSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.groups.members(actorOf(request), request.params.id, request.query),
  );

  app.put(
    "/api/groups/:id/members",
    {
      config: { rateLimit: peopleLookupRateLimit(config) },
      schema: {
        tags,
        summary:
          "Add a member by e-mail, or change their role (RATE_LIMIT_LOOKUP a minute per user, with workspace " +
          "shares)",
        params: idParamsSchema,
        body: groupMemberBodySchema,
        response: { 200: groupMemberSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) =>
      services.groups.putMember(actorOf(request), request.params.id, request.body.email, request.body.role),
  );

  app.delete(
    "/api/groups/:id/members/:userId",
    {
      schema: {
        tags,
        summary: "Remove a member (or leave the group)",
        params: userParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.groups.removeMember(actorOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
