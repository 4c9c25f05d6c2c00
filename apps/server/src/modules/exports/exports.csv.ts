import { SiteFrame } from "@soracity/analysis";
import { ANALYSIS_SERVICES, RESULT_LAYERS, type ExportQuery, type SkyPoint } from "@soracity/contracts";
import { heightPoints } from "./exports.envelope";
import { cellLocal, type ResultSource } from "./exports.source";

const BOM = "\uFEFF";
export const CSV_HEADER = ["kind", "lon", "lat", "value", "unit", "detail"];

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection": =, +, -, @, tab, CR first), and the
 * full-width ＝＋－＠ that Japanese input turns into them. Building ids come from uploaded files.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Numbers are written as numbers
 * (a negative one stays a number); text that starts like a formula gets a leading `'`, which spreadsheets
 * show as text and do not evaluate.
 */
const csvField = (value: string | number | null): string => {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Float32 to the shortest decimal that reads back as the same float32. */
const f32 = (v: number): number => {
  for (let digits = 6; digits < 10; digits++) {
    const n = Number(v.toPrecision(digits));
    if (Math.fround(n) === v) return n;
  }
  return v;
};

/** A 天空率 point's detail: id, check, height, the conforming building's Rs, the margin and the verdict. */
const skyDetail = (p: SkyPoint): string =>
  [
    p.id,
    `check=${p.check ?? "-"}`,
    `height=${p.height}`,
    `conforming=${p.sky_factor.conforming ?? "-"}`,
    `margin=${p.margin ?? "-"}`,
    `pass=${p.sky_factor.pass ?? "-"}`,
  ].join(" ");

/**
 * The result as one CSV table (UTF-8 with BOM, CRLF, for Excel in Japan): `kind` grid | point | receiver |
 * facade | sky_point, `lon`, `lat`, `value` (shade hours, level in dB, or the planned building's sky factor),
 * `unit`, `detail` (a point's shade intervals "start-end" separated by spaces, a 逆日影 point's number (its
 * value the allowed height, m above the 平均地盤面; empty outside the site), a facade's building, a sky
 * point's id and `key=value` pairs: check, height, conforming, margin, pass). Grid cells: every cell, or those at or above
 * `min_hours`; cells without a value (inside a building) have an empty value.
 */
export async function toCsv(source: ResultSource, query: ExportQuery): Promise<Buffer> {
  const rows: (string | number | null)[][] = [];
  const grid = await source.grid();
  if (grid) {
    const unit = source.spec("grid")?.unit ?? null;
    const frame = new SiteFrame(grid.origin.lon, grid.origin.lat);
    // `min_hours` filters a grid of hours (shadow), not one of levels.
    const min = unit === RESULT_LAYERS.shade_hours.unit ? query.min_hours : undefined;
    for (let j = 0; j < grid.ny; j++)
      for (let i = 0; i < grid.nx; i++) {
        const v = grid.values[j * grid.nx + i];
        if (min !== undefined && !(v >= min)) continue;
        const [x, y] = cellLocal(grid, i, j);
        const [lon, lat] = frame.toLonLat(x, y, grid.z);
        rows.push(["grid", lon, lat, Number.isFinite(v) ? f32(v) : null, unit, null]);
      }
  }
  const pointsUnit = ANALYSIS_SERVICES[source.serviceType].points.unit;
  for (const p of source.shadePoints)
    rows.push([
      "point",
      p.lon,
      p.lat,
      p.shade_hours,
      pointsUnit,
      p.intervals.map(([a, b]) => `${a}-${b}`).join(" "),
    ]);
  for (const p of source.levelPoints) rows.push(["receiver", p.lon, p.lat, p.level_db, pointsUnit, null]);
  heightPoints(source).forEach((p, i) =>
    rows.push(["point", p.lon, p.lat, p.max_height, pointsUnit, `P${i + 1}`]),
  );
  for (const p of source.skyPoints)
    rows.push(["sky_point", p.lon, p.lat, p.sky_factor.planned, pointsUnit, skyDetail(p)]);
  for (const f of await source.features(RESULT_LAYERS.facades.name)) {
    const [lon = 0, lat = 0] = f.geometry.type === "Point" ? f.geometry.coordinates : [];
    rows.push([
      "facade",
      lon,
      lat,
      (f.properties.level_db as number | null) ?? null,
      RESULT_LAYERS.facades.unit,
      ((f.properties.building ?? "") as string | number).toString(),
    ]);
  }
  const lines = [CSV_HEADER, ...rows].map((row) => row.map(csvField).join(","));
  return Buffer.from(`${BOM}${lines.join("\r\n")}\r\n`, "utf8");
}
