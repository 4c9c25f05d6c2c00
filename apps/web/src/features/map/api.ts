import { queryOptions } from "@tanstack/react-query";
import {
  buildingCollectionSchema,
  cityListSchema,
  modelBuildingsSchema,
  projectModelListSchema,
} from "@soracity/contracts";
import { request } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import { bboxParam } from "./bbox";
import type { Bbox } from "./bbox";

const enc = encodeURIComponent;
/** Buildings per request: enough for a dense view at zoom 16; more is asked for by zooming in. */
export const BUILDINGS_PER_REQUEST = 3000;

export const mapQueries = {
  /** The city catalogue (which cities have building data). */
  cities: queryOptions({
    queryKey: queryKeys.cities,
    queryFn: () => request("GET", "/api/cities", cityListSchema),
    staleTime: 5 * 60_000,
  }),
  buildings: (code: string, bbox: Bbox) =>
    queryOptions({
      queryKey: queryKeys.buildings(code, bboxParam(bbox)),
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
      queryKey: queryKeys.models(projectId),
      queryFn: () => request("GET", `/api/project/${enc(projectId)}/models`, projectModelListSchema),
    }),
  /** A user model's footprints with heights (GET /api/project/:id/models/:modelId/buildings). */
  modelFootprints: (url: string) =>
    queryOptions({
      queryKey: queryKeys.modelFootprints(url),
      queryFn: () => request("GET", url, modelBuildingsSchema),
      staleTime: Infinity,
    }),
};
