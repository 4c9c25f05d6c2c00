import {
  idParamsSchema,
  newsPostInputSchema,
  newsPostPageSchema,
  newsPostSchema,
  pageQuerySchema,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { requireOperator } from "./admin.guard";

/** News posts for operators (registered inside adminRoutes, whose operator check covers these too). */
export const adminNewsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["admin"];

  app.get(
    "/api/admin/news",
    {
      schema: {
        tags,
        summary: "Every news post, drafts (future publish time) included, newest publish time first",
        querystring: pageQuerySchema(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX),
        response: { 200: newsPostPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => services.news.list(request.query),
  );

  app.get(
    "/api/admin/news/:id",
    {
      schema: {
        tags,
        summary: "One news post with both languages",
        params: idParamsSchema,
        response: { 200: newsPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.news.get(request.params.id),
  );

  app.post(
    "/api/admin/news",
    {
      schema: {
        tags,
        summary: "Post news: title and body in both languages and the publish time (future: a draft)",
        body: newsPostInputSchema,
        response: { 201: newsPostSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = requireOperator(request);
      return reply.status(201).send(await services.news.create(request.body, user.id));
    },
  );

  app.put(
    "/api/admin/news/:id",
    {
      schema: {
        tags,
        summary: "Replace a news post's texts and publish time",
        params: idParamsSchema,
        body: newsPostInputSchema,
        response: { 200: newsPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.news.update(request.params.id, request.body),
  );

  app.delete(
    "/api/admin/news/:id",
    {
      schema: {
        tags,
        summary: "Delete a news post",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.news.delete(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
