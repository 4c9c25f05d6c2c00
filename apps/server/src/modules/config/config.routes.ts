import { publicConfigSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDeps } from "../../services";

export const configRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  const body = {
    brand: { name: config.brand.name, prefix: config.brand.prefix, footer_text: config.brand.footerText },
    ui: config.ui,
  };
  app.get(
    "/api/config",
    { schema: { tags: ["config"], summary: "Brand and UI flags", response: { 200: publicConfigSchema } } },
    async () => body,
  );
};
