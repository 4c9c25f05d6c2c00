import { localeBodySchema, meSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../services";
import { toMe } from "../users/users.presenter";

export const meRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.get(
    "/api/me",
    {
      schema: {
        tags: ["me"],
        summary: "The signed-in user",
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request) => toMe(requireUser(request).user),
  );

  app.put(
    "/api/me/locale",
    {
      schema: {
        tags: ["me"],
        summary: "Save the interface locale on the user",
        body: localeBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await services.users.setLocale(user.id, request.body.locale);
      return reply.status(204).send(null);
    },
  );
};
