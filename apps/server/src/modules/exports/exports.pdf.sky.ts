import { SKY_CHECKS, roundSkyDown, roundSkyUp, type SkyCheck, type SkyPoint } from "@soracity/contracts";
import { num } from "./exports.pdf.fields";
import type { InputTable } from "./exports.pdf.inputs";
import type { PdfLabels } from "./exports.pdf.labels";

// The 天空率 算定表 of the report (issue 25): per check of 法56条7項 its points with the planned and the
// conforming building's sky factors (Rs, 令135条の5), their margin and the verdict; then the user's points.

const SHARES = [0.12, 0.12, 0.19, 0.19, 0.16, 0.22];
/** Rs as the tables print it: three decimals, the planned value rounded down, the conforming one up. */
const rs = (v: number) => v.toFixed(3);
const signed = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(3)}`;

function rowsOf(points: readonly SkyPoint[], L: PdfLabels): string[][] {
  return points.map((p) => {
    const f = p.sky_factor;
    return [
      p.id,
      num(p.height, 2),
      rs(roundSkyDown(f.planned)),
      f.conforming === null ? "-" : rs(roundSkyUp(f.conforming)),
      p.margin === null ? "-" : signed(p.margin),
      f.pass === null ? "-" : f.pass ? L.pass : L.fail,
    ];
  });
}

/** One table per check that has points, then one of the points the user placed (no check). */
export function skyTables(points: readonly SkyPoint[], L: PdfLabels): InputTable[] {
  const header = [L.sky.point, L.sky.height, L.sky.planned, L.sky.conforming, L.sky.margin, L.verdict];
  const groups: [string, SkyPoint[]][] = [
    ...SKY_CHECKS.map((c: SkyCheck): [string, SkyPoint[]] => [
      L.sky.table(L.sky.checks[c]),
      points.filter((p) => p.check === c),
    ]),
    [L.sky.table(L.sky.userPoints), points.filter((p) => p.check === null)],
  ];
  return groups
    .filter(([, group]) => group.length > 0)
    .map(([title, group]) => ({ title, shares: SHARES, header, rows: rowsOf(group, L) }));
}
