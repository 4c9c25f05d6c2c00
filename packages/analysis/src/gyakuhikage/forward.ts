// The forward check of a 逆日影 envelope (issue 26): its tiers run as the shadow case they make, through the
// shadow service's own set-up (shadow/setup.ts) and the engine's regulation check (the 5 m and 10 m lines and
// the islands inside the zones). An envelope is returned only when it passes.
import type { ForwardCheck, HikageParameters } from "@soracity/contracts";
import { hikageParametersSchema } from "@soracity/contracts";
import { runShadowScene } from "@soracity/engine";
import type { RegulationResult } from "@soracity/engine";
import { engineError } from "../shadow/plane";
import { shadowSetup } from "../shadow/setup";
import type { GyakuhikageSetup } from "./setup";
import { envelopeCaseParameters } from "./setup";
import type { EnvelopeTiers } from "./tiers";
import { envelopeToPlannedBuildings } from "./tiers";

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/**
 * The shadow case (hikage parameters, parsed) of an envelope's tiers; an empty envelope (no height anywhere)
 * is the site as a tier of height 0, so that the case still names its plan.
 */
export function envelopeShadowCase(setup: GyakuhikageSetup, tiers: EnvelopeTiers): HikageParameters {
  const planned =
    tiers.tiers.length > 0
      ? envelopeToPlannedBuildings(tiers.tiers, setup.frame)
      : [{ id: "envelope-0", building: "envelope", footprint: setup.params.site_boundary, height: 0 }];
  return hikageParametersSchema.parse(envelopeCaseParameters(setup, planned));
}

/** The verdict on no building at all: no shade anywhere, every zone passes. */
export function emptyVerdict(setup: GyakuhikageSetup): RegulationResult {
  const { hours5, hours10 } = setup.params.limits;
  const zone = (name: "5-10m" | "beyond10m", limit: number) =>
    ({ zone: name, limit, maxHours: 0, worst: null, pass: true }) as const;
  return {
    limits: { hours5, hours10 },
    lines: { m5: [], m10: [] },
    zones: [zone("5-10m", hours5), zone("beyond10m", hours10)],
    pass: true,
  };
}

/** The engine's regulation verdict on a shadow case's planned buildings (no grid, points or chart). */
export function regulationOf(setup: GyakuhikageSetup, hikage: HikageParameters): RegulationResult {
  const shadow = shadowSetup(
    {
      service: "hikage",
      site: { lon: setup.frame.lon, lat: setup.frame.lat },
      parameters: hikage,
      cityBuildings: [],
      modelBuildings: [],
    },
    hikage,
  );
  const { points: _p, walls: _w, regulation, ...scene } = shadow.scene;
  if (!regulation) throw new Error("the envelope's shadow case has no regulation");
  const { chartSpacing: _c, ...check } = regulation;
  let result;
  try {
    result = runShadowScene({ ...scene, regulation: check }).regulation;
  } catch (error) {
    throw engineError(error);
  }
  if (!result) throw new Error("the engine gave no regulation verdict");
  return result;
}

/** summary.forward_check of a verdict (zones named as the shadow service names them). */
export function forwardCheckOf(
  verdict: RegulationResult,
  setup: GyakuhikageSetup,
  lowered: number,
  tiers: number,
): ForwardCheck {
  const lonLat = (x: number, y: number) => {
    const [lon, lat] = setup.frame.toLonLat(x, y);
    return { lon, lat };
  };
  return {
    pass: verdict.pass,
    zones: verdict.zones.map((z) => ({
      zone: z.zone,
      limit: z.limit,
      max_hours: round6(z.maxHours),
      worst: z.worst ? { ...lonLat(z.worst.x, z.worst.y), hours: round6(z.worst.hours) } : null,
      pass: z.pass,
    })),
    lowered,
    tiers,
  };
}
