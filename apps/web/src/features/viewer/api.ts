import { queryOptions } from "@tanstack/react-query";
import { caseResultSchema, projectModelListSchema } from "@soracity/contracts";
import { z } from "zod";
import { request } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

const enc = encodeURIComponent;

/** A GeoJSON feature as the result layers and model footprints carry them (geometry checked where used). */
export const featureSchema = z.looseObject({
  type: z.literal("Feature"),
  properties: z.record(z.string(), z.unknown()).nullish(),
  geometry: z.looseObject({ type: z.string(), coordinates: z.unknown() }).nullable(),
});
export const featureCollectionSchema = z.looseObject({
  type: z.literal("FeatureCollection"),
  features: z.array(featureSchema),
});
export type Feature = z.infer<typeof featureSchema>;
export type FeatureCollection = z.infer<typeof featureCollectionSchema>;

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`layer ${response.status}`);
  return response.arrayBuffer();
}

export const viewerQueries = {
  result: (caseId: string, version: string) =>
    queryOptions({
      queryKey: queryKeys.caseResult(caseId, version),
      queryFn: () => request("GET", `/api/cases/${enc(caseId)}/result`, caseResultSchema),
      retry: false,
      staleTime: Infinity,
    }),
  /** A GeoJSON result layer (contours, outlines, walls, facades). */
  geojson: (url: string) =>
    queryOptions({
      queryKey: queryKeys.resultLayer(url),
      queryFn: () => request("GET", url, featureCollectionSchema),
      staleTime: Infinity,
    }),
  /** A Float32 grid layer (shade_hours, noise_grid, vibration_grid). */
  grid: (url: string) =>
    queryOptions({
      queryKey: queryKeys.resultGrid(url),
      queryFn: async () => new Float32Array(await fetchBytes(url)),
      staleTime: Infinity,
    }),
  models: (projectId: string) =>
    queryOptions({
      queryKey: queryKeys.viewerModels(projectId),
      queryFn: () => request("GET", `/api/project/${enc(projectId)}/models`, projectModelListSchema),
    }),
  /** A model's footprints with heights (GET /api/project/:id/models/:modelId/buildings). */
  modelBuildings: (projectId: string, modelId: string) =>
    queryOptions({
      queryKey: queryKeys.viewerModelBuildings(projectId, modelId),
      queryFn: () =>
        request(
          "GET",
          `/api/project/${enc(projectId)}/models/${enc(modelId)}/buildings`,
          featureCollectionSchema,
        ),
      staleTime: Infinity,
    }),
};
