import { validateCaseParameters } from "@soracity/contracts";
import type { CaseParametersByService, FieldError, ServiceType } from "@soracity/contracts";
import { ringSelfIntersection } from "@soracity/engine/geometry";
import { selfIntersectingFootprints } from "./buildings";
import { AnalysisInputError } from "./types";

type Ring = readonly (readonly number[])[];
interface Polygon {
  coordinates: readonly Ring[];
}

/** What the contracts' schema of a service cannot check: the engine's geometry checks of its drawings. */
interface DrawingChecks<S extends ServiceType> {
  /** The drawn ranges and boundaries, by field path. */
  ranges(p: CaseParametersByService[S]): [string, Polygon | undefined][];
  /** Planned buildings drawn as bow-ties (null for a service without planned buildings). */
  footprints(p: CaseParametersByService[S]): { errors: FieldError[]; message: string } | null;
}

/** Each service's drawing checks (one entry per service type, or no compile). */
const DRAWING_CHECKS: { [S in ServiceType]: DrawingChecks<S> } = {
  hikage: {
    ranges: (p) => [
      ["target_range", p.target_range],
      ["analysis_range", p.analysis_range],
      ["site_boundary", p.site_boundary],
    ],
    footprints: (p) => selfIntersectingFootprints(p.planned_buildings),
  },
  noise: {
    ranges: (p) => p.ground.map((g, i): [string, Polygon] => [`ground.${i}.polygon`, g.polygon]),
    footprints: () => null,
  },
  vibration: { ranges: (p) => [["boundary", p.boundary]], footprints: () => null },
  tenkuritsu: {
    ranges: (p) => [["site_boundary", p.site_boundary]],
    footprints: (p) => selfIntersectingFootprints(p.planned_buildings),
  },
  gyakuhikage: { ranges: (p) => [["site_boundary", p.site_boundary]], footprints: () => null },
};

/**
 * Ranges whose outline (outer ring or a hole) crosses or touches itself, as field errors: the engine's
 * simple-ring check, which the contracts cannot reach (lon/lat is affine to the site frame over a range).
 */
function selfIntersectingRanges<S extends ServiceType>(
  checks: DrawingChecks<S>,
  value: CaseParametersByService[S],
) {
  const errors: FieldError[] = [];
  for (const [path, polygon] of checks.ranges(value))
    if (polygon?.coordinates.some((ring) => ringSelfIntersection(ring) !== null))
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
  const checks: DrawingChecks<S> = DRAWING_CHECKS[service];
  const ranges = selfIntersectingRanges(checks, r.value);
  if (ranges.length > 0)
    throw new AnalysisInputError("invalid_parameters", "a range's outline crosses itself", ranges);
  const crossing = checks.footprints(r.value);
  if (crossing && crossing.errors.length > 0)
    throw new AnalysisInputError("invalid_parameters", crossing.message, crossing.errors);
  return r.value;
}
