import { validateCaseParameters } from "@soracity/contracts";
import type { CaseParametersByService, FieldError, ServiceType } from "@soracity/contracts";
import { ringSelfIntersection } from "@soracity/engine/geometry";
import { selfIntersectingFootprints } from "./buildings";
import { AnalysisInputError } from "./types";

type Ring = readonly (readonly number[])[];
interface Polygon {
  coordinates: readonly Ring[];
}

/** The drawn ranges and boundaries of a service's parameters, by field path. */
function rangesOf<S extends ServiceType>(service: S, value: CaseParametersByService[S]): [string, Polygon][] {
  const out: [string, Polygon | undefined][] = [];
  if (service === "hikage") {
    const p = value as CaseParametersByService["hikage"];
    out.push(["target_range", p.target_range], ["analysis_range", p.analysis_range]);
    out.push(["site_boundary", p.site_boundary]);
  } else if (service === "noise") {
    const p = value as CaseParametersByService["noise"];
    p.ground.forEach((g, i) => out.push([`ground.${i}.polygon`, g.polygon]));
  } else {
    out.push(["boundary", (value as CaseParametersByService["vibration"]).boundary]);
  }
  return out.filter((entry): entry is [string, Polygon] => entry[1] !== undefined);
}

/**
 * Ranges whose outline (outer ring or a hole) crosses or touches itself, as field errors: the engine's
 * simple-ring check, which the contracts cannot reach (lon/lat is affine to the site frame over a range).
 */
function selfIntersectingRanges<S extends ServiceType>(service: S, value: CaseParametersByService[S]) {
  const errors: FieldError[] = [];
  for (const [path, polygon] of rangesOf(service, value))
    if (polygon.coordinates.some((ring) => ringSelfIntersection(ring) !== null))
      errors.push({ path, message: "analysis.polygon_self_intersecting" });
  return errors;
}

/**
 * The parameters of a service, complete (run mode), or AnalysisInputError `invalid_parameters` with fields:
 * the contracts' schema, then what it cannot see (a planned building or a range drawn as a bow-tie).
 */
export function runParameters<S extends ServiceType>(
  service: S,
  parameters: unknown,
): CaseParametersByService[S] {
  const r = validateCaseParameters(service, parameters, "run");
  if (!r.ok) throw new AnalysisInputError("invalid_parameters", "invalid or incomplete parameters", r.fields);
  const ranges = selfIntersectingRanges(service, r.value);
  if (ranges.length > 0)
    throw new AnalysisInputError("invalid_parameters", "a range's outline crosses itself", ranges);
  if (service === "hikage") {
    const planned = (r.value as CaseParametersByService["hikage"]).planned_buildings;
    const crossing = selfIntersectingFootprints(planned);
    if (crossing.errors.length > 0)
      throw new AnalysisInputError("invalid_parameters", crossing.message, crossing.errors);
  }
  return r.value;
}
