// The one-click shadow case of a finished 逆日影 result (issue 26): the case's set-up with the envelope's
// checked tiers as planned buildings, read back from the run's `envelope` layer (output.ts writes each tier
// as the planned tier its forward check ran) and its 平均地盤面, so the new case is the case that passed.
import type { EnvelopePlannedTier } from "./tiers";
import { gyakuhikageParameters, gyakuhikageSetup, envelopeCaseParameters } from "./setup";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The planned tiers of an `envelope` layer's GeoJSON (features in tier order); throws on another shape. */
export function envelopeLayerTiers(geojson: unknown): EnvelopePlannedTier[] {
  const features = isObj(geojson) && Array.isArray(geojson.features) ? geojson.features : null;
  if (!features) throw new Error("the envelope layer is not a FeatureCollection");
  return features.map((feature: unknown, i): EnvelopePlannedTier => {
    const properties = isObj(feature) && isObj(feature.properties) ? feature.properties : {};
    const geometry = isObj(feature) && isObj(feature.geometry) ? feature.geometry : {};
    const polygons = Array.isArray(geometry.coordinates) ? (geometry.coordinates as unknown[]) : [];
    const height = finite(properties.tier_height_m);
    const base = finite(properties.base_height_m);
    if (polygons.length !== 1 || height === null || base === null)
      throw new Error(`the envelope layer's tier ${i + 1} is not a planned tier`);
    return {
      id: `envelope-${i + 1}`,
      building: "envelope",
      footprint: { type: "Polygon", coordinates: polygons[0] as [number, number][][] },
      height,
      base_height: base,
    };
  });
}

/**
 * The parameters (service `hikage`) of the shadow case of a 逆日影 run: `parameters` the 逆日影 case's (as
 * run), `groundElevation` the run's 平均地盤面 (summary.setup.average_ground.elevation: it may have come from
 * the city's buildings), `envelope` the run's `envelope` layer. Throws AnalysisInputError for parameters
 * that cannot run.
 */
export function envelopeShadowCaseOf(
  parameters: unknown,
  groundElevation: number,
  envelope: unknown,
): Record<string, unknown> {
  const setup = gyakuhikageSetup(gyakuhikageParameters(parameters));
  const ground = { ...setup.averageGround, elevation: groundElevation };
  const tiers = envelopeLayerTiers(envelope);
  const planned =
    tiers.length > 0
      ? tiers
      : [{ id: "envelope-0", building: "envelope", footprint: setup.params.site_boundary, height: 0 }];
  return envelopeCaseParameters({ ...setup, averageGround: ground }, planned);
}
