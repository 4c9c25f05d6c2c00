import { planeZoneAt, toPlane, zoneEpsg } from "@soracity/citymodel";
import { RESULT_LAYERS, toOneLine, type ExportQuery } from "@soracity/contracts";
import {
  DxfWriter,
  LWPolylineFlags,
  point2d,
  point3d,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
} from "@tarikjabiri/dxf";
import { tierTop } from "./exports.buildings";
import { drawEnvelope } from "./exports.dxf.envelope";
import { drawSky } from "./exports.dxf.sky";
import { envelopeExport } from "./exports.envelope";
import { addJapaneseStyle } from "./exports.dxf.style";
import { titleCells } from "./exports.pdf.title";
import { withDefaults, type LayerFeature, type ResultSource } from "./exports.source";

/**
 * AutoCAD colour index per layer kind, as Japanese drawings plot them (colour stands for pen weight in the
 * plot style; JIS A 0150 line kinds): what the drawing is about in white/black, printed as the heavy line
 * (the planned building's outline, the site boundary, texts), the city's buildings in grey (8) as the
 * background, the measurement lines green (5 m) and blue (10 m), the 等時間日影線 red, the 時刻日影線 cyan.
 */
const COLOURS = {
  site: 7,
  m5: 3,
  m10: 5,
  contour: 1,
  outline: 4,
  point: 6,
  text: 7,
  level: 2,
  planned: 7,
  existing: 8,
};
/** Line kinds (JIS A 0150): the site boundary 一点鎖線, the measurement lines 破線. */
const LINE_TYPES = { DASHDOT: [2, -0.5, 0, -0.5], DASHED: [1, -0.5] };

/** Rings of a feature's lines or polygons, lon/lat. */
function rings(feature: LayerFeature): number[][][] {
  const g = feature.geometry;
  if (g.type === "MultiPolygon") return g.coordinates.flat();
  if (g.type === "Polygon" || g.type === "MultiLineString") return g.coordinates;
  return [];
}

/** A DXF-safe layer name part: "2.5" -> "2_5". */
const part = (v: number | string) => String(v).replace(/[^A-Za-z0-9]/g, "_");

/**
 * The 日影図 as DXF (AutoCAD 2007, UTF-8, metres) in the plane rectangular coordinates (平面直角座標系, JGD2011)
 * of the site's zone: x = easting (Y), y = northing (X). Layers: `SITE`, `LINE_5M`, `LINE_10M` (regulation
 * lines), `CONTOUR_<h>H` (等時間日影線, labelled "<h>h"), `OUTLINE_<hhmm>` (時刻日影図, labelled with the time at
 * the tip farthest from the site), `POINTS` (measurement points with their hours), noise/vibration bands
 * `LEVEL_<dB>DB`, receivers `RECEIVERS`, the 天空率 layers `SKY_*` (exports.dxf.sky.ts; 天空図 of the query's `points`), the
 * 逆日影 contours of allowed height `HEIGHT_<h>M` (exports.dxf.envelope.ts), and `TITLE` (case name, zone,
 * attribution).
 */
