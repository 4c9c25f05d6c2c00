import {
  buildingCollectionSchema,
  buildingsQuerySchema,
  cityListSchema,
  cityParamsSchema,
  cityTileParamsSchema,
  tilesetSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { cityFetchRoutes } from "../cityfetch/cityfetch.routes";
import { importSamplesIfEmpty } from "./cities.samples";

/** City catalogue and PLATEAU buildings (public: open data). */
export const citiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { services } = deps;
  await app.register(cityFetchRoutes, deps);
  // Seeded when the app gets ready; never fatal (the routes retry), so a database that is down at start still
  // lets the app start and /readyz answer 503.
  app.addHook("onReady", async () => {
    await services.cities
      .ensureSeeded()
      .catch((err: unknown) => app.log.error({ err }, "city catalogue seed failed"));
  });

  // First start: import the bundled samples after listening, in the background (never under inject()).
  const stop = new AbortController();
  let firstImport: Promise<void> | undefined;
  app.addHook("onListen", async () => {
    firstImport = importSamplesIfEmpty(services.buildingsImporter, stop.signal)
      .then((summaries) => {
        if (!summaries) return;
        const count = summaries.reduce((n, s) => n + s.buildings, 0);
        const seconds = summaries.reduce((n, s) => n + s.seconds, 0);
        app.log.info(`imported the PLATEAU sample buildings (${count} buildings, ${seconds.toFixed(1)} s)`);
      })
      .catch((err: unknown) => app.log.error({ err }, "sample building import failed"));
  });
  app.addHook("onClose", async () => {
    stop.abort();
    await firstImport;
  });

  app.get(
    "/api/cities",
    {
      schema: {
        tags: ["cities"],
        summary:
          "Every city PLATEAU's data catalogue knows (refreshed daily) with coverage, attribution and the buildings held",
        response: { 200: cityListSchema },
      },
    },
    () => {
      // In the background: the list answers at once with the cities known so far.
      services.cityFetches.refreshCitiesDaily((err) =>
        app.log.warn({ err }, "city catalogue refresh failed"),
      );
      return services.cities.list();
    },
  );

  app.get(
    "/api/cities/:code/buildings",
    {
      schema: {
        tags: ["cities"],
        summary: "Buildings intersecting a bbox, as GeoJSON footprints with height and attributes",
        params: cityParamsSchema,
        querystring: buildingsQuerySchema,
        response: { 200: buildingCollectionSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => services.buildings.inBbox(request.params.code, request.query.bbox, request.query.limit),
  );

  app.get(
    "/api/cities/:code/tileset.json",
    {
      schema: {
        tags: ["cities"],
        summary:
          "The city's buildings as a 3D Tiles 1.1 tileset: a quadtree whose leaves are the z16 GLB tiles (gml_id and height as EXT_structural_metadata)",
        params: cityParamsSchema,
        response: {
          200: tilesetSchema,
          304: z.null(),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const tileset = await services.buildings.tileset(request.params.code, request.headers["if-none-match"]);
      reply.header("etag", tileset.etag).header("cache-control", "public, no-cache");
      if (!tileset.body) return reply.status(304).send(null);
      return reply.type("application/json").send(tileset.body);
    },
  );

  app.get(
    "/api/cities/:code/tiles/:z/:x/:y.glb",
    {
      schema: {
        tags: ["cities"],
        summary:
          "Buildings of an XYZ tile (z 15-18) as binary glTF, one node per building (gml_id in extras)",
        params: cityTileParamsSchema,
        produces: ["model/gltf-binary"],
        response: { 200: z.any().describe("GLB"), 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { code, z: zoom, x, y } = request.params;
      const tile = await services.buildings.tile(code, zoom, x, y, request.headers["if-none-match"]);
      reply.header("etag", tile.etag).header("cache-control", "public, no-cache");
      if (!tile.body) return reply.status(304).send(null);
      return reply
        .type("model/gltf-binary")
        .send(Buffer.from(tile.body.buffer, tile.body.byteOffset, tile.body.byteLength));
    },
  );
};
