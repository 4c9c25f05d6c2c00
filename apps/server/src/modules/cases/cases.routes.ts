import {
  caseCopySchema,
  caseCreateSchema,
  caseListQuerySchema,
  caseSchema,
  caseUpdateSchema,
  idParamsSchema,
  listAnswerSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

export const casesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["cases"];
  app.get(
    "/api/project/:id/cases",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary:
          "Cases of a project (optionally of one service), searched and sorted; a page when page or page_size is given",
        params: idParamsSchema,
        querystring: caseListQuerySchema,
        response: { 200: listAnswerSchema(caseSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.cases.list(actorOf(request), request.params.id, request.query),
  );

  app.post(
    "/api/project/:id/cases",
    {
      schema: {
        tags,
        summary: "Create a draft case under a service of the project",
        params: idParamsSchema,
        body: caseCreateSchema,
        response: { 201: caseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.cases.create(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/cases/:id",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary: "One case",
        params: idParamsSchema,
        response: { 200: caseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.cases.get(actorOf(request), request.params.id),
  );

  app.patch(
    "/api/cases/:id",
    {
      schema: {
        tags,
        summary:
          "Rename a case or change its parameters (the share link: POST / DELETE /api/cases/{id}/share)",
        params: idParamsSchema,
        body: caseUpdateSchema,
        response: { 200: caseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.cases.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/cases/:id/copy",
    {
      schema: {
        tags,
        summary: "Copy a case (a new draft with the same parameters)",
        params: idParamsSchema,
        body: caseCopySchema.optional(),
        response: { 201: caseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.cases.copy(actorOf(request), request.params.id, request.body?.name)),
  );

  app.delete(
    "/api/cases/:id",
    {
      schema: {
        tags,
        summary: "Delete a case",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.cases.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
