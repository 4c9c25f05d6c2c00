import { passwordForgotBodySchema, passwordResetBodySchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../lib/schemas";
import { clearSessionCookie } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { cookieLocale } from "./auth.locale";

/** Password reset by e-mail: ask for a link (always 204), then set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const rateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: "1 minute" };

  app.post(
    "/api/auth/password/forgot",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link (same answer whether the address has an account or not)",
        body: passwordForgotBodySchema,
        response: { 204: noContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await services.passwordReset.requestLink(request.body, cookieLocale(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/auth/password/reset",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a mailed link; signs the user out everywhere",
        body: passwordResetBodySchema,
        response: { 204: noContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const userId = await services.passwordReset.reset(request.body);
      services.sessions.forgetUser(userId);
      // This browser's session was one of the user's: it is gone, so is its cookie.
      if (request.auth?.user.id === userId) clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
