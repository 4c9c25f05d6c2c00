import { closePools } from "@soracity/engine";
import { summaryOf } from "@soracity/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { runAnalysis } from "../index";
import type { AnalysisInput } from "../index";
import { SiteFrame } from "../frame";
import { localBox, localRect } from "../testing/geometry";

const SITE = { lon: 135.5, lat: 34.69 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
afterAll(() => closePools());

// The site is the 40 x 40 m square at the centre. "old" stands on it (to be replaced), "edge" straddles its
// east side with most of its footprint outside, "north" stands 40 m north of it.
const OLD = localBox(frame, "old", [-8, -8, 8, 8], 15);
const EDGE = localBox(frame, "edge", [15, -5, 35, 5], 12);
const NORTH = localBox(frame, "north", [-10, 40, 10, 50], 20);

const input = (parameters: Record<string, unknown>, cityBuildings = [OLD, EDGE, NORTH]): AnalysisInput => ({
  service: "hikage",
  site: SITE,
  parameters: {
    target_range: localRect(frame, -150, -150, 150, 150),
    analysis_range: localRect(frame, -60, -20, 60, 100),
    grid_spacing: 2,
    ground_elevation: 0,
    points: [frame.toLonLat(0, 20), frame.toLonLat(25, 15)],
    ...parameters,
  },
  cityBuildings,
  modelBuildings: [],
});

/** Everything a run writes, comparable with toEqual. */
const written = async (i: AnalysisInput) => {
  const out = await runAnalysis(i);
  const { buildings: _b, ...summary } = out.summary as { buildings: unknown };
  return { summary, points: out.points, layers: out.layers.map((l) => [l.name, l.meta, [...l.data]]) };
};

describe("city buildings left out of a case", () => {
  it("excluded_buildings by id: as if the building were not in the city", async () => {
    const out = await runAnalysis(input({ excluded_buildings: ["old"] }));
    expect(out.summary).toMatchObject({ buildings: { city: 2, excluded: 1 } });
    expect(await written(input({ excluded_buildings: ["old"] }))).toEqual(
      await written(input({}, [EDGE, NORTH])),
    );
  });

  it("a part by its #k id leaves the other parts in", async () => {
    const twoParts = { ...NORTH, footprint: [...NORTH.footprint, ...OLD.footprint] };
    const out = await written(input({ excluded_buildings: ["north#1"] }, [twoParts]));
    expect(out).toEqual(await written(input({}, [NORTH])));
    const counted = await runAnalysis(input({ excluded_buildings: ["north#1"] }, [twoParts]));
    expect(counted.summary).toMatchObject({ buildings: { city: 1, excluded: 1 } });
  });

  it("exclude_site_buildings: the buildings whose footprint centroid is inside the site boundary", async () => {
    // A site boundary needs limits and a planned building: a small one in the site's south-west corner.
    const site = {
      site_boundary: localRect(frame, -20, -20, 20, 20),
      limits: { hours5: 4, hours10: 2.5 },
      planned_buildings: [{ footprint: localRect(frame, -18, -18, -14, -14), height: 6 }],
    };
    const out = await runAnalysis(input({ exclude_site_buildings: true, ...site }));
    // "old" is on the site; "edge" reaches 5 m into it but its centroid (25, 0) is outside.
    expect(out.summary).toMatchObject({ buildings: { city: 2, excluded: 1 } });
    expect(await written(input({ exclude_site_buildings: true, ...site }))).toEqual(
      await written(input(site, [EDGE, NORTH])),
    );
    const kept = await runAnalysis(input(site));
    expect(kept.summary).toMatchObject({ buildings: { city: 3, excluded: 0, retained: 1 } });
  });

  it("a city building that stays on the site is counted with the plan, and not in what the plan adds", async () => {
    const site = {
      site_boundary: localRect(frame, -20, -20, 20, 20),
      limits: { hours5: 4, hours10: 2.5 },
      planned_buildings: [{ footprint: localRect(frame, -18, -18, -14, -14), height: 6 }],
    };
    // "old" stays: the planned view and the check count it with the plan (法56条の2第2項), as if it were
    // planned; the added view is the composite less all that stands without the new building.
    const stays = await runAnalysis(input(site));
    const asPlanned = await runAnalysis(
      input({
        ...site,
        exclude_site_buildings: true,
        planned_buildings: [
          ...site.planned_buildings,
          { footprint: localRect(frame, -8, -8, 8, 8), height: 15 },
        ],
      }),
    );
    const a = summaryOf(stays.summary, "hikage");
    const b = summaryOf(asPlanned.summary, "hikage");
    if (!a?.views || !b?.views) throw new Error("a shadow summary with views");
    expect(a.views.planned).toEqual(b.views.planned);
    expect(a.views.composite).toEqual(b.views.composite);
    expect(a.regulation).toEqual(b.regulation);
    // What the small new building adds is far less than what "old" and it add together.
    expect(a.views.added?.max_hours).toBeLessThan(b.views.added?.max_hours ?? 0);
  });
});
