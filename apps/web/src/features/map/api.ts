import { queryOptions } from "@tanstack/react-query";
import { buildingCollectionSchema, cityListSchema, projectModelListSchema } from "@soracity/contracts";
import { z } from "zod";
import { request } from "../../api/client";
import { bboxParam } from "./bbox";
import type { Bbox } from "./bbox";

const enc = encodeURIComponent;
/** Buildings per request: enough for a dense view at zoom 16; more is asked for by zooming in. */
export const BUILDINGS_PER_REQUEST = 3000;

/** Footprints of a user model (GET /api/project/:id/models/:modelId/buildings): polygons with a height. */
const modelFootprintsSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(
    z.looseObject({
      type: z.literal("Feature"),
      geometry: z.looseObject({
        type: z.enum(["Polygon", "MultiPolygon"]),
        coordinates: z.array(z.unknown()),
      }),
      properties: z.looseObject({ height: z.number().optional() }).nullish(),
    }),
  ),
});
export type ModelFootprints = z.infer<typeof modelFootprintsSchema>;

export const mapQueries = {
  /** The city catalogue (which cities have building data). */
  cities: queryOptions({
    queryKey: ["cities"],
    queryFn: () => request("GET", "/api/cities", cityListSchema),
    staleTime: 5 * 60_000,
  }),
  buildings: (code: string, bbox: Bbox) =>
    queryOptions({
      queryKey: ["buildings", code, bboxParam(bbox)],
      queryFn: () =>
        request(
          "GET",
          `/api/cities/${enc(code)}/buildings?bbox=${bboxParam(bbox)}&limit=${BUILDINGS_PER_REQUEST}`,
          buildingCollectionSchema,
        ),
      staleTime: 10 * 60_000,
      retry: 1,
    }),
  models: (projectId: string) =>
    queryOptions({
      queryKey: ["models", projectId],
      queryFn: () => request("GET", `/api/project/${enc(projectId)}/models`, projectModelListSchema),
    }),
  modelFootprints: (url: string) =>
    queryOptions({
      queryKey: ["model-footprints", url],
      queryFn: () => request("GET", url, modelFootprintsSchema),
      staleTime: Infinity,
    }),
};
