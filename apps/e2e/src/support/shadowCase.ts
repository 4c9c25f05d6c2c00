import type { Page } from "playwright-core";
import { newAccount } from "./browser";
import { api, register } from "./dashboard";
import { caseWithSite, sampleBuildingPoint } from "./map";
import { offset, rectangle } from "./offset";

/** The day of the shadow tests' runs: winter solstice, 8:00-16:00, every 10 min, outlines hourly, at 4 m. */
export const WINTER_DAY = {
  season: "winter_solstice",
  start_time: "08:00",
  end_time: "16:00",
  calc_interval_min: 10,
  output_interval_min: 60,
  plane_height: 4,
  height_standard: "relative_to_ground",
} as const;

export type SampleSite = Awaited<ReturnType<typeof sampleBuildingPoint>>;

export interface ShadowCaseOptions {
  /** The new account's prefix (newAccount) and the locale it registers in. */
  account: string;
  locale?: "jp" | "en";
  names: { workspace: string; project: string; case: string };
  /** The case's parameters about the site found (WINTER_DAY is added under them). */
  parameters: (site: SampleSite) => Record<string, unknown>;
  /** How long the run may take. */
  timeoutMs?: number;
}

/**
 * A new account with a shadow case at a building of a bundled sample city, its parameters set and run to
 * done through the API (throws when the run ends otherwise or takes longer than `timeoutMs`).
 */
export async function runShadowCase(
  page: Page,
  { account, locale = "jp", names, parameters, timeoutMs = 180_000 }: ShadowCaseOptions,
): Promise<{ site: SampleSite; projectId: string; caseId: string; casePath: string }> {
  await register(page, locale, newAccount(account));
  const site = await sampleBuildingPoint(page);
  const { projectId, caseId } = await caseWithSite(page, site, names);
  const patched = await api(page, "PATCH", `/api/cases/${caseId}`, {
    parameters: { ...WINTER_DAY, ...parameters(site) },
  });
  if (patched.status !== 200) throw new Error(`parameters: ${patched.status}`);
  const run = await api(page, "POST", `/api/cases/${caseId}/run`);
  if (run.status !== 202) throw new Error(`run: ${run.status}`);
  for (const started = Date.now(); ; await page.waitForTimeout(500)) {
    const { status } = (await api<{ status: string }>(page, "GET", `/api/cases/${caseId}`)).body;
    if (status === "done") break;
    if (status === "error" || status === "cancelled") throw new Error(`run ended ${status}`);
    if (Date.now() - started > timeoutMs) throw new Error(`run still ${status}`);
  }
  return { site, projectId, caseId, casePath: `/dashboard/project/${projectId}/case/${caseId}` };
}

/**
 * The 3D tests' case: a planned 20 x 20 m block 30 m high (id `planned`) at the site on flat ground, the grid
 * around it, one point 20 m north.
 */
export const plannedBlock = (site: SampleSite) => ({
  ground_elevation: 0,
  target_range: rectangle(site, -150, -150, 150, 150),
  analysis_range: rectangle(site, -80, -40, 80, 120),
  planned_buildings: [{ id: "planned", footprint: rectangle(site, -10, -10, 10, 10), height: 30, base: 0 }],
  points: [offset(site, 0, 20)],
});
