import { zipSync } from "fflate";

/**
 * A zipped shapefile of polygons (one ring each, lon/lat) with `gml_id` and `height` columns, written byte by
 * byte after the ESRI Shapefile Technical Description (1998) and dBase III: tests only, for shapes no sample
 * holds (a bow-tie).
 */
export function polygonShapefileZip(
  features: { id: string; height: number; ring: number[][] }[],
): Uint8Array {
  const rings = features.map((f) => [...f.ring, f.ring[0]]); // shapefile rings are closed
  const contentBytes = rings.map((r) => 44 + 4 + 16 * r.length);
  const shpLength = 100 + contentBytes.reduce((n, c) => n + 8 + c, 0);
  const all = rings.flat();
  const box = [
    Math.min(...all.map((p) => p[0])),
    Math.min(...all.map((p) => p[1])),
    Math.max(...all.map((p) => p[0])),
    Math.max(...all.map((p) => p[1])),
  ];
  const header = (view: DataView, bytes: number) => {
    view.setInt32(0, 9994, false);
    view.setInt32(24, bytes / 2, false);
    view.setInt32(28, 1000, true);
    view.setInt32(32, 5, true); // polygon
    box.forEach((v, i) => view.setFloat64(36 + 8 * i, v, true));
  };
  const shp = new DataView(new ArrayBuffer(shpLength));
  const shx = new DataView(new ArrayBuffer(100 + 8 * rings.length));
  header(shp, shpLength);
  header(shx, shx.byteLength);
  let at = 100;
  rings.forEach((ring, k) => {
    shx.setInt32(100 + 8 * k, at / 2, false);
    shx.setInt32(104 + 8 * k, contentBytes[k] / 2, false);
    shp.setInt32(at, k + 1, false);
    shp.setInt32(at + 4, contentBytes[k] / 2, false);
    shp.setInt32(at + 8, 5, true);
    box.forEach((v, i) => shp.setFloat64(at + 12 + 8 * i, v, true));
    shp.setInt32(at + 44, 1, true); // parts
    shp.setInt32(at + 48, ring.length, true);
    shp.setInt32(at + 52, 0, true);
    ring.forEach(([x = 0, y = 0], i) => {
      shp.setFloat64(at + 56 + 16 * i, x, true);
      shp.setFloat64(at + 64 + 16 * i, y, true);
    });
    at += 8 + contentBytes[k];
  });
  return zipSync({
    "b.shp": new Uint8Array(shp.buffer),
    "b.shx": new Uint8Array(shx.buffer),
    "b.dbf": dbf(features),
    "b.prj": new TextEncoder().encode('GEOGCS["JGD2011",DATUM["D_JGD_2011",SPHEROID["GRS_1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]'), // prettier-ignore
  });
}

/** dBase III table: gml_id C(20), height N(10, 2). */
function dbf(features: { id: string; height: number }[]): Uint8Array {
  const fields: [string, string, number, number][] = [
    ["gml_id", "C", 20, 0],
    ["height", "N", 10, 2],
  ];
  const headerBytes = 32 + 32 * fields.length + 1;
  const recordBytes = 1 + fields.reduce((n, f) => n + f[2], 0);
  const out = new Uint8Array(headerBytes + recordBytes * features.length + 1);
  const view = new DataView(out.buffer);
  out.set([3, 126, 1, 1]);
  view.setUint32(4, features.length, true);
  view.setUint16(8, headerBytes, true);
  view.setUint16(10, recordBytes, true);
  const ascii = (text: string, at: number) => out.set(new TextEncoder().encode(text), at);
  fields.forEach(([name, type, length, decimals], i) => {
    ascii(name, 32 + 32 * i);
    ascii(type, 32 + 32 * i + 11);
    out[32 + 32 * i + 16] = length;
    out[32 + 32 * i + 17] = decimals;
  });
  out[headerBytes - 1] = 0x0d;
  features.forEach((f, k) => {
    const at = headerBytes + recordBytes * k;
    ascii(` ${f.id.padEnd(20).slice(0, 20)}${f.height.toFixed(2).padStart(10)}`, at);
  });
  out[out.length - 1] = 0x1a;
  return out;
}
