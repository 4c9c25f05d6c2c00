import { SiteFrame, runAnalysis } from "@soracity/analysis";
import { toPlane } from "@soracity/citymodel";
import { GYAKUHIKAGE_LAYERS, allowedHeightPointSchema, gyakuhikageSummarySchema } from "@soracity/contracts";
import { DxfWriter, LWPolylineFlags, point2d, point3d } from "@tarikjabiri/dxf";
import DxfParser from "dxf-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { envelopePackets } from "./exports.czml.envelope";
import { drawEnvelope } from "./exports.dxf.envelope";
import type { DxfDraw } from "./exports.dxf.sky";
import { regulationLineFeatures, type EnvelopeExport } from "./exports.envelope";
import { envelopeTables, windowFamilyText } from "./exports.pdf.envelope";
import { ENVELOPE_LABELS } from "./exports.pdf.envelopeLabels";
import { PDF_LABELS } from "./exports.pdf.labels";
import type { LayerFeature } from "./exports.source";

// The 逆日影 exports (issue 26) on a result of the real pipeline: a 24 × 20 m site whose south edge faces a
// 6 m road, limits 4 h / 2.5 h, a point on the site and one outside it.

const CENTRE = { lon: 139.7, lat: 35.6 };
const frame = new SiteFrame(CENTRE.lon, CENTRE.lat);
const SITE = {
  type: "Polygon" as const,
  coordinates: [
    [
      [-12, -10],
      [12, -10],
      [12, 10],
      [-12, 10],
      [-12, -10],
    ].map(([x = 0, y = 0]) => frame.toLonLat(x, y)),
  ],
};
const DEEMED = [{ edge: 0, width: 6, kind: "road" as const }];

let envelope: EnvelopeExport;

const featuresOf = (data: Uint8Array): LayerFeature[] =>
  (JSON.parse(Buffer.from(data).toString("utf8")) as { features: LayerFeature[] }).features;

beforeAll(async () => {
  const out = await runAnalysis({
    service: "gyakuhikage",
    site: CENTRE,
    parameters: {
      site_boundary: SITE,
      limits: { hours5: 4, hours10: 2.5 },
      deemed_edges: DEEMED,
      points: [frame.toLonLat(0, 0), frame.toLonLat(40, 40)],
    },
    cityBuildings: [],
    modelBuildings: [],
  });
  const layer = (name: string) => out.layers.find((l) => l.name === name)?.data ?? new Uint8Array();
  const summary = gyakuhikageSummarySchema.parse(out.summary);
  envelope = {
    summary,
    points: out.points.map((p) => allowedHeightPointSchema.parse(p)),
    contours: featuresOf(layer(GYAKUHIKAGE_LAYERS.contours)),
    prisms: featuresOf(layer(GYAKUHIKAGE_LAYERS.envelope)),
    lines: regulationLineFeatures(SITE, summary.setup.deemed_edges),
  };
}, 60_000);

