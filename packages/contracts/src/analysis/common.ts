import { z } from "zod";
import { MAX_EXTENT_M2, lonSchema, latSchema, angleSchema, typeError } from "./geo";

/** Validation mode: a draft may lack fields (what is given is checked); a run needs everything. */
export type ValidationMode = "draft" | "run";

type Req<T extends z.ZodType, M extends ValidationMode> = M extends "run" ? T : z.ZodOptional<T>;

/** A field required to run: required in "run" mode, optional in "draft" mode. */
export function req<T extends z.ZodType, M extends ValidationMode>(schema: T, mode: M): Req<T, M> {
  return (mode === "run" ? schema : schema.optional()) as Req<T, M>;
}

/** A finite number with the standard type message. */
export const num = () => z.number({ error: typeError });

/** An enum with `analysis.invalid_option` (or `common.required` when absent). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? "common.required" : "analysis.invalid_option"),
  });

export const bool = () => z.boolean({ error: typeError });

/**
 * A rectangle in lon/lat (south-west and north-east corners) turned by `rotation` degrees clockwise about its
 * centre in the local metric frame (PRODUCT.md §3: min and max coordinates, rotation angle).
 */
export const rectangleSchema = <M extends ValidationMode>(mode: M) =>
  z
    .object(
      {
        min_lon: req(lonSchema, mode),
        min_lat: req(latSchema, mode),
        max_lon: req(lonSchema, mode),
        max_lat: req(latSchema, mode),
        rotation: angleSchema.default(0),
      },
      { error: typeError },
    )
    .superRefine((rect, ctx) => {
      const r = rect as Partial<Record<"min_lon" | "min_lat" | "max_lon" | "max_lat", number>>;
      if (r.min_lon === undefined || r.min_lat === undefined) return;
      if (r.max_lon === undefined || r.max_lat === undefined) return;
      if (!(r.max_lon > r.min_lon && r.max_lat > r.min_lat)) {
        ctx.addIssue({ code: "custom", message: "analysis.extent_invalid", path: ["max_lon"] });
        return;
      }
      if (rectangleAreaM2(r as Required<typeof r>) > MAX_EXTENT_M2)
        ctx.addIssue({ code: "custom", message: "analysis.area_max_25ha", path: [] });
    });

// GRS80 radii, as in geo.ts (a rectangle's area is its local width x height: rotation does not change it).
const A = 6378137;
const E2 = (1 / 298.257222101) * (2 - 1 / 298.257222101);

/** Area (m²) of a lon/lat rectangle: width x height at its middle latitude on the GRS80 ellipsoid. */
export function rectangleAreaM2(r: { min_lon: number; min_lat: number; max_lon: number; max_lat: number }) {
  const phi = (((r.min_lat + r.max_lat) / 2) * Math.PI) / 180;
  const s = Math.sin(phi);
  const w = Math.sqrt(1 - E2 * s * s);
  const width = ((A / w) * Math.cos(phi) * (r.max_lon - r.min_lon) * Math.PI) / 180;
  const height = (((A * (1 - E2)) / (w * w * w)) * ((r.max_lat - r.min_lat) * Math.PI)) / 180;
  return width * height;
}
