import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

type Transform = typeof jsonSchemaTransform;

/**
 * The operationId of a route: its method in lower case, then its path's words in PascalCase without the `/api`
 * prefix, a path parameter as `By` and its name: `GET /api/workspaces/:id/projects` -> `getWorkspacesByIdProjects`,
 * `POST /api/notification/read-all` -> `postNotificationReadAll`. Method and path identify a route, so the ids
 * are unique; a route may set its own `schema.operationId` instead.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^(?::|\{)(\w+)\}?(.*)$/.exec(segment);
      const words = (param ? (param[2] ?? "") : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param?.[1] ? ["By", param[1], ...words] : words;
    });
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  return method.toLowerCase() + pascal;
}

/** jsonSchemaTransform (zod -> OpenAPI 3.0 schemas) plus an operationId on every operation. */
const withOperationIds: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = (output.schema ?? {}) as { hide?: boolean; operationId?: string };
  const method = input.route.method;
  if (schema.hide || schema.operationId || typeof method !== "string") return output;
  return { ...output, schema: { ...schema, operationId: operationIdOf(method, input.url) } };
};

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
    transform: withOperationIds,
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
