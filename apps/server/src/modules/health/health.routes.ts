import { healthSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDeps } from "../../composition-root";

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.get(
    "/healthz",
    { schema: { tags: ["health"], summary: "The process is alive", response: { 200: healthSchema } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "The database answers",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await services.health.ping();
        return { status: "ok" as const };
      } catch (err) {
        request.log.warn({ err }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
};
