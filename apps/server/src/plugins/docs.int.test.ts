import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app";
import { operationIdOf } from "./docs";

const server = useTestApp();

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Keywords of JSON Schema 2019-09/2020-12 that OpenAPI 3.0's schema object does not have. */
const NOT_OPENAPI_30 = [
  "$defs",
  "$schema",
  "$id",
  "const",
  "prefixItems",
  "unevaluatedProperties",
  "unevaluatedItems",
  "dependentRequired",
  "dependentSchemas",
  "contentMediaType",
  "contentEncoding",
  "examples",
];

const SUBSCHEMAS = ["items", "not", "additionalProperties", "anyOf", "oneOf", "allOf"];

/** The schema `schema` and every schema inside it. */
function* schemaTree(schema: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(schema)) {
    for (const item of schema) yield* schemaTree(item);
    return;
  }
  if (typeof schema !== "object" || schema === null) return;
  const record = schema as Record<string, unknown>;
  yield record;
  for (const key of SUBSCHEMAS) yield* schemaTree(record[key]);
  for (const property of Object.values(record.properties ?? {})) yield* schemaTree(property);
}

/** Every schema of the operations (the `schema` of parameters, request bodies and responses). */
function* operationSchemas(node: unknown): Generator<Record<string, unknown>> {
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "schema") yield* schemaTree(value);
    else yield* operationSchemas(value);
  }
}

describe("OpenAPI document at /api/docs/json", () => {
  it("is a valid OpenAPI 3.0 document", async () => {
    const res = await server.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.0\./);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("uses no JSON Schema 2020-12 keywords or type lists in its schemas", async () => {
    const doc = (await server.app.inject({ url: "/api/docs/json" })).json();
    const components = Object.values(doc.components?.schemas ?? {});
    expect(components.length).toBeGreaterThan(0); // the tileset's recursive tile
    const schemas = [
      ...operationSchemas(doc.paths),
      ...components.flatMap((schema) => [...schemaTree(schema)]),
    ];
    expect(schemas.length).toBeGreaterThan(500);
    const offending = schemas.flatMap((schema) => [
      ...NOT_OPENAPI_30.filter((keyword) => keyword in schema),
      ...(Array.isArray(schema.type) || schema.type === "null"
        ? ["type: " + JSON.stringify(schema.type)]
        : []),
    ]);
    expect(offending).toEqual([]);
  });

  it("gives every operation a unique camelCase operationId", async () => {
    const doc = (await server.app.inject({ url: "/api/docs/json" })).json();
    const ids: string[] = [];
    const missing: string[] = [];
    for (const [url, item] of Object.entries<Record<string, { operationId?: string }>>(doc.paths)) {
      for (const method of METHODS.filter((m) => m in item)) {
        const id = item[method].operationId;
        if (id) ids.push(id);
        else missing.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(missing).toEqual([]);
    expect(ids.length).toBeGreaterThan(90);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^(get|put|post|delete|patch)[A-Z][A-Za-z0-9]*$/);
    expect(doc.paths["/api/workspaces/{id}/projects"].get.operationId).toBe("getWorkspacesByIdProjects");
    expect(doc.paths["/readyz"].get.operationId).toBe("getReadyz");
  });
});

describe("operationIdOf", () => {
  it("joins the method and the path's words, a parameter as By and its name", () => {
    expect(operationIdOf("GET", "/api/workspaces")).toBe("getWorkspaces");
    expect(operationIdOf("DELETE", "/api/workspaces/:id/shares/:userId")).toBe(
      "deleteWorkspacesByIdSharesByUserId",
    );
    expect(operationIdOf("POST", "/api/notification/read-all")).toBe("postNotificationReadAll");
    expect(operationIdOf("GET", "/api/cities/:code/tileset.json")).toBe("getCitiesByCodeTilesetJson");
    expect(operationIdOf("GET", "/api/cities/{code}/tiles/{z}/{x}/{y}.glb")).toBe(
      "getCitiesByCodeTilesByZByXByYGlb",
    );
    expect(operationIdOf("GET", "/healthz")).toBe("getHealthz");
    expect(operationIdOf("GET", "/apiary")).toBe("getApiary");
  });
});
