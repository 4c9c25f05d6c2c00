import {
  adminInquiriesQuerySchema,
  adminInquiryPageSchema,
  adminInquirySchema,
  adminPlanBodySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  idParamsSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { adminBroadcastRoutes } from "./admin.broadcast.routes";
import { adminNewsRoutes } from "./admin.news.routes";
import { requireOperator } from "./admin.guard";

/**
 * /api/admin: operators only. The check runs on every route of this plugin before its input is validated, so
 * others get 401 / 403 whatever they send (read-only API tokens are refused writes by the authentication).
 */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { services } = deps;
  const tags = ["admin"];
  app.addHook("onRequest", async (request) => {
    requireOperator(request);
  });

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Users, newest first, with plan, role and counts; `q` searches name and e-mail",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => services.admin.users(request.query),
  );

  app.put(
    "/api/admin/users/:id/plan",
    {
      schema: {
        tags,
        summary: "Set a user's plan (basic, premium, custom) and, for custom, its own limits",
        params: idParamsSchema,
        body: adminPlanBodySchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.admin.setPlan(request.params.id, request.body.user_type, request.body.limits),
  );

  app.get(
    "/api/admin/inquiries",
    {
      schema: {
        tags,
        summary: "Contact inquiries, newest first (`unread=true`: only unread ones)",
        querystring: adminInquiriesQuerySchema,
        response: { 200: adminInquiryPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => services.admin.inquiries(request.query),
  );

  app.post(
    "/api/admin/inquiries/:id/read",
    {
      schema: {
        tags,
        summary: "Mark an inquiry read",
        params: idParamsSchema,
        response: { 200: adminInquirySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.admin.markInquiryRead(request.params.id),
  );

  await app.register(adminNewsRoutes, deps);
  await app.register(adminBroadcastRoutes, deps);
};
