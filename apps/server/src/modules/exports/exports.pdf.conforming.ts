import { SiteFrame } from "@soracity/analysis";
import {
  RESULT_LAYERS,
  SKY_CHECKS,
  conformingMetaSchema,
  openRing,
  type SkyCheck,
} from "@soracity/contracts";
import { z } from "zod";
import { outerOf, type PlannedTier } from "./exports.buildings";
import { CONFORMING_LABELS } from "./exports.pdf.conformingLabels";
import { at, furniture, label, ring, type Sheet } from "./exports.pdf.draw";
import { drawBuildings, fitScale } from "./exports.pdf.plan";
import {
  BELOW,
  clearOf,
  farSide,
  section,
  shape,
  type Drawing,
  type Xyz,
} from "./exports.pdf.conformingSection";
import { sOf, sectionEdge, siteEdges } from "./exports.pdf.section";
import type { SheetContext } from "./exports.pdf.sheets";
import { SKY_COLOURS } from "./exports.pdf.skyData";
import { TITLE_BLOCK_H } from "./exports.pdf.title";

// The conforming building's sheets of a 天空率 report (issue 25): per check (道路, 隣地, 北側斜線) the 適合建築物
// of the `conforming` layer in plan (its tops with their heights, the site boundary, the road's far side, the
// planned building, north arrow and scale bar) and in section across the check's boundary (its silhouette with
// heights and slopes beside the planned building's, the ground, the site boundary and the road).

type Doc = SheetContext["doc"];
const MARGIN = 40;
/** The section's edge in the plan. */
const SECTION_RED = "#c62828";

const facePosition = z.array(z.number()).min(3);
const faceSchema = z.object({
  properties: z.object({ check: z.enum(SKY_CHECKS) }),
  geometry: z.object({ type: z.literal("Polygon"), coordinates: z.array(z.array(facePosition)).min(1) }),
});

/** The solid of each check: its faces in local metres (z above the site's ground), in the layer's order. */
async function solids(c: SheetContext, frame: SiteFrame): Promise<Map<SkyCheck, Xyz[][]>> {
  const out = new Map<SkyCheck, Xyz[][]>();
  const meta = conformingMetaSchema.safeParse(c.source.layer(RESULT_LAYERS.conforming.name)?.meta);
  for (const check of meta.data?.checks.map((m) => m.check) ?? []) out.set(check, []);
  for (const f of await c.source.features(RESULT_LAYERS.conforming.name)) {
    const face = faceSchema.safeParse(f);
    if (!face.success) continue;
    const ring = face.data.geometry.coordinates[0] ?? [];
    const pts = ring.slice(0, -1).map(([lon = 0, lat = 0, h = 0]): Xyz => {
      const [x, y] = frame.toLocal(lon, lat);
      return [x, y, h];
    });
    const list = out.get(face.data.properties.check) ?? [];
    list.push(pts);
    out.set(face.data.properties.check, list);
  }
  return out;
}

/** The plan area (m², signed) of a face. */
const planArea = (face: readonly Xyz[]) =>
  face.reduce((sum, [x, y], i) => {
    const [x1, y1] = face[(i + 1) % face.length] ?? [x, y];
    return sum + x * y1 - x1 * y;
  }, 0) / 2;

