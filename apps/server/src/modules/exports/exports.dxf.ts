import { planeZoneAt, toPlane, zoneEpsg } from "@soracity/citymodel";
import { toOneLine } from "@soracity/contracts";
import {
  DxfWriter,
  LWPolylineFlags,
  point2d,
  point3d,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
} from "@tarikjabiri/dxf";
import type { LayerFeature, ResultSource } from "./exports.source";

/** AutoCAD colour index per layer kind. */
const COLOURS = { site: 7, m5: 3, m10: 5, contour: 1, outline: 4, point: 6, text: 7, level: 2 };

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
 * `LEVEL_<dB>DB`, receivers `RECEIVERS`, and `TITLE` (case name, zone, attribution).
 */
export async function toDxf(source: ResultSource): Promise<Buffer> {
  const site = source.site;
  const zone = planeZoneAt(site.lon, site.lat, site.cityCode);
  const project = (lon: number, lat: number) => toPlane(zone, lon, lat);
  const [sx, sy] = project(site.lon, site.lat);
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Meters);
  const layers = new Set<string>();
  const layer = (name: string, colour: number) => {
    if (!layers.has(name)) {
      dxf.addLayer(name, colour, "CONTINUOUS");
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
  const text = (x: number, y: number, height: number, value: string, layerName: string) =>
    dxf.addText(point3d(x, y, 0), height, toOneLine(value), {
      layerName,
      horizontalAlignment: TextHorizontalAlignment.Center,
      verticalAlignment: TextVerticalAlignment.Middle,
      secondAlignmentPoint: point3d(x, y, 0),
    });

  for (const f of await source.features("regulation_lines")) {
    const line = String(f.properties.line);
    const name =
      line === "site"
        ? layer("SITE", COLOURS.site)
        : layer(`LINE_${line.toUpperCase()}`, line === "5m" ? COLOURS.m5 : COLOURS.m10);
    for (const ring of rings(f)) polyline(ring, name);
  }
  for (const f of await source.features("contours")) {
    const hours = f.properties.hours as number;
    const name = layer(`CONTOUR_${part(hours)}H`, COLOURS.contour);
    for (const ring of rings(f)) {
      const pts = polyline(ring, name);
      const north = pts.reduce((a, b) => (b[1] > a[1] ? b : a), pts[0] ?? [sx, sy]);
      text(north[0], north[1] + 0.8, 1, `${hours}h`, name);
    }
  }
  for (const f of await source.features("outlines")) {
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
  const title = layer("TITLE", COLOURS.text);
  dxf.addText(point3d(sx, sy - 8, 0), 1.5, source.name, { layerName: title });
  dxf.addText(point3d(sx, sy - 10.5, 0), 1, `JGD2011 平面直角座標系 ${zone} (EPSG:${zoneEpsg(zone)}) m`, {
    layerName: title,
  });
  dxf.addText(point3d(sx, sy - 12.5, 0), 1, "出典：国土交通省 Project PLATEAU", { layerName: title });
  return Buffer.from(dxf.stringify(), "utf8");
}
