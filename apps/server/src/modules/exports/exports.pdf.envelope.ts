import type { Locale } from "@soracity/contracts";
import type { EnvelopeExport } from "./exports.envelope";
import { at, label, ring, ringsOf, type Sheet } from "./exports.pdf.draw";
import { ENVELOPE_LABELS, type EnvelopeLabels } from "./exports.pdf.envelopeLabels";
import { lonLat, num } from "./exports.pdf.fields";
import type { PdfLabels } from "./exports.pdf.labels";
import { drawRegulationLines } from "./exports.pdf.plan";
import type { ReportTable } from "./exports.pdf.schedule";
import { drawingSheet, type SheetContext } from "./exports.pdf.sheets";

// The 逆日影 report (issue 26): on page one its figures (highest point, volume, floor area estimate, storeys,
// the shade windows kept), the forward check (zone, limit, longest shade, worst point, verdict) and the points
// with their allowed height; then the envelope plan: the tiers shaded by height, the contours of allowed height
// labelled, the site and the 5 m / 10 m lines, the points, north arrow and scale bar.

/** Tier fills (light, by rank from the lowest level) and the contour lines' colours beside them. */
const FILLS = ["#fff7bc", "#fee391", "#fec44f", "#fe9929", "#ec7014", "#cc4c02", "#8c2d04"];
const LINES = ["#b8a000", "#c08a00", "#c06a00", "#b04a00", "#983800", "#7a2a00", "#4a1800"];

/** A window family as the run names it ("tails:0.5/noon:0.5") in words, per limit. */
export function windowFamilyText(family: string, E: EnvelopeLabels): string {
  return family
    .split("/")
    .map((part) => {
      const [kind = "", position = ""] = part.split(":");
      const word = E.windowKinds[kind as keyof EnvelopeLabels["windowKinds"]] ?? kind;
      const g = Number(position);
      if (kind === "tails" && Number.isFinite(g)) return `${word}${E.paren(`${E.morning} ${num(g, 3)}`)}`;
      if (kind === "shifted" && Number.isFinite(g)) return `${word}${E.paren(num(g, 3))}`;
      return word;
    })
    .join(" / ");
}

/** Page one's tables of a 逆日影 run: its figures, the forward check and the points. */
export function envelopeTables(envelope: EnvelopeExport, L: PdfLabels, locale: Locale): ReportTable[] {
  const E = ENVELOPE_LABELS[locale];
  const s = envelope.summary;
  const check = s.forward_check;
  const ground = s.setup.average_ground.elevation;
  return [
    {
      title: E.figures,
      shares: [0.4, 0.6],
      header: null,
      rows: [
        [E.maxHeight, `${num(s.max_height, 2)} m`],
        [E.volume, `${num(s.volume, 1)} m³`],
        [E.floorArea(num(s.storey_height, 2)), `${num(s.floor_area_estimate, 1)} m²`],
        [E.storeys, `${s.storeys}`],
        [E.windowFamily, windowFamilyText(s.window_family, E)],
        [E.siteArea, `${num(s.site_area, 1)} m²`],
        [E.grid, E.gridValue(s.grid.nx, s.grid.ny, num(s.grid.spacing_m, 2), num(s.grid.cells, 0))],
        [E.averageGround, `${num(ground, 3)} m`],
      ],
    },
    {
      title: `${E.check} — ${E.checkNote(check.tiers, check.lowered)}`,
      shares: [0.17, 0.11, 0.13, 0.47, 0.12],
      header: [L.zone, L.limit, L.maxHours, L.worst, L.verdict],
      rows: check.zones.map((z) => [
        L.zones[z.zone],
        `${num(z.limit)} h`,
        `${num(z.max_hours)} h`,
        z.worst ? `${lonLat(z.worst.lon, z.worst.lat)} (${num(z.worst.hours)} h)` : "-",
        z.pass ? L.pass : L.fail,
      ]),
    },
    {
      title: E.points,
      shares: [0.1, 0.3, 0.3, 0.3],
      header: [L.no, L.lon, L.lat, E.allowed],
      rows: envelope.points.map((p, i) => [
        `P${i + 1}`,
        p.lon.toFixed(6),
        p.lat.toFixed(6),
        p.max_height === null ? E.outside : num(p.max_height, 2),
      ]),
    },
  ];
}

