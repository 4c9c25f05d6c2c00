// Benchmark of the buildings table: bbox queries and tile builds over N synthetic LOD1 buildings, on the
// embedded database (PGlite in memory) or PostgreSQL (DATABASE_URL, a scratch database it creates and drops).
// npx tsx apps/server/bench/buildings-query.ts [N=100000]
import { openTestDatabase } from "../src/test/test-app";
import { BuildingsRepository } from "../src/modules/buildings/buildings.repository";
import { BuildingsService } from "../src/modules/buildings/buildings.service";
import { CitiesService } from "../src/modules/cities/cities.service";
import { CitiesRepository } from "../src/modules/cities/cities.repository";
import { TileCache } from "../src/modules/buildings/buildings.cache";
import { buildings } from "../src/db/schema";

const N = Number(process.argv[2] ?? 100_000);
const database = await openTestDatabase();
const citiesRepo = new CitiesRepository(database.db);
const repo = new BuildingsRepository(database.db);
const cities = new CitiesService(citiesRepo);
const service = new BuildingsService(repo, cities, new TileCache(0));
await cities.seed();

// Buildings of 10-20 m on a jittered grid over 0.2 x 0.2 degrees around Osaka (about 18 x 22 km).
const [lon0, lat0, span] = [135.4, 34.55, 0.2];
let seed = 1;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const t0 = performance.now();
const side = Math.ceil(Math.sqrt(N));
for (let start = 0; start < N; start += 1000) {
  const rows = [];
  for (let i = start; i < Math.min(N, start + 1000); i++) {
    const x = lon0 + ((i % side) + rand() * 0.5) * (span / side);
    const y = lat0 + (Math.floor(i / side) + rand() * 0.5) * (span / side);
    const d = 0.0001 + rand() * 0.0001;
    const ring = [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ];
    rows.push({
      cityCode: "27100",
      meshCode: `m${Math.floor(i / 1000)}`,
      gmlId: `bldg_${i}`,
      attributes: {},
      height: 5 + rand() * 40,
      heightSource: "measuredHeight",
      groundZ: 2,
      lods: 3,
      footprint: [[ring]],
      minLon: x,
      minLat: y,
      maxLon: x + d,
      maxLat: y + d,
    });
  }
  await database.db.insert(buildings).values(rows);
}
console.log(
  `inserted ${N} buildings in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.driver})`,
);

const time = async (label: string, runs: number, f: (i: number) => Promise<number>) => {
  await f(0); // warm-up
  const ms: number[] = [];
  let hits = 0;
  for (let i = 1; i <= runs; i++) {
    const s = performance.now();
    hits += await f(i);
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label}: median ${ms[Math.floor(runs / 2)]?.toFixed(2)} ms, p90 ${ms[Math.floor(runs * 0.9)]?.toFixed(2)} ms, ${(hits / runs).toFixed(0)} results (tiles: bytes) per run`,
  );
};
const box = (i: number, deg: number) => {
  const x = lon0 + ((i * 0.137) % 1) * (span - deg);
  const y = lat0 + ((i * 0.311) % 1) * (span - deg);
  return [x, y, x + deg, y + deg] as const;
};
await time(
  "bbox 200 m (repository)",
  50,
  async (i) => (await repo.inBbox("27100", box(i, 0.002), 1001)).length,
);
await time(
  "bbox 0.05 deg, limit 1000 (repository)",
  20,
  async (i) => (await repo.inBbox("27100", box(i, 0.05), 1001)).length,
);
await time(
  "bbox 200 m as GeoJSON (service)",
  50,
  async (i) => (await service.inBbox("27100", box(i, 0.002), 1000)).features.length,
);
const z = 16;
const tileOf = (lon: number, lat: number) => {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ] as const;
};
await time("z16 tile GLB build, LOD1 prisms (no cache)", 10, async (i) => {
  const [x, y] = tileOf(...(box(i, 0).slice(0, 2) as [number, number]));
  return (await service.tile("27100", z, x, y)).body?.byteLength ?? 0; // GLB bytes
});
await database.dispose();
