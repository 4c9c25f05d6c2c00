import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";

/**
 * Local stand-ins for the two outside services the server calls (issue 28), so that no browser test reaches the
 * internet: the GSI address search (GEOCODER_URL) and PLATEAU's data catalogue (PLATEAU_API_URL) with one
 * building file. `PUT /__down` and `PUT /__up` switch both to answering 503, as an outage would.
 */
export interface StandIns {
  /** GEOCODER_URL: the address search with its query parameter open at the end. */
  geocoderUrl: string;
  /** PLATEAU_API_URL. */
  catalogueUrl: string;
  /** Where a test switches the outage (`${control}/__down`, `${control}/__up`). */
  control: string;
  /** How many times the building file was downloaded. */
  downloads: () => number;
  close: () => Promise<void>;
}

/** An address the stand-in knows, as the GSI search writes it, at its place. */
export const NANKO_KITA = { title: "大阪府大阪市住之江区南港北一丁目", lon: 135.4186, lat: 34.6379 };
const ADDRESSES = [NANKO_KITA, { title: "東京都千代田区丸の内一丁目", lon: 139.7649, lat: 35.6812 }];

/**
 * The catalogue's one building file: the bundled Osaka sample tile 51357381 (28 buildings) moved so that its
 * buildings stand round NANKO_KITA, where the server has none; served as the tile of that place's mesh.
 */
const SAMPLE = resolve(
  import.meta.dirname,
  "../../../../packages/citymodel/samples/citygml/osaka_51357381_bldg_6697_op.gml",
);
const SAMPLE_CENTRE = { lat: 34.6538, lon: 135.3968 };
export const FETCHED_MESH = "51357363";
/** Where the moved buildings are, `[minLon, minLat, maxLon, maxLat]` (the catalogue lists the file for it). */
export const FETCHED_AREA: [number, number, number, number] = [135.4125, 34.6333, 135.425, 34.6417];

function movedSample(): string {
  const dLat = NANKO_KITA.lat - SAMPLE_CENTRE.lat;
  const dLon = NANKO_KITA.lon - SAMPLE_CENTRE.lon;
  const move = (text: string) => {
    const values = text.trim().split(/\s+/).map(Number);
    return values
      .map((value, i) => (i % 3 === 0 ? value + dLat : i % 3 === 1 ? value + dLon : value))
      .map((value, i) => (i % 3 === 2 ? String(value) : value.toFixed(9)))
      .join(" ");
  };
  return readFileSync(SAMPLE, "utf8").replace(
    /(<gml:(?:posList|pos|lowerCorner|upperCorner)\b[^>]*>)([^<]+)(<\/gml:)/g,
    (_match, open: string, body: string, close: string) => open + move(body) + close,
  );
}

const overlaps = (a: number[], b: number[]) =>
  (a[0] ?? 0) <= (b[2] ?? 0) &&
  (b[0] ?? 0) <= (a[2] ?? 0) &&
  (a[1] ?? 0) <= (b[3] ?? 0) &&
  (b[1] ?? 0) <= (a[3] ?? 0);

export async function startStandIns(): Promise<StandIns> {
  const file = movedSample();
  let down = false;
  let downloads = 0;
  let base = "";
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "PUT" && (url.pathname === "/__down" || url.pathname === "/__up")) {
      down = url.pathname === "/__down";
      return void response.writeHead(204).end();
    }
    if (down) return void response.writeHead(503).end("down");
    if (url.pathname === "/address-search/AddressSearch") {
      // GSI answers the features whose address starts like the query; the block number is left out here.
      const q = (url.searchParams.get("q") ?? "").replace(/[\d０-９\-－ー丁目番地号]+$/u, "");
      const found = q ? ADDRESSES.filter((a) => a.title.includes(q)) : [];
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end(
        JSON.stringify(
          found.map((a) => ({
            geometry: { coordinates: [a.lon, a.lat], type: "Point" },
            type: "Feature",
            properties: { addressCode: "", title: a.title },
          })),
        ),
      );
    }
    const area = /^\/datacatalog\/citygml\/r:([^/]+)$/.exec(url.pathname);
    if (area) {
      const bbox = decodeURIComponent(area[1] ?? "")
        .split(",")
        .map(Number);
      const cities = overlaps(bbox, FETCHED_AREA)
        ? [
            {
              cityCode: "27100",
              cityName: "大阪市",
              year: 2023,
              spec: "3.5",
              url: `${base}/datacatalog/citygml/27100`,
              files: {
                bldg: [
                  { code: FETCHED_MESH, maxLod: 2, url: `${base}/files/${FETCHED_MESH}_bldg_6697_op.gml` },
                ],
              },
            },
          ]
        : [];
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end(JSON.stringify({ cities }));
    }
    if (url.pathname === `/files/${FETCHED_MESH}_bldg_6697_op.gml`) {
      downloads += 1;
      response.writeHead(200, { "content-type": "application/xml" });
      return void response.end(file);
    }
    response.writeHead(404).end("not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    geocoderUrl: `${base}/address-search/AddressSearch?q=`,
    catalogueUrl: base,
    control: base,
    downloads: () => downloads,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
