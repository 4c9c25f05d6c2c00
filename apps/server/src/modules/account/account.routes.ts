import { accountDeleteSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { clearSessionCookie, requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  // The password is checked here: limited like sign-in, so it cannot be guessed at speed.
  const rateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" };

  app.delete(
    "/api/me",
    {
      config: { rateLimit },
      schema: {
        tags: ["me"],
        summary: "Delete the signed-in user's account and all their data (irreversible)",
        description:
          "Needs the account's password. Groups the user owns pass to their strongest, longest-standing " +
          "member (or are deleted without one); the user's workspaces are deleted and their members notified.",
        body: accountDeleteSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await services.account.delete(user, request.body);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