/** The plan: the solid's tops (light) with their corners' heights, its footprint, site, road and planned. */
function plan(d: Drawing, s: Sheet, tiers: readonly PlannedTier[]) {
  const { doc } = s;
  const T = CONFORMING_LABELS[d.c.locale];
  const page = (x: number, y: number) => at(s, ...d.frame.toLonLat(x, y));
  const zMin = Math.min(...d.faces.flat().map((p) => p[2]));
  const bottoms = d.faces.filter((f) => f.every((p) => p[2] <= zMin + 1e-6));
  const tops = d.faces.filter((f) => !bottoms.includes(f) && Math.abs(planArea(f)) > 1e-4);
  for (const f of tops)
    shape(
      doc,
      f.map(([x, y]) => page(x, y)),
      SKY_COLOURS.conforming,
      0.12,
      0.4,
    );
  for (const f of bottoms) {
    const pts = f.map(([x, y]) => page(x, y));
    doc.save().lineWidth(1.2).strokeColor(SKY_COLOURS.conforming);
    pts.forEach(([x, y], i) => (i ? doc.lineTo(x, y) : doc.moveTo(x, y)));
    doc.closePath().stroke().restore();
  }
  drawBuildings(s, [], tiers, d.c.source.averageGround);
  ring(
    s,
    [...d.site, d.site[0] ?? [0, 0]].map(([x, y]) => d.frame.toLonLat(x, y)),
    "#000",
    0.9,
    4,
  );
  // The edge the section is taken across, in red, named outside the site.
  if (d.edge) {
    const { a, inward, index } = d.edge;
    const b = d.site[(index + 1) % d.site.length] ?? a;
    ring(
      s,
      [a, b].map(([x, y]) => d.frame.toLonLat(x, y)),
      SECTION_RED,
      2.2,
    );
    const [lx, ly] = page((a[0] + b[0]) / 2 - inward[0] * 2.5, (a[1] + b[1]) / 2 - inward[1] * 2.5);
    label(s, lx, ly, T.sectionEdge, SECTION_RED, 6);
  }
  for (const road of d.roads) {
    const far = farSide(d, road);
    ring(
      s,
      far.map(([x, y]) => d.frame.toLonLat(x, y)),
      "#666",
      0.6,
      2,
    );
    // The road's name midway between the edge and its far side.
    const [[ax = 0, ay = 0] = [], [bx = 0, by = 0] = []] = far;
    const [mx, my] = [
      (ax + bx) / 2 + (road.edge.inward[0] * road.width) / 2,
      (ay + by) / 2 + (road.edge.inward[1] * road.width) / 2,
    ];
    const [lx, ly] = page(mx, my);
    label(s, lx, ly, T.road(road.width.toFixed(2)), "#444", 6);
  }
  // The heights of the tops' corners (the highest at a corner shared by a wall), clear of one another.
  const corners = new Map<string, Xyz>();
  for (const [x, y, h] of tops.flat()) {
    const key = `${x.toFixed(2)},${y.toFixed(2)}`;
    if (h > (corners.get(key)?.[2] ?? -Infinity)) corners.set(key, [x, y, h]);
  }
  const placed: [number, number][] = [];
  for (const [x, y, h] of [...corners.values()].sort((p, q) => q[2] - p[2])) {
    const [px, py] = page(x, y);
    if (clearOf(placed, px, py - 5)) label(s, px, py - 5, h.toFixed(2), SKY_COLOURS.conforming, 5);
  }
}

/** The frame centred on the site (its corners' mean), else on the project's site; the site in it (m). */
function siteFrame(c: SheetContext): { frame: SiteFrame; site: [number, number][] } {
  const ring = openRing(outerOf(c.source.record.parameters.site_boundary) ?? []);
  const n = Math.max(1, ring.length);
  const lon = ring.length ? ring.reduce((sum, p) => sum + p[0], 0) / n : c.source.site.lon;
  const lat = ring.length ? ring.reduce((sum, p) => sum + p[1], 0) / n : c.source.site.lat;
  const frame = new SiteFrame(lon, lat);
  const site = ring.map(([x, y]): [number, number] => {
    const [lx, ly] = frame.toLocal(x, y);
    return [lx, ly];
  });
  return { frame, site };
}

const roadSchema = z.array(z.object({ edge: z.number().int(), width: z.number() }));

/** The planned tiers in the frame, underside and top above the site's ground (the run's ground level). */
function localTiers(c: SheetContext, frame: SiteFrame, tiers: readonly PlannedTier[]): Drawing["tiers"] {
  const meta = conformingMetaSchema.safeParse(c.source.layer(RESULT_LAYERS.conforming.name)?.meta);
  const ground = meta.data?.ground_elevation ?? c.source.averageGround ?? 0;
  return tiers.map((t) => {
    const base = t.base !== null ? t.base - ground : (t.baseHeight ?? 0);
    const rings = t.rings.map((r) =>
      r.map(([lon = 0, lat = 0]): [number, number] => {
        const [x, y] = frame.toLocal(lon, lat);
        return [x, y];
      }),
    );
    return { rings, base, top: base + t.height };
  });
}

/**
 * The scales of the plan and of the section: the query's, else each the largest standard scale that holds
 * its drawing (a tall conforming building would shrink the plan).
 */
function sheetScales(d: Drawing, planBox: Sheet["box"], sectionBox: Sheet["box"], range: [number, number]) {
  const fixed = d.c.query.scale;
  const xy = [
    ...d.site,
    ...d.roads.flatMap((r) => farSide(d, r)),
    ...d.faces.flat(),
    ...d.tiers.flatMap((t) => t.rings.flat()),
  ];
  const hx = Math.max(10, ...xy.map((p) => Math.abs(p[0])));
  const hy = Math.max(10, ...xy.map((p) => Math.abs(p[1])));
  const zMax = Math.max(5, ...d.faces.flat().map((p) => p[2]), ...d.tiers.map((t) => t.top));
  const box = { w: sectionBox.w, h: sectionBox.h - BELOW };
  return {
    plan: fixed ?? fitScale(hx, hy, planBox),
    section: fixed ?? fitScale((range[1] - range[0]) / 2 + 2, zMax / 2 + 3, box),
  };
}

