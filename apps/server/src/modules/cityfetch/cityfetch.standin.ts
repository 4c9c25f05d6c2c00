import { createReadStream } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { basename } from "node:path";

/** A building file the stand-in lists where its extent meets the asked area, and serves. */
export interface StandInFile {
  meshCode: string;
  maxLod: number;
  /** A CityGML file of the repository's samples (packages/citymodel/samples/citygml). */
  path: string;
  bbox: [number, number, number, number];
}

export interface StandInCity {
  cityCode: string;
  cityName: string;
  year: number;
  files: StandInFile[];
}

/**
 * A local stand-in for PLATEAU's data catalogue (tests only: nothing leaves the machine): answers
 * `GET /datacatalog/citygml/r:{lon1},{lat1},{lon2},{lat2}?types=bldg` in the catalogue's shape with the cities
 * and files whose extent meets the area, and serves the files under `/files/`. Counts every request by path.
 */
export class CatalogueStandIn {
  readonly requests = new Map<string, number>();
  /** Paths answered 500 (a broken download). */
  readonly failing = new Set<string>();
  private server: Server | undefined;
  url = "";

  constructor(private readonly cities: StandInCity[]) {}

  count(prefix: string): number {
    let n = 0;
    for (const [path, c] of this.requests) if (path.startsWith(prefix)) n += c;
    return n;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      this.requests.set(url.pathname, (this.requests.get(url.pathname) ?? 0) + 1);
      if (this.failing.has(url.pathname)) {
        res.writeHead(500).end("broken");
        return;
      }
      const area = /^\/datacatalog\/citygml\/r:([^/]+)$/.exec(url.pathname);
      if (area) {
        const [w, s, e, n] = decodeURIComponent(area[1] ?? "")
          .split(",")
          .map(Number) as [number, number, number, number];
        const type = url.searchParams.get("types") ?? "bldg";
        const meets = (b: StandInFile["bbox"]) => b[0] <= e && b[2] >= w && b[1] <= n && b[3] >= s;
        const cities = this.cities
          .map((c) => ({ ...c, files: c.files.filter((f) => meets(f.bbox)) }))
          .filter((c) => c.files.length > 0)
          .map((c) => ({
            cityCode: c.cityCode,
            cityName: c.cityName,
            year: c.year,
            registrationYear: c.year + 1,
            spec: "3.5",
            url: `${this.url}/${c.cityCode}_citygml.zip`,
            files: {
              [type]:
                type === "bldg"
                  ? c.files.map((f) => ({
                      code: f.meshCode,
                      maxLod: f.maxLod,
                      url: `${this.url}/files/${basename(f.path)}`,
                    }))
                  : [],
            },
          }));
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ cities }));
        return;
      }
      const file = /^\/files\/([\w.-]+)$/.exec(url.pathname)?.[1];
      const known = this.cities.flatMap((c) => c.files).find((f) => basename(f.path) === file);
      if (!known) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": "application/gml+xml" });
      createReadStream(known.path).pipe(res);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
