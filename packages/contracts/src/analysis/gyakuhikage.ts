import { z } from "zod";
import { num } from "./common";
import { openRing, polygonAreaM2, polygonSchema, typeError } from "./geo";
import { hikageParametersDraftSchema, hikageParametersSchema, tableRules } from "./hikage";

// 逆日影 (service `gyakuhikage`, issue 26): the largest envelope over a site that the 日影規制 allows, every
// answer checked forward with the shadow engine. The regulation set-up is the shadow service's: its fields are
// taken from the hikage schema as they are (same names, ranges and messages), not redefined.

/** Most grid cells of an envelope: the site's area / grid_spacing². */
export const MAX_ENVELOPE_CELLS = 4_000_000;
/** The regulation's window (true solar time): 8:00-16:00, Hokkaido 9:00-15:00 (別表第4). */
export const ENVELOPE_WINDOW = { standard: ["08:00", "16:00"], hokkaido: ["09:00", "15:00"] } as const;
/** Hours of the window (the limits must be shorter). */
export const envelopeWindowHours = (hokkaido: boolean): number => (hokkaido ? 6 : 8);

type HikageShape = (typeof hikageParametersSchema)["shape"] | (typeof hikageParametersDraftSchema)["shape"];

/** The hikage fields the set-up shares (limits, plane, zone and row, Hokkaido, relaxations, 平均地盤面, points). */
const SHARED = [
  "limits",
  "plane_height",
  "deemed_edges",
  "center_latitude",
  "zone",
  "ordinance_row",
  "hokkaido",
  "custom_limits",
  "neighbour_ground_elevation",
  "ground_elevation",
  "points",
] as const;
const shared = <S extends HikageShape>(s: S): Pick<S, (typeof SHARED)[number]> =>
  Object.fromEntries(SHARED.map((key) => [key, s[key]])) as Pick<S, (typeof SHARED)[number]>;

const own = {
  /** Spacing of the height field (m). */
  grid_spacing: num()
    .min(0.25, "analysis.grid_spacing_range")
    .max(2, "analysis.grid_spacing_range")
    .default(1),
  /** Storey height (m) for the floor-area estimate. */
  storey_height: num().min(2, "analysis.invalid_value").max(10, "analysis.invalid_value").default(3),
};

// Strict: a key of the shadow case it does not take (planned_buildings, say) is refused, not ignored.
const runObject = z.strictObject(
  {
    ...shared(hikageParametersSchema.shape),
    // Required to run (optional in a shadow case without a site).
    limits: hikageParametersSchema.shape.limits.unwrap(),
    site_boundary: polygonSchema,
    ...own,
  },
  { error: typeError },
);
const draftObject = z.strictObject(
  { ...shared(hikageParametersDraftSchema.shape), site_boundary: polygonSchema.optional(), ...own },
  { error: typeError },
);

type GyakuhikageShape = z.infer<typeof draftObject>;

function crossFieldRules(p: GyakuhikageShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  const site = p.site_boundary;
  const edges = site ? openRing(site.coordinates[0] ?? []).length : 0;
  // The envelope stands on the outer ring: a site with holes (a courtyard of another owner) is refused rather
  // than built over.
  if (site && site.coordinates.length > 1) issue(["site_boundary"], "analysis.site_holes");
  p.deemed_edges.forEach((d, i) => {
    if (d.edge !== undefined && site && d.edge >= edges)
      issue(["deemed_edges", i, "edge"], "analysis.invalid_value");
  });
  const { hours5, hours10 } = p.limits ?? {};
  if (hours5 !== undefined && hours5 >= envelopeWindowHours(p.hokkaido))
    issue(["limits", "hours5"], "analysis.limits_range");
  if (hours10 !== undefined && hours10 >= envelopeWindowHours(p.hokkaido))
    issue(["limits", "hours10"], "analysis.limits_range");
  else if (hours5 !== undefined && hours5 > 0 && hours10 !== undefined && hours10 > hours5)
    issue(["limits", "hours10"], "analysis.limits_range");
  if (site && polygonAreaM2(site) / p.grid_spacing ** 2 > MAX_ENVELOPE_CELLS)
    issue(["grid_spacing"], "analysis.envelope_cells_max");
  tableRules(p, issue);
}

/** 逆日影 (service `gyakuhikage`) parameters of a case, complete (to run). */
export const gyakuhikageParametersSchema = runObject.superRefine((p, ctx) => crossFieldRules(p, ctx));
/** The same for a draft: fields may be missing; what is given is typed and in range. */
export const gyakuhikageParametersDraftSchema = draftObject.superRefine((p, ctx) => crossFieldRules(p, ctx));
export type GyakuhikageParameters = z.infer<typeof gyakuhikageParametersSchema>;
export type GyakuhikageParametersInput = z.input<typeof gyakuhikageParametersDraftSchema>;
