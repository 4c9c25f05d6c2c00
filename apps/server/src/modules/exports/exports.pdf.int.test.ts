import { writeFileSync } from "node:fs";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import {
  offset,
  plannedBuildingCase,
  projectAt,
  rectangle,
  waitForStatus,
} from "../analysis/analysis.fixtures";

/**
 * Issue 24 §4, the PDF's text for every service: every parameter with a translated name and value (no raw key
 * or enumeration value, no i18n key), times as the case sets them (true solar time or JST, never UTC), and for
 * noise and vibration the sources, barriers and receivers. Set PDF_DUMP_DIR to keep the files (pdftoppm).
 */
const site = { lon: 139.7, lat: 35.6 };
const LANGS = ["jp", "en"] as const;
type Lang = (typeof LANGS)[number];

let alice: TestUser;
const ids: Record<"regulation" | "calendar" | "noise" | "vibration", string> = {
  regulation: "",
  calendar: "",
  noise: "",
  vibration: "",
};

const server = useTestApp({}, { worker: true });

async function runCase(projectId: string, service: string, parameters: Record<string, unknown>) {
  const { id } = await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: service,
    name: `${service} case`,
    parameters,
  });
  await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
  expect((await waitForStatus(server.app, alice, id, ["done", "error"])).status).toBe("done");
  return id;
}

const extent = (half: number) => ({
  min_lon: offset(site, -half, -half)[0],
  min_lat: offset(site, -half, -half)[1],
  max_lon: offset(site, half, half)[0],
  max_lat: offset(site, half, half)[1],
  rotation: 0,
});

beforeAll(async () => {
  alice = await server.signUp();
  const projectId = await projectAt(server.app, alice, site);
  const small = { analysis_range: rectangle(site, -20, 10, 20, 50), grid_spacing: 2 };
  ids.regulation = await runCase(
    projectId,
    "hikage",
    plannedBuildingCase(site, {
      ...small,
      site_boundary: rectangle(site, -15, -15, 15, 15),
      limits: { hours5: 4, hours10: 2.5 },
    }),
  );
  ids.calendar = await runCase(
    projectId,
    "hikage",
    plannedBuildingCase(site, {
      ...small,
      date: "2026-12-22",
      time_basis: "clock",
      utc_offset: 9,
      model_ids: [],
      use_lod2: false,
    }),
  );
  ids.noise = await runCase(projectId, "noise", {
    extent: extent(40),
    grid_spacing: 5,
    calculation_type: "grid",
    diffraction_method: "iso9613-2",
    sources: [{ lon: offset(site, -20, 0)[0], lat: offset(site, -20, 0)[1], height: 1, lw: 100 }],
    barriers: [{ points: [offset(site, -10, -10), offset(site, -10, 10)], height: 3 }],
    receivers: [offset(site, 20, 0), offset(site, 30, 5)],
  });
  ids.vibration = await runCase(projectId, "vibration", {
    soil: "unconsolidated",
    wave: "mixed",
    sources: [
      { lon: offset(site, -5, 0)[0], lat: offset(site, -5, 0)[1], machine: "excavator" },
      { lon: offset(site, 5, 0)[0], lat: offset(site, 5, 0)[1], level: 80, r0: 5 },
    ],
    receivers: [offset(site, 20, 0)],
    boundary: rectangle(site, -10, -10, 10, 10),
    limit_db: 75,
  });
});

async function pdfText(id: string, lang: Lang): Promise<string> {
  const res = await call(server.app, alice, "GET", `/api/cases/${id}/export/pdf?lang=${lang}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const bytes = new Uint8Array(res.rawPayload);
  const dir = process.env.PDF_DUMP_DIR;
  if (dir) writeFileSync(path.join(dir, `${lang}-${id}.pdf`), bytes);
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

/** What must never be printed: keys, raw enumeration values, i18n keys, UTC or Z times. */
function expectClean(text: string): void {
  expect(text.match(/\b[a-z][a-z0-9]*(_[a-z0-9]+)+\b/g), "snake_case key").toBeNull();
  expect(text.match(/\b(analysis|export|exports|common)\.[a-z_.]+/g), "i18n key").toBeNull();
  for (const raw of ["iso9613-2", "unconsolidated", "excavator", "time_basis", "clock", "winter_solstice"])
    expect(text.includes(raw), raw).toBe(false);
  expect(text.match(/UTC|\d{2}:\d{2}(:\d{2})?Z\b|GMT/g), "UTC time").toBeNull();
  expect(text).toContain("Asia/Tokyo");
  expect(text).not.toContain("NaN");
}

const WORDS = {
  jp: {
    solar: "真太陽時",
    jst: "日本標準時 (JST)",
    models: "0 モデル",
    date: "2026年12月22日",
    sources: ["音源", "点音源", "遮音壁", "予測点"],
    noise: ["ISO 9613-2", "メッシュ", "Lw 100 dB(A)"],
    vibration: [
      "振動源",
      "未固結地盤",
      "バックホウ",
      "80 dB（5 m 地点）",
      "83 dB（5 m 地点）（機械の標準値）",
      "予測点",
      "規制値 75 dB",
    ],
  },
  en: {
    solar: "True solar time",
    jst: "Japan Standard Time (JST)",
    models: "0 models",
    date: "22 December 2026",
    sources: ["Noise sources", "Point source", "Barriers", "Receivers"],
    noise: ["ISO 9613-2", "Grid", "Lw 100 dB(A)"],
    vibration: [
      "Vibration sources",
      "Unconsolidated ground",
      "Excavator",
      "80 dB at 5 m",
      "83 dB at 5 m (machine preset)",
      "Receivers",
      "limit 75 dB",
    ],
  },
};

describe.each(LANGS)("the PDF's text in %s", (lang) => {
  const w = WORDS[lang];

  it("a regulation shadow case: true solar time, no raw key or value, JST end time", async () => {
    const text = await pdfText(ids.regulation, lang);
    expectClean(text);
    expect(text).toContain(w.solar);
  });

  it("a calendar shadow case at UTC+9: JST clock time, the date in the locale's format, models counted", async () => {
    const text = await pdfText(ids.calendar, lang);
    expectClean(text);
    expect(text).toContain(w.jst);
    expect(text).toContain(w.date);
    expect(text).toContain(w.models);
    expect(text).not.toContain(w.solar);
  });

  it("a noise case: translated method and kind, the source, barrier and receiver tables", async () => {
    const text = await pdfText(ids.noise, lang);
    expectClean(text);
    for (const word of [...w.sources, ...w.noise]) expect(text, word).toContain(word);
    expect(text).toMatch(/S1\s/);
    expect(text).toMatch(/B1\s+3\s+(19\.9|20)\s/);
    expect(text).toMatch(/R2\s/);
  });

  it("a vibration case: translated soil and machine, the source and receiver tables", async () => {
    const text = await pdfText(ids.vibration, lang);
    expectClean(text);
    for (const word of w.vibration) expect(text, word).toContain(word);
    expect(text).toMatch(/S2\s/);
    expect(text).toMatch(/R1\s/);
  });
});
