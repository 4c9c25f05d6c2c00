import {
  idParamsSchema,
  newsItemQuerySchema,
  newsItemSchema,
  newsListQuerySchema,
  newsPageSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";

/** Public news (PRODUCT.md §1: anonymous visitors read news): published posts only, newest first. */
export const newsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["news"];

  app.get(
    "/api/news",
    {
      schema: {
        tags,
        summary: "Published news posts, newest first, in the requested locale (jp when left out)",
        querystring: newsListQuerySchema,
        response: { 200: newsPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => services.news.published(request.query),
  );

  app.get(
    "/api/news/:id",
    {
      schema: {
        tags,
        summary: "One published news post (404 for a draft or an unknown id)",
        params: idParamsSchema,
        querystring: newsItemQuerySchema,
        response: { 200: newsItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => services.news.publishedOne(request.params.id, request.query.locale),
  );
};
