import { readFileSync } from "node:fs";
import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { readShapefileZip } from "./shapefile";
import { readCityGmlAll } from "../citygml/reader";
import { CityModelError } from "../errors";
import { EnuFrame } from "../geo/enu";
import type { Building } from "../model";
import { samplePath } from "../testing/samples";

const zip = (crs: string) =>
  readFileSync(samplePath("shapefile", `osaka_suminoe_bldg_footprints_${crs}_shp.zip`));
const codeOf = (f: () => unknown) => {
  try {
    f();
    return "ok";
  } catch (e) {
    return e instanceof CityModelError ? e.code : String(e);
  }
};

describe("readShapefileZip", () => {
  let gml: Map<string, Building>;
  beforeAll(async () => {
    const bs = await readCityGmlAll(samplePath("citygml", "osaka_51357346_bldg_6697_op_fulltile.gml"));
    gml = new Map(bs.map((b) => [b.id, b]));
  });

  for (const crs of ["6668", "6674"]) {
    it(`EPSG:${crs}: 537 footprints coincide with the CityGML tile within 0.5 m, same heights`, () => {
      const bs = readShapefileZip(zip(crs));
      expect(bs).toHaveLength(537);
      const frame = new EnuFrame([135.456, 34.62, 0]);
      let worst = 0;
      let vertices = 0;
      for (const b of bs) {
        const ref = gml.get(b.gmlId ?? "");
        if (!ref) throw new Error(`no CityGML building ${b.gmlId}`);
        // The shapefile's height column holds measuredHeight, or the LOD1 range where that is missing.
        expect(b.height).toBeCloseTo(ref.height, 6);
        const a = b.footprint[0]?.[0] ?? [];
        const r = ref.footprint[0]?.[0] ?? [];
        expect(a.length).toBe(r.length);
        for (const p of a) {
          const [x, y] = frame.toLocal([p[0], p[1], 0]);
          const d = Math.min(
            ...r.map((q) => {
              const [u, v] = frame.toLocal([q[0], q[1], 0]);
              return Math.hypot(x - u, y - v);
            }),
          );
          worst = Math.max(worst, d);
          vertices++;
        }
      }
      expect(vertices).toBeGreaterThan(537 * 4);
      expect(worst).toBeLessThan(0.5);
    });
  }

  it("falls back to storeys x 3 m when the chosen height attribute is absent", () => {
    const bs = readShapefileZip(zip("6668"), {
      heightAttribute: "no_such_field",
      groundAttribute: "ground_z",
    });
    const withStoreys = bs.filter((b) => b.heightSource === "storeys");
    expect(withStoreys).toHaveLength(335); // 335 buildings carry bldg:storeysAboveGround in the tile
    for (const b of withStoreys) expect(b.height).toBe((b.attributes.storeysAboveGround ?? 0) * 3);
    expect(bs.filter((b) => b.heightSource === "none")).toHaveLength(537 - 335);
    expect(bs[0]?.groundZ).toBe(2.29);
  });

  it("rejects a zip without .dbf, a zip bomb, lying sizes and non-zip bytes", () => {
    const entries = unzipSync(zip("6674"));
    const noDbf = Object.fromEntries(Object.entries(entries).filter(([n]) => !n.endsWith(".dbf")));
    expect(codeOf(() => readShapefileZip(zipSync(noDbf)))).toBe("shapefile_incomplete");
    const noShx = Object.fromEntries(Object.entries(entries).filter(([n]) => !n.endsWith(".shx")));
    expect(codeOf(() => readShapefileZip(zipSync(noShx)))).toBe("shapefile_incomplete");
    expect(codeOf(() => readShapefileZip(zipSync({ "readme.txt": new Uint8Array(3) })))).toBe(
      "shapefile_incomplete",
    );

    // A bomb: 32 MiB of zeros deflate to ~32 KiB; bound the reader at 8 MiB.
    const bomb = zipSync({ ...entries, "b.shp": new Uint8Array(32 << 20) }, { level: 1 });
    expect(bomb.length).toBeLessThan(1 << 20);
    expect(codeOf(() => readShapefileZip(bomb, { maxUncompressedBytes: 8 << 20 }))).toBe("zip_too_large");

    // The same bomb declaring 1 byte for its big entry: caught while inflating.
    const liar = bomb.slice();
    const view = new DataView(liar.buffer);
    let patched = 0;
    for (let i = 0; i + 46 < liar.length; i++) {
      const sig = view.getUint32(i, true);
      const nameAt = sig === 0x04034b50 ? i + 30 : sig === 0x02014b50 ? i + 46 : -1;
      if (nameAt < 0) continue;
      const name = new TextDecoder().decode(liar.subarray(nameAt, nameAt + 5));
      if (name !== "b.shp") continue;
      view.setUint32(sig === 0x04034b50 ? i + 22 : i + 24, 1, true);
      patched++;
    }
    expect(patched).toBe(2); // local header and central directory
    expect(codeOf(() => readShapefileZip(liar, { maxUncompressedBytes: 8 << 20 }))).toBe("zip_too_large");

    expect(codeOf(() => readShapefileZip(new TextEncoder().encode("PK not really a zip")))).toBe(
      "malformed_zip",
    );
  });
});