/** A swatch and its name. */
function swatch(doc: Doc, x: number, y: number, colour: string, text: string) {
  doc.save().fillColor(colour, 0.3).strokeColor(colour, 1).lineWidth(1).rect(x, y, 14, 8).fillAndStroke();
  doc.restore();
  doc
    .font("jp")
    .fontSize(7)
    .fillColor("#000")
    .text(text, x + 18, y, { lineBreak: false });
}

/** One check's sheet: the title, the plan above, the section below, a legend. */
function checkSheet(c: SheetContext, check: SkyCheck, d: Drawing, tiers: readonly PlannedTier[]) {
  const { doc } = c;
  const T = CONFORMING_LABELS[c.locale];
  doc.addPage();
  doc.font("jp-bold").fontSize(13).fillColor("#000");
  doc.text(`${T.sheet(c.L.sky.checks[check])} — ${c.source.name}`, MARGIN, MARGIN, { lineBreak: false });
  const w = doc.page.width - 2 * MARGIN;
  const top = MARGIN + 24;
  const room = doc.page.height - top - MARGIN - TITLE_BLOCK_H - 8;
  const planBox = { x: MARGIN, y: top + 12, w, h: room * 0.52 - 12 };
  const sectionBox = { x: MARGIN, y: planBox.y + planBox.h + 26, w, h: room - planBox.h - 38 - 14 };
  const sRange = (pts: readonly { 0: number; 1: number }[]) =>
    pts.map((p) => (d.edge ? sOf(d.edge, p[0], p[1]) : 0));
  const ss = [
    ...sRange(d.site),
    ...sRange(d.faces.flat()),
    ...sRange(d.tiers.flatMap((t) => t.rings.flat())),
  ];
  const road = d.roads.find((r) => r.edge.index === d.edge?.index);
  if (road) ss.push(-road.width);
  const range: [number, number] = [Math.min(0, ...ss), Math.max(0, ...ss)];
  const scales = sheetScales(d, planBox, sectionBox, range);
  c.sheets[c.sheets.length - 1] = { scale: scales.plan };
  doc.font("jp-bold").fontSize(9).fillColor("#000").text(T.plan, MARGIN, top, { lineBreak: false });
  const sectionTitle = `${T.section[check]}\u3000${c.L.scale} 1/${scales.section}`;
  doc.text(sectionTitle, MARGIN, sectionBox.y - 14, { lineBreak: false });
  if (d.faces.length === 0) {
    doc
      .font("jp")
      .fontSize(9)
      .text(T.none, MARGIN, top + 24, { lineBreak: false });
    return;
  }
  const s: Sheet = { doc, frame: d.frame, box: planBox, scale: scales.plan, font: "jp" };
  doc.save().rect(planBox.x, planBox.y, planBox.w, planBox.h).clip();
  plan(d, s, tiers);
  doc.restore();
  furniture(s, `${c.L.scale} 1/${scales.plan}`);
  section(d, doc, sectionBox, scales.section, range);
  const ly = sectionBox.y + sectionBox.h + 4;
  swatch(doc, MARGIN, ly, SKY_COLOURS.conforming, T.conforming);
  swatch(doc, MARGIN + 130, ly, SKY_COLOURS.planned, T.planned);
}

/**
 * Per check of the run, the sheet of its 適合建築物: plan and section (none when the run has no `conforming`
 * layer: a case without a site).
 */
export async function conformingSheets(c: SheetContext): Promise<void> {
  if (!c.source.layer(RESULT_LAYERS.conforming.name)) return;
  const { frame, site } = siteFrame(c);
  const bySolid = await solids(c, frame);
  const edges = siteEdges(site);
  const roads = roadSchema.safeParse(c.source.record.parameters.road_edges).data ?? [];
  const onEdges = roads.flatMap((r) => {
    const edge = edges.find((e) => e.index === r.edge);
    return edge ? [{ edge, width: r.width }] : [];
  });
  const tiers = c.source.plannedTiers;
  const local = localTiers(c, frame, tiers);
  for (const [check, faces] of bySolid) {
    const edge = sectionEdge(
      check,
      edges,
      roads.map((r) => r.edge),
    );
    checkSheet(c, check, { c, frame, site, faces, tiers: local, edge, roads: onEdges }, tiers);
  }
}
