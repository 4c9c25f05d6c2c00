import { point3d } from "@tarikjabiri/dxf";
import type { DxfDraw } from "./exports.dxf.sky";
import type { EnvelopeExport } from "./exports.envelope";
import { ringsOf } from "./exports.pdf.draw";

// The 逆日影 layers of the DXF (issue 26): per level of allowed height its contour (the outline of where the
// envelope reaches that height) on a layer `HEIGHT_<h>M`, labelled "H=<h>m" at its northmost vertex; the site
// (`SITE`, 一点鎖線) and the 5 m / 10 m lines (`LINE_5M`, `LINE_10M`, 破線) when the result has no regulation
// lines of its own; the user's points with their allowed height (`POINTS`).

/** AutoCAD colour index as the shadow drawings use: site white, 5 m green, 10 m blue, points magenta. */
const COLOURS = { site: 7, m5: 3, m10: 5, point: 6 };
/** Contour colours by rank from the lowest level: yellow, orange-ish, red, magenta, blue, cyan (ACI). */
const HEIGHT_COLOURS = [2, 30, 1, 6, 5, 4];

/** A DXF layer name's height part: 12.5 -> "12_5". */
const heightPart = (h: number) => String(h).replace(/[^0-9]/g, "_");

/** Draws the envelope's layers into the writer toDxf lends. */
export function drawEnvelope(d: DxfDraw, envelope: EnvelopeExport): void {
  for (const f of envelope.lines) {
    const line = String(f.properties.line);
    const name =
      line === "site"
        ? d.layer("SITE", COLOURS.site, "DASHDOT")
        : d.layer(`LINE_${line.toUpperCase()}`, line === "5m" ? COLOURS.m5 : COLOURS.m10, "DASHED");
    for (const ring of ringsOf(f)) d.polyline(ring, name);
  }
  const heights = [...new Set(envelope.contours.map((f) => Number(f.properties.height_m)))].sort(
    (a, b) => a - b,
  );
  for (const f of envelope.contours) {
    const height = Number(f.properties.height_m);
    const colour = HEIGHT_COLOURS[heights.indexOf(height) % HEIGHT_COLOURS.length] ?? 7;
    const name = d.layer(`HEIGHT_${heightPart(height)}M`, colour);
    for (const ring of ringsOf(f)) {
      const pts = d.polyline(ring, name);
      const north = pts.reduce((a, b) => (b[1] > a[1] ? b : a), pts[0] ?? d.site);
      d.text(north[0], north[1] + 0.6, 0.8, `H=${height}m`, name);
    }
  }
  if (envelope.points.length === 0) return;
  const layer = d.layer("POINTS", COLOURS.point);
  envelope.points.forEach((p, i) => {
    const [x, y] = d.project(p.lon, p.lat);
    d.dxf.addPoint(x, y, 0, { layerName: layer });
    d.dxf.addCircle(point3d(x, y, 0), 0.3, { layerName: layer });
    const height = p.max_height === null ? "-" : `${p.max_height}m`;
    d.text(x, y + 1, 0.8, `P${i + 1} H≦${height}`, layer);
  });
}
