import { formatHourMinute } from "@soracity/engine/clock";
import { envelopePackets } from "./exports.czml.envelope";
import { envelopeExport } from "./exports.envelope";
import type { LayerFeature, ResultSource } from "./exports.source";
import { ATTRIBUTION_JP } from "./exports.geojson";

type Rgba = [number, number, number, number];

/** Equal-time contour colours, by rank from the shortest hours (yellow) to the longest (purple). */
const CONTOUR_COLOURS: Rgba[] = [
  [255, 237, 160, 140],
  [254, 178, 76, 150],
  [253, 141, 60, 160],
  [227, 26, 28, 170],
  [128, 0, 38, 180],
];

/** The day outlines are placed on: the winter solstice of the computation's year (regulation day), JST. */
const isoAt = (year: number, hours: number) => `${year}-12-22T${formatHourMinute(hours)}:00+09:00`;

function polygonPackets(
  feature: LayerFeature,
  id: string,
  name: string,
  colour: Rgba,
  extra: Record<string, unknown> = {},
) {
  if (feature.geometry.type !== "MultiPolygon") return [];
  return feature.geometry.coordinates.map((polygon, k) => ({
    id: `${id}-${k}`,
    name,
    ...extra,
    polygon: {
      positions: { cartographicDegrees: (polygon[0] ?? []).flatMap(([lon = 0, lat = 0]) => [lon, lat, 0]) },
      holes: {
        cartographicDegrees: polygon
          .slice(1)
          .map((ring) => ring.flatMap(([lon = 0, lat = 0]) => [lon, lat, 0])),
      },
      material: { solidColor: { color: { rgba: colour } } },
      outline: true,
      outlineColor: { rgba: [colour[0], colour[1], colour[2], 255] },
      height: 0,
      heightReference: "CLAMP_TO_GROUND",
    },
  }));
}

/**
 * CZML for Cesium viewers: equal-time contours (static polygons, `hours`) and, for shadow runs, the time
 * outlines as polygons each available from its output time to the next (a 時刻日影図 that plays with the clock,
 * on the winter solstice of the computation's year, JST). Noise and vibration contour bands likewise; the
 * 逆日影 envelope's tiers as extruded polygons (exports.czml.envelope.ts).
 */
export async function toCzml(source: ResultSource): Promise<Buffer> {
  const year = new Date(source.record.computedAt ?? Date.now()).getFullYear();
  const packets: Record<string, unknown>[] = [];
  const contours = await source.features("contours");
  contours.forEach((f, i) => {
    const hours = f.properties.hours as number;
    const colour = CONTOUR_COLOURS[Math.min(i, CONTOUR_COLOURS.length - 1)];
    packets.push(...polygonPackets(f, `contour-${hours}`, `${hours} h`, colour, { properties: { hours } }));
  });
  for (const layer of source.bandLayers) {
    const bands = await source.features(layer);
    bands.forEach((f, i) => {
      const colour = CONTOUR_COLOURS[Math.min(i, CONTOUR_COLOURS.length - 1)];
      const { min_db: min, max_db: max } = f.properties as { min_db: number; max_db: number | null };
      packets.push(
        ...polygonPackets(f, `${layer}-${min}`, `${min}-${max ?? ""} dB`, colour, {
          properties: { min_db: min, max_db: max },
        }),
      );
    });
  }
  const outlines = await source.features("outlines");
  const times = outlines.map((f) => f.properties.time as number);
  const step = times.length > 1 ? times[1] - times[0] : 1;
  outlines.forEach((f, i) => {
    const time = times[i];
    const availability = `${isoAt(year, time)}/${isoAt(year, times[i + 1] ?? time + step)}`;
    const label = ((f.properties.label ?? formatHourMinute(time)) as string | number).toString();
    packets.push(
      ...polygonPackets(f, `outline-${label}`, label, [40, 60, 160, 90], {
        availability,
        properties: { time, label },
      }),
    );
  });
  const envelope = await envelopeExport(source);
  if (envelope) packets.push(...envelopePackets(envelope));
  const document: Record<string, unknown> = {
    id: "document",
    name: source.name,
    version: "1.0",
    description: ATTRIBUTION_JP,
  };
  if (times.length > 0) {
    const interval = `${isoAt(year, times[0])}/${isoAt(year, times[times.length - 1] + step)}`;
    document.clock = {
      interval,
      currentTime: isoAt(year, times[0]),
      multiplier: 600,
      range: "LOOP_STOP",
      step: "SYSTEM_CLOCK_MULTIPLIER",
    };
  }
  return Buffer.from(JSON.stringify([document, ...packets]), "utf8");
}
