import { describe, expect, it } from "vitest";
import { buildLayers, heatColour, toReearthLayer, type Feature } from "./layers";
import { loadShare } from "./load";
import { parseShareUrl } from "./share";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

describe("parseShareUrl", () => {
  it("reads share links with or without the locale prefix, and the API's own path", () => {
    for (const path of [
      `/share/${TOKEN}`,
      `/jp/share/${TOKEN}`,
      `/en/share/${TOKEN}/`,
      `/api/share/${TOKEN}`,
    ])
      expect(parseShareUrl(`  https://sora.example.jp${path}?x=1#y `)).toEqual({
        origin: "https://sora.example.jp",
        token: TOKEN,
        api: `https://sora.example.jp/api/share/${TOKEN}`,
        geojson: `https://sora.example.jp/api/share/${TOKEN}/export/geojson`,
        czml: `https://sora.example.jp/api/share/${TOKEN}/export/czml`,
      });
    expect(parseShareUrl(`http://10.0.0.5:3000/share/${TOKEN}`)?.api).toBe(
      `http://10.0.0.5:3000/api/share/${TOKEN}`,
    );
  });
  it("refuses other schemes, paths, relative links and malformed tokens", () => {
    for (const bad of [
      `javascript:alert(1)//share/${TOKEN}`,
      `ftp://h/share/${TOKEN}`,
      `/share/${TOKEN}`,
      `https://h/dashboard/share/${TOKEN}`,
      `https://h/share/${TOKEN}/export/geojson`,
      "https://h/share/",
      "https://h/share/bad%20token",
      "not a url",
    ])
      expect(parseShareUrl(bad), bad).toBeNull();
  });
});

const line = (kind: string, props: Record<string, unknown> = {}): Feature => ({
  type: "Feature",
  properties: { kind, ...props },
  geometry: {
    type: "LineString",
    coordinates: [
      [139, 35],
      [139.001, 35],
    ],
  },
});

describe("buildLayers", () => {
  const features = [
    line("contour", { hours: 3 }),
    line("contour", { hours: 2 }),
    line("contour", { hours: 3 }),
    line("outline", { label: "08:00" }),
    line("point", { shade_hours: 2.5 }),
    line("cell", { hours: 4 }),
    line("mystery"),
    { type: "Feature", properties: { kind: "outline" }, geometry: null } as Feature,
  ];
  const layers = buildLayers({ type: "FeatureCollection", features });

  it("makes one layer per contour hour (ramp colours, low to high) and one per other kind", () => {
    expect(layers.map((l) => [l.key, l.data.features.length, l.visible])).toEqual([
      ["contour-2", 1, true],
      ["contour-3", 2, true],
      ["outline", 1, true],
      ["point", 1, true],
      ["cell", 1, false],
    ]);
    expect(layers[0]?.colour).toBe(heatColour(0));
    expect(layers[1]?.colour).toBe(heatColour(1));
    expect(layers[1]?.label).toEqual({ ja: "等時間日影線 3 時間", en: "3 h shade contour" });
  });

  it("groups noise bands by level and gives Re:Earth simple GeoJSON layers", () => {
    const noise = buildLayers({
      type: "FeatureCollection",
      features: [line("noise_contour", { min_db: 45 }), line("noise_contour", { min_db: 40 })],
    });
    expect(noise.map((l) => l.label.en)).toEqual(["Noise ≥ 40 dB", "Noise ≥ 45 dB"]);
    const layer = toReearthLayer(noise[0], "ja");
    expect(layer).toMatchObject({
      type: "simple",
      title: "SoraCity: 騒音 40 dB 以上",
      visible: true,
      data: { type: "geojson", value: noise[0].data },
      polyline: { strokeColor: noise[0].colour },
    });
  });

  it("ramps pale yellow to dark purple, clamped", () => {
    expect(heatColour(0)).toBe("#fff5b4");
    expect(heatColour(1)).toBe("#5a005a");
    expect(heatColour(-3)).toBe(heatColour(0));
    expect(heatColour(Number.NaN)).toBe(heatColour(0));
  });
});

describe("loadShare", () => {
  const link = `https://sora.example.jp/en/share/${TOKEN}`;
  const answers = (map: Record<string, { status: number; body: unknown }>) => {
    const asked: string[] = [];
    const get = async (url: string) => {
      asked.push(url);
      const a = map[url] ?? { status: 404, body: {} };
      return { ok: a.status < 300, status: a.status, json: async () => a.body };
    };
    return { asked, get };
  };
  const api = `https://sora.example.jp/api/share/${TOKEN}`;

  it("reads the share, its GeoJSON and CZML exports", async () => {
    const { asked, get } = answers({
      [api]: { status: 200, body: { name: "案A", site: { lon: 139.7, lat: 35.6 }, exports: [{}] } },
      [`${api}/export/geojson`]: {
        status: 200,
        body: { type: "FeatureCollection", features: [line("outline")] },
      },
      [`${api}/export/czml`]: { status: 200, body: [{ id: "document" }] },
    });
    const loaded = await loadShare(link, get);
    expect(asked).toEqual([api, `${api}/export/geojson`, `${api}/export/czml`]);
    expect(loaded).toMatchObject({
      ok: true,
      name: "案A",
      site: { lon: 139.7, lat: 35.6 },
      czml: [{ id: "document" }],
    });
    expect(loaded.ok && loaded.layers.map((l) => l.key)).toEqual(["outline"]);
  });

  it("says why not: bad link, revoked link, no result, server error, network (CORS)", async () => {
    expect(await loadShare("https://h/other", answers({}).get)).toEqual({ ok: false, error: "invalid_url" });
    expect(await loadShare(link, answers({}).get)).toEqual({ ok: false, error: "not_found" });
    expect(
      await loadShare(link, answers({ [api]: { status: 200, body: { name: "x", exports: [] } } }).get),
    ).toEqual({
      ok: false,
      error: "no_result",
    });
    expect(await loadShare(link, answers({ [api]: { status: 503, body: {} } }).get)).toEqual({
      ok: false,
      error: "failed",
      status: 503,
    });
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await loadShare(link, offline)).toEqual({ ok: false, error: "network" });
  });
});