/** Fills rings as one path (even-odd: a tier's holes stay open). */
function fillRings(s: Sheet, rings: number[][][], colour: string): void {
  s.doc.save();
  for (const r of rings) {
    const [first, ...rest] = r.map(([lon = 0, lat = 0]) => at(s, lon, lat));
    if (!first) continue;
    s.doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) s.doc.lineTo(x, y);
    s.doc.closePath();
  }
  s.doc.fill(colour, "even-odd").restore();
}

/** The legend: a swatch per level of allowed height, top left of the frame. */
function legend(s: Sheet, heights: number[], E: EnvelopeLabels): void {
  const { doc, box } = s;
  const x = box.x + 10;
  const y = box.y + 10;
  const rowH = 11;
  doc.font(s.font).fontSize(7);
  const w = Math.max(doc.widthOfString(E.legend), 60) + 16;
  doc
    .save()
    .fillColor("#fff")
    .rect(x - 4, y - 4, w, 16 + heights.length * rowH)
    .fill()
    .restore();
  doc.fillColor("#000").text(E.legend, x, y, { lineBreak: false });
  heights.forEach((h, i) => {
    const ry = y + 12 + (heights.length - 1 - i) * rowH;
    doc
      .save()
      .lineWidth(0.6)
      .fillColor(FILLS[i % FILLS.length] ?? "#eee")
      .strokeColor(LINES[i % LINES.length] ?? "#000")
      .rect(x, ry, 14, 8)
      .fillAndStroke()
      .restore();
    doc
      .font(s.font)
      .fontSize(7)
      .fillColor("#000")
      .text(`${num(h, 2)} m`, x + 20, ry, { lineBreak: false });
  });
}

/** The envelope plan (逆日影図) on a sheet of its own. */
export async function envelopeSheet(c: SheetContext, envelope: EnvelopeExport): Promise<void> {
  const E = ENVELOPE_LABELS[c.locale];
  const heights = [...new Set(envelope.prisms.map((f) => Number(f.properties.height_m)))].sort(
    (a, b) => a - b,
  );
  const rank = (h: number) => Math.max(0, heights.indexOf(h));
  const byHeight = [...envelope.prisms].sort(
    (a, b) => Number(a.properties.height_m) - Number(b.properties.height_m),
  );
  const features = [...envelope.prisms, ...envelope.contours, ...envelope.lines];
  await drawingSheet(c, E.plan, null, features, (s) => {
    for (const f of byHeight)
      fillRings(s, ringsOf(f), FILLS[rank(Number(f.properties.height_m)) % FILLS.length] ?? "#eee");
    for (const f of envelope.contours) {
      const h = Number(f.properties.height_m);
      const colour = LINES[rank(h) % LINES.length] ?? "#000";
      // The height inside the outline, by its north-west corner (the northmost vertex, westmost of ties).
      for (const r of ringsOf(f)) {
        const pts = ring(s, r, colour, 0.9);
        const corner = pts.reduce(
          (a, b) => (b[1] < a[1] - 0.01 || (b[1] < a[1] + 0.01 && b[0] < a[0]) ? b : a),
          pts[0] ?? [0, 0],
        );
        label(s, corner[0] + 14, corner[1] + 7, `${num(h, 2)}m`, colour, 6.5);
      }
    }
    drawRegulationLines(s, envelope.lines);
    envelope.points.forEach((p, i) => {
      const [px, py] = at(s, p.lon, p.lat);
      s.doc.save().fillColor("#c00").circle(px, py, 1.8).fill().restore();
      const h = p.max_height === null ? "-" : `${num(p.max_height, 2)}m`;
      label(s, px, py - 6, `P${i + 1} ${h}`, "#c00", 6);
    });
    legend(s, heights, E);
  });
}
