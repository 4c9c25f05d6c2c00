import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueError, parseCatalogue } from "./cityfetch.catalogue";
import { download, DownloadError } from "./cityfetch.download";

describe("the catalogue's answer", () => {
  const file = (code: string, maxLod: unknown, url = `https://assets.example/${code}_bldg_6697_op.gml`) => ({
    code,
    maxLod,
    url,
  });

  it("keeps one file per mesh, the one of the highest LOD, and skips what is not a file", () => {
    const cities = parseCatalogue(
      {
        cities: [
          {
            cityCode: "27100",
            cityName: "大阪市",
            year: 2022,
            spec: "3.5",
            url: "https://assets.example/27100.zip",
            files: {
              bldg: [
                file("51357381", 1, "https://assets.example/lod1.gml"),
                file("51357381", 2, "https://assets.example/lod2.gml"),
                file("51357382", "3"),
                file("5135", 1),
                { code: "51357383" },
              ],
              tran: [file("51357381", 3)],
            },
          },
          { cityCode: "x", cityName: "bad" },
        ],
      },
      "bldg",
    );
    expect(cities).toEqual([
      {
        cityCode: "27100",
        cityName: "大阪市",
        year: 2022,
        files: [
          { meshCode: "51357381", maxLod: 2, url: "https://assets.example/lod2.gml" },
          { meshCode: "51357382", maxLod: 3, url: "https://assets.example/51357382_bldg_6697_op.gml" },
        ],
      },
    ]);
  });

  it("reads one city as the city-code lookup answers it, and an empty list; refuses anything else", () => {
    const one = parseCatalogue({ cityCode: "13100", cityName: "東京都23区", files: {} }, "bldg");
    expect(one).toEqual([{ cityCode: "13100", cityName: "東京都23区", year: null, files: [] }]);
    expect(parseCatalogue({ cities: [] }, "bldg")).toEqual([]);
    expect(() => parseCatalogue({ error: "not found" }, "bldg")).toThrow(CatalogueError);
    expect(() => parseCatalogue([1, 2], "bldg")).toThrow(CatalogueError);
  });
});

describe("a file download", () => {
  let base = "";
  let hits = 0;
  const dir = mkdtempSync(join(os.tmpdir(), "soracity-download-"));
  const server = createServer((req, res) => {
    hits++;
    if (req.url === "/flaky" && hits % 2 === 1) return void res.writeHead(503).end();
    res.writeHead(200).end("x".repeat(req.url === "/big" ? 5000 : 100));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  const limits = { maxBytes: 1000, timeoutMs: 5000, attempts: 3, retryDelayMs: 10 };

  it("streams the file to disk, trying again after a failed attempt", async () => {
    hits = 0;
    const path = join(dir, "flaky.gml");
    expect(await download(`${base}/flaky`, path, limits)).toBe(100);
    expect(readFileSync(path, "utf8")).toBe("x".repeat(100));
    expect(hits).toBe(2);
  });

  it("gives up on a file over the cap at once, leaving no file", async () => {
    hits = 0;
    const path = join(dir, "big.gml");
    await expect(download(`${base}/big`, path, limits)).rejects.toBeInstanceOf(DownloadError);
    expect(hits).toBe(1);
    expect(existsSync(path)).toBe(false);
  });
});
