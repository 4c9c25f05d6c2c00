import { demoSessionSchema, demoStatusSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { errorResponses } from "../../lib/schemas";
import { setSessionCookie } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { toMe } from "../users/users.presenter";

/**
 * The one-click demo (DEMO): whether it is available, and a sign-in as the demo user without its password.
 * Off (or without a seeded demo account), both say so: `available: false`, and 404 for the sign-in.
 */
export const demoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const { demo } = services;

  app.get(
    "/api/demo",
    {
      schema: {
        tags: ["demo"],
        summary: "Whether the one-click demo sign-in is available (DEMO on and the demo account seeded)",
        response: { 200: demoStatusSchema },
      },
    },
    async () => ({ available: (await demo.demoUser()) !== undefined }),
  );

  app.post(
    "/api/demo/session",
    {
      config: { rateLimit: { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["demo"],
        summary: "Sign in as the demo user (DEMO only); answers the page of the demo's shadow case",
        response: { 200: demoSessionSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const user = await demo.demoUser();
      if (!user) throw notFound("Demo");
      if (request.auth?.sessionId) await services.sessions.revoke(request.auth.sessionId);
      const token = await services.sessions.create(user.id, request.headers["user-agent"]);
      setSessionCookie(request, reply, token, services.sessions.maxAgeSeconds);
      return reply.send({ user: toMe(user), link: await demo.landingLink(user.id) });
    },
  );
};
