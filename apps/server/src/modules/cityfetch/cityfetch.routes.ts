import { cityFetchCreateSchema, cityFetchParamsSchema, cityFetchSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDeps } from "../../composition-root";
import { unauthenticated } from "../../lib/errors";
import { errorResponses } from "../../lib/schemas";
import { actorOf } from "../access/access.actor";
import { localeOfHeader } from "./cityfetch.messages";
import { toCityFetch } from "./cityfetch.service";

/** Each POST may ask PLATEAU's catalogue once: a few a minute per user is plenty for setting sites. */
const rateLimit = { max: 20, timeWindow: "1 minute" };

/** On-demand city-model fetches (issue 28): POST /api/city-fetches and GET /api/city-fetches/:id. */
export const cityFetchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["cities"];
  app.post(
    "/api/city-fetches",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          "Fetch the PLATEAU buildings of an area the server lacks (a job with progress); a finished fetch when it has them all",
        body: cityFetchCreateSchema,
        response: { 202: cityFetchSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!actor) throw unauthenticated();
      const row = await services.cityFetches.start(actor.userId, request.body.bbox);
      return reply.status(202).send(toCityFetch(row, localeOfHeader(request.headers["accept-language"])));
    },
  );

  app.get(
    "/api/city-fetches/:id",
    {
      schema: {
        tags,
        summary: "A city-model fetch: status and files_done of files_total",
        params: cityFetchParamsSchema,
        response: { 200: cityFetchSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!actor) throw unauthenticated();
      const row = await services.cityFetches.get(actor, request.params.id);
      return toCityFetch(row, localeOfHeader(request.headers["accept-language"]));
    },
  );
};