export async function toDxf(
  source: ResultSource,
  query?: Pick<ExportQuery, "view" | "points">,
): Promise<Buffer> {
  const view = query?.view ?? null;
  const site = source.site;
  const zone = planeZoneAt(site.lon, site.lat, site.cityCode);
  const project = (lon: number, lat: number) => toPlane(zone, lon, lat);
  const [sx, sy] = project(site.lon, site.lat);
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Meters);
  const style = addJapaneseStyle(dxf);
  for (const [name, elements] of Object.entries(LINE_TYPES)) dxf.addLType(name, name, elements);
  const layers = new Set<string>();
  const layer = (name: string, colour: number, lineType = "CONTINUOUS") => {
    if (!layers.has(name)) {
      dxf.addLayer(name, colour, lineType);
      layers.add(name);
    }
    return name;
  };
  const polyline = (ring: number[][], layerName: string) => {
    const pts = ring.map(([lon = 0, lat = 0]) => project(lon, lat));
    const first = pts[0];
    const last = pts[pts.length - 1];
    const closed = pts.length > 2 && first && last && first[0] === last[0] && first[1] === last[1];
    if (closed) pts.pop();
    dxf.addLWPolyline(
      pts.map(([x, y]) => ({ point: point2d(x, y) })),
      { layerName, flags: closed ? LWPolylineFlags.Closed : LWPolylineFlags.None },
    );
    return pts;
  };
  // A DXF value is one line: a line break in a text would start new group codes (entities, layers).
  // Every text in the Japanese style, so that AutoCAD and Jw_cad show the Japanese.
  const text = (x: number, y: number, height: number, value: string, layerName: string) => {
    dxf.addText(point3d(x, y, 0), height, toOneLine(value), {
      layerName,
      horizontalAlignment: TextHorizontalAlignment.Center,
      verticalAlignment: TextVerticalAlignment.Middle,
      secondAlignmentPoint: point3d(x, y, 0),
    }).textStyle = style;
  };
  const named = (base: string) => source.layerName(base, view);

  for (const f of await source.features(named(RESULT_LAYERS.regulation_lines.name))) {
    const line = String(f.properties.line);
    const name =
      line === "site"
        ? layer("SITE", COLOURS.site, "DASHDOT")
        : layer(`LINE_${line.toUpperCase()}`, line === "5m" ? COLOURS.m5 : COLOURS.m10, "DASHED");
    for (const ring of rings(f)) polyline(ring, name);
  }
  const existing = await source.existingBuildings();
  if (existing.length) layer("BLDG_EXISTING", COLOURS.existing);
  for (const b of existing) {
    const pts = b.rings.map((r) => polyline(r, "BLDG_EXISTING"))[0] ?? [];
    const [cx, cy] = centre(pts);
    text(cx, cy, 0.8, `${b.height.toFixed(1)}m`, "BLDG_EXISTING");
  }
  const ground = source.averageGround;
  const tiers = source.plannedTiers;
  if (tiers.length) layer("BLDG_PLANNED", COLOURS.planned);
  tiers.forEach((tier, i) => {
    const pts = tier.rings.map((r) => polyline(r, "BLDG_PLANNED"))[0] ?? [];
    const [cx, cy] = centre(pts);
    // Stacked tiers share a centre: each tier's text one line lower than the one before.
    const below = tiers.slice(0, i).filter((t) => t.building === tier.building).length;
    const name = tier.building ? `${tier.building} ` : "";
    text(cx, cy - below * 1.6, 1.2, `${name}H=${tierTop(tier, ground).toFixed(1)}m`, "BLDG_PLANNED");
  });
  for (const f of await source.features(named(RESULT_LAYERS.contours.name))) {
    const hours = f.properties.hours as number;
    const name = layer(`CONTOUR_${part(hours)}H`, COLOURS.contour);
    for (const ring of rings(f)) {
      const pts = polyline(ring, name);
      const north = pts.reduce((a, b) => (b[1] > a[1] ? b : a), pts[0] ?? [sx, sy]);
      text(north[0], north[1] + 0.8, 1, `${hours}h`, name);
    }
  }
  for (const f of await source.features(named(RESULT_LAYERS.outlines.name))) {
    const label = String(f.properties.label);
    const name = layer(`OUTLINE_${part(label)}`, COLOURS.outline);
    for (const ring of rings(f)) {
      const pts = polyline(ring, name);
      const tip = pts.reduce(
        (a, b) => (Math.hypot(b[0] - sx, b[1] - sy) > Math.hypot(a[0] - sx, a[1] - sy) ? b : a),
        pts[0] ?? [sx, sy],
      );
      text(tip[0], tip[1], 1, label, name);
    }
  }
  for (const layerName of source.bandLayers)
    for (const f of await source.features(layerName)) {
      const min = f.properties.min_db as number;
      const name = layer(`LEVEL_${part(min)}DB`, COLOURS.level);
      for (const ring of rings(f)) polyline(ring, name);
    }
  const points = layer("POINTS", COLOURS.point);
  source.shadePoints.forEach((p, i) => {
    const [x, y] = project(p.lon, p.lat);
    dxf.addPoint(x, y, 0, { layerName: points });
    dxf.addCircle(point3d(x, y, 0), 0.3, { layerName: points });
    text(x, y + 1, 0.8, `P${i + 1} ${p.shade_hours}h`, points);
  });
  source.levelPoints.forEach((p, i) => {
    const [x, y] = project(p.lon, p.lat);
    const name = layer("RECEIVERS", COLOURS.point);
    dxf.addPoint(x, y, 0, { layerName: name });
    text(x, y + 1, 0.8, `R${i + 1} ${p.level_db ?? "-"}dB`, name);
  });
  const draw = { dxf, layer, polyline, text, project, site: [sx, sy] as [number, number] };
  await drawSky(draw, source, query ?? {});
  const envelope = await envelopeExport(source);
  if (envelope) drawEnvelope(draw, envelope);
  const title = layer("TITLE", COLOURS.text);
  const titleText = (y: number, height: number, value: string) =>
    (dxf.addText(point3d(sx, sy - y, 0), height, toOneLine(value), { layerName: title }).textStyle = style);
  titleText(8, 1.5, source.name);
  titleText(10.5, 1, `JGD2011 平面直角座標系 ${zone} (EPSG:${zoneEpsg(zone)}) m`);
  titleText(12.5, 1, "出典：国土交通省 Project PLATEAU");
  // The drawing's set-up as the PDF's title block states it: zone and row, plane, limits, day, true north.
  titleCells(source, withDefaults(source), "jp")
    .slice(2)
    .forEach(([label, value], i) => titleText(15 + 2 * i, 1, `${label}: ${value}`));
  return Buffer.from(dxf.stringify(), "utf8");
}

/** The mean of a ring's points (where a building's height text goes). */
function centre(pts: [number, number][]): [number, number] {
  const n = Math.max(1, pts.length);
  return [pts.reduce((s, p) => s + p[0], 0) / n, pts.reduce((s, p) => s + p[1], 0) / n];
}
