// 逆日影 (service `gyakuhikage`, issue 26; not registered yet): the largest envelope over the site that the
// 日影規制 allows (the engine's computeShadowEnvelope), as few stacked tiers floored to levels, checked forward
// with the shadow engine's regulation check; a failing envelope is lowered a level at a time and checked
// again, and never returned.
import { convergenceAt } from "@soracity/citymodel";
import type { HikageParameters } from "@soracity/contracts";
import { EnvelopeError, computeShadowEnvelope } from "@soracity/engine";
import type { RegulationResult, ShadowEnvelope } from "@soracity/engine";
import { AnalysisInputError } from "../types";
import { emptyVerdict, envelopeShadowCase, forwardCheckOf, regulationOf } from "./forward";
import type { GyakuhikageOutput } from "./output";
import { gyakuhikageOutput } from "./output";
import type { GyakuhikageContext, GyakuhikageSetup } from "./setup";
import { gyakuhikageParameters, gyakuhikageSetup } from "./setup";
import type { EnvelopeTiers } from "./tiers";
import { envelopeTiers } from "./tiers";

/** Safety steps (one level each) tried before a run gives up: an envelope that never passes is a bug. */
export const MAX_LOWERINGS = 8;

/** Field errors of the engine's refusals that the contract could not see (bbox cells, the site's shape). */
const ENVELOPE_FIELDS: Partial<Record<EnvelopeError["code"], { path: string; message: string }>> = {
  grid_too_large: { path: "grid_spacing", message: "analysis.envelope_cells_max" },
  site_not_simple: { path: "site_boundary", message: "analysis.polygon_self_intersecting" },
  invalid_site: { path: "site_boundary", message: "analysis.polygon_zero_area" },
  invalid_limits: { path: "limits", message: "analysis.limits_range" },
};

function envelopeOf(setup: GyakuhikageSetup): ShadowEnvelope {
  try {
    return computeShadowEnvelope(setup.envelopeInput);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    const field = ENVELOPE_FIELDS[error.code];
    throw new AnalysisInputError("invalid_parameters", error.message, field ? [field] : []);
  }
}

export interface CheckedEnvelope {
  tiers: EnvelopeTiers;
  hikage: HikageParameters;
  verdict: RegulationResult;
  lowered: number;
}

/**
 * The envelope's tiers that pass the forward check: as computed, else lowered one level (quantum) at a time.
 * Throws when MAX_LOWERINGS steps do not make it pass (never a failing envelope).
 */
export function checkedEnvelope(
  setup: GyakuhikageSetup,
  envelope: ShadowEnvelope,
  signal?: AbortSignal,
): CheckedEnvelope {
  for (let lowered = 0; lowered <= MAX_LOWERINGS; lowered++) {
    signal?.throwIfAborted();
    const tiers = envelopeTiers(envelope.grid, envelope.heights, lowered);
    const hikage = envelopeShadowCase(setup, tiers);
    const verdict = tiers.tiers.length > 0 ? regulationOf(setup, hikage) : emptyVerdict(setup);
    if (verdict.pass) return { tiers, hikage, verdict, lowered };
  }
  throw new Error(`the envelope still fails its forward check after ${MAX_LOWERINGS} safety steps`);
}

/**
 * A 逆日影 run: parameters (validated: AnalysisInputError with translated field errors), set-up, the engine's
 * envelope, its checked tiers and the output (summary, points, layers).
 */
export async function runGyakuhikage(
  parameters: unknown,
  context: GyakuhikageContext = {},
): Promise<GyakuhikageOutput> {
  const p = gyakuhikageParameters(parameters);
  const setup = gyakuhikageSetup(p, context);
  context.signal?.throwIfAborted();
  const envelope = envelopeOf(setup);
  context.onProgress?.(0.5);
  // Let an abort or a progress report through before the check.
  await Promise.resolve();
  const checked = checkedEnvelope(setup, envelope, context.signal);
  context.onProgress?.(1);
  const check = forwardCheckOf(checked.verdict, setup, checked.lowered, checked.tiers.tiers.length);
  // The north angle at the site's centre, in the zone of the project's city when it has one (the shadow
  // service's rule: shadow/setup.ts).
  const northAngle = convergenceAt(setup.frame.lon, setup.frame.lat, context.site?.city_code);
  return gyakuhikageOutput(setup, envelope, checked.tiers, check, checked.hikage, northAngle);
}
