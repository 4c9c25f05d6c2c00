import type {
  AnalysisSummaryOf,
  CaseResult,
  GyakuhikageSummary,
  HikageSummary,
  NoiseSummary,
  ServiceType,
  TenkuritsuSummary,
  VibrationSummary,
} from "@soracity/contracts";
import type { DemoService } from "./demo.cases";

const LABELS: Record<DemoService, string> = {
  hikage: "Shadow 日影",
  noise: "Noise 騒音",
  vibration: "Vibration 振動",
  tenkuritsu: "Sky factor 天空率",
  gyakuhikage: "Envelope 逆日影",
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const hours = (h: number) => `${h.toFixed(2)} h`;

function shadowLines(s: HikageSummary): string[] {
  const lines = [`max ${s.max_hours === null ? "-" : hours(s.max_hours)} on the plane`];
  if (!s.regulation) return [...lines, "no regulation check"];
  for (const zone of s.regulation.zones) {
    const where = zone.zone === "5-10m" ? "5-10 m line" : "beyond 10 m";
    const verdict = zone.pass ? "pass 適合" : "FAIL 不適合";
    lines.push(`${where}: ${hours(zone.max_hours)} (limit ${hours(zone.limit)}) ${verdict}`);
  }
  return lines;
}

function noiseLines(s: NoiseSummary): string[] {
  const grid = `grid max ${s.max_db === null ? "-" : `${s.max_db.toFixed(1)} dB(A)`}`;
  const facade = s.facade_max
    ? `facade max ${s.facade_max.level_db.toFixed(1)} dB(A) (${s.facade_max.building ?? "building"})`
    : "no facade in range";
  return [facade, grid, `${s.buildings.city} city buildings`];
}

function vibrationLines(s: VibrationSummary): string[] {
  if (!s.boundary) return [`max ${s.max_db?.toFixed(1) ?? "-"} dB`];
  const { max_db: level, limit, exceeds } = s.boundary;
  return [
    `site boundary ${level.toFixed(1)} dB (limit ${limit} dB) ${exceeds ? "EXCEEDS 超過" : "within 以内"}`,
  ];
}

const CHECK_NAMES = { road: "road 道路", neighbour: "neighbour 隣地", north: "north 北側" } as const;

function skyLines(s: TenkuritsuSummary): string[] {
  const lowest = `${s.points} points, lowest Rs ${s.min_sky_factor?.toFixed(3) ?? "-"}`;
  return [
    lowest,
    ...s.checks.map((c) => {
      const { id, planned, conforming, margin } = c.worst;
      const verdict = c.pass ? "pass 適合" : "FAIL 不適合";
      return `${CHECK_NAMES[c.check]}: ${id} ${planned.toFixed(3)} vs ${conforming.toFixed(3)} (${margin >= 0 ? "+" : ""}${margin.toFixed(3)}) ${verdict}`;
    }),
  ];
}

function envelopeLines(s: GyakuhikageSummary): string[] {
  const check = s.forward_check;
  return [
    `max height ${s.max_height.toFixed(2)} m, ${s.volume.toFixed(0)} m³, ~${s.floor_area_estimate.toFixed(0)} m² (${s.storeys} storeys of ${s.storey_height} m)`,
    ...check.zones.map((zone) => {
      const where = zone.zone === "5-10m" ? "5-10 m line" : "beyond 10 m";
      return `forward check ${where}: ${hours(zone.max_hours)} (limit ${hours(zone.limit)}) ${zone.pass ? "pass 適合" : "FAIL 不適合"}`;
    }),
  ];
}

/** What the summary says of each service's result. */
const DETAILS: { [S in ServiceType]: (summary: AnalysisSummaryOf<S>) => string[] } = {
  hikage: shadowLines,
  noise: noiseLines,
  vibration: vibrationLines,
  tenkuritsu: skyLines,
  gyakuhikage: envelopeLines,
};

function detailsOf<S extends ServiceType>(service: S, summary: AnalysisSummaryOf<S>): string[] {
  const details: (summary: AnalysisSummaryOf<S>) => string[] = DETAILS[service];
  return details(summary);
}

/** The demo's closing summary: per case, its run time and what matters of its result. */
export function summaryLines(results: Record<DemoService, CaseResult>, totalMs: number): string[] {
  const lines: string[] = [];
  for (const service of Object.keys(LABELS) as DemoService[]) {
    const result = results[service];
    const details = detailsOf(result.summary.service_type, result.summary);
    lines.push(
      `${LABELS[service].padEnd(15)} ${seconds(result.run_time_ms).padStart(7)}  ${details[0] ?? ""}`,
    );
    for (const more of details.slice(1)) lines.push(`${"".padEnd(24)}  ${more}`);
  }
  lines.push(`Total ${seconds(totalMs)}`);
  return lines;
}
