import type { EnvelopeExport } from "./exports.envelope";

// The 3D envelope of a 逆日影 run (issue 26) as CZML: each tier of the `envelope` layer a polygon extruded from
// its base to its top (m above the 平均地盤面, which a viewer's ground stands for: RELATIVE_TO_GROUND, so that
// it sits on a terrain or on the ellipsoid alike), translucent, coloured by height from the lowest tier
// (yellow) to the highest (purple); the user's points as labelled points at their allowed height.

type Rgba = [number, number, number, number];
const TIER_COLOURS: Rgba[] = [
  [255, 237, 160, 110],
  [254, 178, 76, 120],
  [253, 141, 60, 130],
  [227, 26, 28, 140],
  [128, 0, 38, 150],
  [84, 0, 110, 160],
];

const degrees = (ring: number[][]) => ring.flatMap(([lon = 0, lat = 0]) => [lon, lat, 0]);

/** The envelope's CZML packets (after the document packet). */
export function envelopePackets(envelope: EnvelopeExport): Record<string, unknown>[] {
  const packets: Record<string, unknown>[] = [];
  const tops = [...new Set(envelope.prisms.map((f) => Number(f.properties.height_m)))].sort((a, b) => a - b);
  for (const f of envelope.prisms) {
    if (f.geometry.type !== "MultiPolygon") continue;
    const p = f.properties as {
      tier: number;
      height_m: number;
      base_height_m: number;
      base_elevation: number;
      top_elevation: number;
    };
    const colour = TIER_COLOURS[Math.min(tops.indexOf(p.height_m), TIER_COLOURS.length - 1)] ?? [
      128, 128, 128, 120,
    ];
    f.geometry.coordinates.forEach((polygon, k) =>
      packets.push({
        id: `envelope-${p.tier}-${k}`,
        name: `H=${p.height_m} m`,
        properties: {
          tier: p.tier,
          height_m: p.height_m,
          base_height_m: p.base_height_m,
          base_elevation: p.base_elevation,
          top_elevation: p.top_elevation,
        },
        polygon: {
          positions: { cartographicDegrees: degrees(polygon[0] ?? []) },
          holes: { cartographicDegrees: polygon.slice(1).map(degrees) },
          height: p.base_height_m,
          heightReference: "RELATIVE_TO_GROUND",
          extrudedHeight: p.height_m,
          extrudedHeightReference: "RELATIVE_TO_GROUND",
          material: { solidColor: { color: { rgba: colour } } },
          outline: true,
          outlineColor: { rgba: [colour[0], colour[1], colour[2], 255] },
        },
      }),
    );
  }
  envelope.points.forEach((point, i) => {
    const height = point.max_height ?? 0;
    packets.push({
      id: `point-${i + 1}`,
      name: `P${i + 1}`,
      properties: { max_height: point.max_height },
      position: { cartographicDegrees: [point.lon, point.lat, height] },
      point: { pixelSize: 8, color: { rgba: [200, 0, 0, 255] }, heightReference: "RELATIVE_TO_GROUND" },
      label: {
        text: `P${i + 1} ${point.max_height === null ? "-" : `${point.max_height} m`}`,
        font: "13px sans-serif",
        pixelOffset: { cartesian2: [0, -16] },
        heightReference: "RELATIVE_TO_GROUND",
      },
    });
  });
  return packets;
}
