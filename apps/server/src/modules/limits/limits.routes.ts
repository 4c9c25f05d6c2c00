import { userLimitsSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";

export const limitsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.get(
    "/api/user/limits",
    {
      schema: {
        tags: ["plans"],
        summary: "The caller's plan (user_type), its limits and current counts",
        response: { 200: userLimitsSchema, ...errorResponses(401) },
      },
    },
    async (request) => services.limits.forUser(requireUser(request).user),
  );
};
