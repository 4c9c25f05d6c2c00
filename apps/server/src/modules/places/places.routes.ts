import { placesAnswerSchema, placesQuerySchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { requireUser } from "../../plugins/authenticate";

/** Searches per minute and IP: the dialog searches as the user types, and each may reach the address search. */
const rateLimit = { max: 60, timeWindow: "1 minute" };

/** Place search of the site dialog (signed-in users: it forwards queries to the address search). */
export const placesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.get(
    "/api/places",
    {
      config: { rateLimit },
      schema: {
        tags: ["places"],
        summary:
          "Catalogue cities and wards whose name matches q, then street addresses from the address search (GEOCODER_URL); when that fails, the local matches and a notice",
        querystring: placesQuerySchema,
        response: { 200: placesAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      requireUser(request);
      const { failure, ...answer } = await services.places.search(request.query.q);
      if (failure) request.log.warn({ err: failure }, "address search failed");
      return answer;
    },
  );
};
