import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI document generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, brandName: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${brandName} API`, version: "0.1.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          bearer: { type: "http", scheme: "bearer", description: "Personal API token (sor_...)" },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas named with an id (the tileset's recursive tile) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  // The UI's pages get their own CSP (swagger-ui sets inline styles; nothing external is loaded).
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'").replace(/ https:/g, ""),
  });
}
