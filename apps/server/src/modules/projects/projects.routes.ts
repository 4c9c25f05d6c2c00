import {
  idParamsSchema,
  listAnswerSchema,
  listQuerySchema,
  projectCreateSchema,
  projectSchema,
  projectUpdateSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

export const projectsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["projects"];
  app.get(
    "/api/workspaces/:id/projects",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary: "Projects of a workspace, searched and sorted; a page when page or page_size is given",
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listAnswerSchema(projectSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.projects.list(actorOf(request), request.params.id, request.query),
  );

  app.post(
    "/api/workspaces/:id/projects",
    {
      schema: {
        tags,
        summary: "Create a project",
        params: idParamsSchema,
        body: projectCreateSchema,
        response: { 201: projectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.projects.create(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/project/:id",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary: "One project (project_name, services, ...)",
        params: idParamsSchema,
        response: { 200: projectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.projects.get(actorOf(request), request.params.id),
  );

  app.patch(
    "/api/project/:id",
    {
      schema: {
        tags,
        summary: "Edit a project (name, description, services)",
        params: idParamsSchema,
        body: projectUpdateSchema,
        response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.projects.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/project/:id",
    {
      schema: {
        tags,
        summary: "Delete a project with its cases",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.projects.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
