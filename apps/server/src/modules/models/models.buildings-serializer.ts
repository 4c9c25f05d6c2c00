import { modelBuildingsSchema } from "@soracity/contracts";
import type { FastifySchema } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { ResponseSerializationError, serializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/** Features of an answer checked against the contract: the first, the last and evenly spaced ones between. */
export const CHECKED_FEATURES = 16;

/** Indexes of `count` features spread over `length` (all of them when there are fewer). */
export function sampleIndexes(length: number, count = CHECKED_FEATURES): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1)));
}

/**
 * Serializer of a model's buildings answer: checks the envelope and a sample of its features against
 * `modelBuildingsSchema` (a mismatch is a 500, as the default serializer answers one), then writes the whole
 * answer as it is. Why a sample: every feature was written by one function (citymodel's buildingToFeature, at
 * upload), so a shape that drifted from the contract shows in any of them, while checking all of a large model
 * costs several times the writing (10,000 features: 212 ms instead of 24). The route's tests parse whole answers
 * with the schema. Error answers go through the default (checking) serializer.
 */
export function serializeModelBuildings<S extends FastifySchema>(route: FastifyRouteSchemaDef<S>) {
  // Fastify types `schema` as the route's; it is the zod schema of the answer's status.
  if (String(route.httpStatus) !== "200")
    return serializerCompiler({ ...route, schema: route.schema as unknown as ZodType });
  return (data: { features?: unknown }) => {
    const { features } = data;
    const sampled = Array.isArray(features)
      ? { ...data, features: sampleIndexes(features.length).map((i) => features[i] as unknown) }
      : data;
    const checked = modelBuildingsSchema.safeParse(sampled);
    if (!checked.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
    return JSON.stringify(data);
  };
}