/** Local bbox (m) of a feature's rings. */
function bbox(f: LayerFeature | undefined): [number, number, number, number] {
  const pts = (f?.geometry.coordinates as number[][][])
    .flat()
    .map(([lon = 0, lat = 0]) => frame.toLocal(lon, lat));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe("逆日影 regulation lines", () => {
  it("offsets the site by 5 m and 10 m, the road edge first moved out by half the road's width", () => {
    const [site, m5, m10] = envelope.lines;
    expect(envelope.lines.map((f) => f.properties.line)).toEqual(["site", "5m", "10m"]);
    const near = (got: number[], want: number[]) =>
      got.forEach((v, i) => expect(v).toBeCloseTo(want[i] ?? 0, 1));
    near(bbox(site), [-12, -10, 12, 10]);
    // South: the road's middle (3 m out) is the deemed boundary, then 5 m / 10 m beyond it.
    near(bbox(m5), [-17, -18, 17, 15]);
    near(bbox(m10), [-22, -23, 22, 20]);
    expect(regulationLineFeatures(undefined, [])).toEqual([]);
  });
});

describe("逆日影 DXF layers", () => {
  it("draws each level's contour on its own layer with its height, the lines and the points", () => {
    const dxf = new DxfWriter();
    const layers = new Set<string>();
    const d: DxfDraw = {
      dxf,
      layer: (name, colour, lineType = "CONTINUOUS") => {
        if (!layers.has(name)) dxf.addLayer(name, colour, lineType);
        layers.add(name);
        return name;
      },
      polyline: (ring, layerName) => {
        const pts = ring.map(([lon = 0, lat = 0]) => toPlane(9, lon, lat));
        dxf.addLWPolyline(
          pts.map(([x, y]) => ({ point: point2d(x, y) })),
          { layerName, flags: LWPolylineFlags.None },
        );
        return pts;
      },
      text: (x, y, height, value, layerName) => {
        dxf.addText(point3d(x, y, 0), height, value, { layerName });
      },
      project: (lon, lat) => toPlane(9, lon, lat),
      site: toPlane(9, CENTRE.lon, CENTRE.lat),
    };
    drawEnvelope(d, envelope);
    const parsed = new DxfParser().parseSync(dxf.stringify());
    const entities = parsed?.entities ?? [];
    const levels = [...new Set(envelope.contours.map((f) => Number(f.properties.height_m)))];
    expect(levels.length).toBeGreaterThan(1);
    expect(Math.max(...levels)).toBe(envelope.summary.max_height);
    for (const h of levels) {
      const layer = `HEIGHT_${String(h).replace(/[^0-9]/g, "_")}M`;
      expect(entities.some((e) => e.layer === layer && e.type === "LWPOLYLINE")).toBe(true);
      const texts = entities.filter((e) => e.layer === layer && e.type === "TEXT");
      expect(texts.map((e) => (e as unknown as { text: string }).text)).toContain(`H=${h}m`);
    }
    for (const layer of ["SITE", "LINE_5M", "LINE_10M"])
      expect(entities.some((e) => e.layer === layer && e.type === "LWPOLYLINE")).toBe(true);
    const points = entities.filter((e) => e.layer === "POINTS" && e.type === "TEXT");
    const [inside, outside] = envelope.points;
    expect(inside?.max_height).toBeGreaterThan(0);
    expect(outside?.max_height).toBeNull();
    expect(points.map((e) => (e as unknown as { text: string }).text)).toEqual([
      `P1 H≦${inside?.max_height}m`,
      "P2 H≦-",
    ]);
  });
});

describe("逆日影 report tables and CZML", () => {
  it("prints the figures, the forward check beside its limits and the points' heights, in both languages", () => {
    const check = envelope.summary.forward_check;
    expect(check.pass).toBe(true);
    for (const locale of ["jp", "en"] as const) {
      const L = PDF_LABELS[locale];
      const E = ENVELOPE_LABELS[locale];
      const [figures, forward, points] = envelopeTables(envelope, L, locale);
      expect(figures?.rows[0]).toEqual([E.maxHeight, `${envelope.summary.max_height} m`]);
      expect(forward?.header).toEqual([L.zone, L.limit, L.maxHours, L.worst, L.verdict]);
      expect(forward?.rows.map((r) => [r[0], r[1], r[2], r[4]])).toEqual(
        check.zones.map((z) => [
          L.zones[z.zone],
          `${z.limit} h`,
          `${Math.round(z.max_hours * 1000) / 1000} h`,
          L.pass,
        ]),
      );
      expect(points?.rows.map((r) => r[3])).toEqual([`${envelope.points[0]?.max_height}`, E.outside]);
    }
    expect(windowFamilyText("tails:0.5/noon:0.5", ENVELOPE_LABELS.en)).toBe(
      "both tails (morning 0.5) / noon-centred",
    );
    expect(windowFamilyText("shifted:0.25/tails:0.75", ENVELOPE_LABELS.jp)).toBe(
      "移動（0.25） / 両端（午前 0.75）",
    );
  });

  it("extrudes every tier of the envelope from its base to its top", () => {
    const packets = envelopePackets(envelope);
    const tiers = packets.filter((p) => String(p.id).startsWith("envelope-"));
    expect(tiers).toHaveLength(envelope.prisms.length);
    envelope.prisms.forEach((f, i) => {
      const polygon = tiers[i]?.polygon as { height: number; extrudedHeight: number };
      expect(polygon.height).toBe(f.properties.base_height_m);
      expect(polygon.extrudedHeight).toBe(f.properties.height_m);
    });
    const top = Math.max(...tiers.map((t) => (t.polygon as { extrudedHeight: number }).extrudedHeight));
    expect(top).toBe(envelope.summary.max_height);
    expect(packets.filter((p) => String(p.id).startsWith("point-"))).toHaveLength(2);
  });
});
