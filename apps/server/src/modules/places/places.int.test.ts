import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PlacesAnswer } from "@soracity/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { createCatalogue } from "../cities/catalogue.wiring";
import { GeocoderError, searchAddresses } from "./places.geocoder";
import { PlacesService } from "./places.service";

/** What the stand-in answers next: GSI's feature array, a status, a body of its own, or nothing for a while. */
type Mode =
  { kind: "gsi" } | { kind: "status"; status: number } | { kind: "body"; body: string } | { kind: "hang" };

// A local stand-in for the GSI address search, on 127.0.0.1: nothing in this file reaches the internet.
let mode: Mode = { kind: "gsi" };
const received: string[] = [];
let standIn: Server;
let base = "";

const SUMINOE = { title: "大阪府大阪市住之江区南港北一丁目", lon: 135.4186, lat: 34.6379 };
const MARUNOUCHI = { title: "東京都千代田区丸の内一丁目", lon: 139.7649, lat: 35.6812 };
const gsiFeature = (f: { title: string; lon: number; lat: number }) => ({
  geometry: { coordinates: [f.lon, f.lat], type: "Point" },
  type: "Feature",
  properties: { addressCode: "", title: f.title },
});

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const q = new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("q") ?? "";
    received.push(q);
    if (mode.kind === "hang") return; // answers nothing: the caller's timeout ends it
    if (mode.kind === "status") return void response.writeHead(mode.status).end("down");
    response.writeHead(200, { "content-type": "application/json" });
    if (mode.kind === "body") return void response.end(mode.body);
    const all = [SUMINOE, MARUNOUCHI].filter((f) => f.title.includes(q.replace(/[\d-]+$/, "")));
    // One feature without a title and one off the globe: skipped, not fatal.
    response.end(
      JSON.stringify([...all.map(gsiFeature), { geometry: { coordinates: [1, 2] }, properties: {} }]),
    );
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/address-search/AddressSearch?q=`;
});
afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

const server = useTestApp(() => ({ geocoderUrl: base }));
let user: TestUser;
beforeAll(async () => {
  user = await server.signUp();
});
beforeEach(() => {
  mode = { kind: "gsi" };
  received.length = 0;
});

const search = (q: string) =>
  ok<PlacesAnswer>(server.app, user, "GET", `/api/places?q=${encodeURIComponent(q)}`);

describe("GET /api/places", () => {
  it("finds catalogue cities and Tokyo's wards by Japanese or English name, with their city code", async () => {
    const osaka = await search("大阪");
    expect(osaka.places[0]).toEqual({
      name: "大阪市",
      name_en: "Osaka",
      kind: "city",
      lon: 135.5023,
      lat: 34.6937,
      city_code: "27100",
    });
    expect(osaka.notice).toBeUndefined();
    expect((await search("ｓｈｉｎｊｕｋｕ")).places[0]).toMatchObject({
      name: "新宿区",
      kind: "ward",
      city_code: "13100",
    });
    expect((await search("千代田")).places[0]).toMatchObject({ name: "千代田区", kind: "ward" });
    expect((await search("Sapporo")).places[0]).toMatchObject({ name: "札幌市", city_code: "01100" });
  });

  it("adds the address search's street addresses after the names, in the catalogue city they lie in", async () => {
    const answer = await search("大阪市住之江区南港北1-1");
    expect(received).toEqual(["大阪市住之江区南港北1-1"]);
    expect(answer.places).toEqual([
      { name: "大阪市", name_en: "Osaka", kind: "city", lon: 135.5023, lat: 34.6937, city_code: "27100" },
      { name: SUMINOE.title, kind: "address", lon: SUMINOE.lon, lat: SUMINOE.lat, city_code: "27100" },
    ]);
    const tokyo = await search("東京都千代田区丸の内");
    expect(tokyo.places.map((p) => [p.kind, p.name, p.city_code])).toEqual([
      ["ward", "千代田区", "13100"],
      ["address", MARUNOUCHI.title, "13100"],
    ]);
  });

  it("answers the local matches and a notice when the address search is down or answers garbage", async () => {
    for (const next of [
      { kind: "status", status: 503 },
      { kind: "body", body: "<html>maintenance</html>" },
      { kind: "body", body: '{"not":"an array"}' },
    ] as const) {
      mode = next;
      const answer = await search("大阪市住之江区");
      expect(answer).toEqual({
        places: [expect.objectContaining({ name: "大阪市", kind: "city" })],
        notice: "places.address_search_unavailable",
      });
    }
    expect(received).toHaveLength(3);
  });

  it("refuses an empty or over-long query with the field's message key, and signed-out callers", async () => {
    for (const q of ["", "   ", "あ".repeat(101)]) {
      const res = await call(server.app, user, "GET", `/api/places?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "validation_failed",
        fields: [{ path: "q", message: "places.query_invalid" }],
      });
    }
    expect((await call(server.app, user, "GET", "/api/places")).statusCode).toBe(400);
    expect((await call(server.app, null, "GET", "/api/places?q=%E5%A4%A7%E9%98%AA")).statusCode).toBe(401);
    expect(received).toEqual([]);
  });

  it("searches names only, reaching nobody, without an address search (GEOCODER_URL empty)", async () => {
    const places = new PlacesService(createCatalogue(server.db).cities, undefined);
    const answer = await places.search("大阪市住之江区南港北1-1");
    expect(answer).toEqual({ places: [expect.objectContaining({ name: "大阪市" })] });
    expect(received).toEqual([]);
  });
});

describe("searchAddresses", () => {
  it("gives up after its timeout and on an answer over its size cap", async () => {
    mode = { kind: "hang" };
    const started = Date.now();
    await expect(searchAddresses(base, "大阪", { timeoutMs: 200 })).rejects.toBeInstanceOf(GeocoderError);
    expect(Date.now() - started).toBeLessThan(2000);

    mode = { kind: "body", body: JSON.stringify(Array.from({ length: 500 }, () => gsiFeature(SUMINOE))) };
    await expect(searchAddresses(base, "大阪", { maxBytes: 10_000 })).rejects.toThrow(/over 10000 bytes/);
    // Under the cap, at most ten addresses are kept.
    expect(await searchAddresses(base, "大阪")).toHaveLength(10);
  });

  it("fails as a GeocoderError when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(searchAddresses(`http://127.0.0.1:${port}/?q=`, "大阪")).rejects.toBeInstanceOf(
      GeocoderError,
    );
  });
});
