import { publicConfigSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDeps } from "../../composition-root";
import { DEFAULT_PLAN_LIMITS } from "../limits/limits.config";

export const configRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  const body = {
    brand: { name: config.brand.name, prefix: config.brand.prefix, footer_text: config.brand.footerText },
    ui: config.ui,
    analytics: { gtm_id: config.gtmId ?? null },
    plans: config.planLimits ?? DEFAULT_PLAN_LIMITS,
  };
  app.get(
    "/api/config",
    {
      schema: {
        tags: ["config"],
        summary: "Brand, UI flags, tag manager and plan limits",
        response: { 200: publicConfigSchema },
      },
    },
    async () => body,
  );
};
