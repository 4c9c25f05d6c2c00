// Child process of the CityGML memory benchmarks: parses one file and prints the peak memory above the
// baseline taken after imports and a full GC, so the parent's own heap never counts.
import { readCityGml } from "../src/citygml/reader";

const file = process.argv[2];
if (!file) throw new Error("usage: parse-child.ts <file.gml>");
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed + base.external + base.arrayBuffers;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed + m.external + m.arrayBuffers);
};
const start = performance.now();
let buildings = 0;
for await (const _ of readCityGml(file)) {
  if (++buildings % 10 === 0) sample();
}
sample();
const seconds = (performance.now() - start) / 1000;
const MB = 1024 * 1024;
console.log(
  JSON.stringify({
    buildings,
    seconds,
    rssDeltaMB: (peakRss - base.rss) / MB,
    heapDeltaMB: (peakHeap - (base.heapUsed + base.external + base.arrayBuffers)) / MB,
  }),
);
