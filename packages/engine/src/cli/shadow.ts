// `npm run -s engine -- shadow <scene.json>`: validate the scene, compute points, the shade-hours grid
// ("grid"), walls and the regulation check, print JSON. With "output": { "contours": "a.geojson",
// "heatmap": "a.png" } it also writes the 等時間日影線 GeoJSON and a PNG heat map. Format: docs/shadow.md.
import { writeFileSync } from "node:fs";
import type { EngineCommand } from "./commands";
import { closePools } from "../parallel/pool";
import { shadeHeatmapPng } from "../shadow/heatmap";
import type { PlaneShade } from "../shadow/plane";
import { runShadowSceneAsync } from "../shadow/run";

interface OutputPaths {
  contours?: string;
  heatmap?: string;
}

export const shadowCommand: EngineCommand = async (scene) => {
  const output = (scene as { output?: OutputPaths } | null)?.output ?? {};
  let plane: PlaneShade | null = null;
  let window = 0;
  try {
    const result = await runShadowSceneAsync(scene, {
      onPlane: (p, job) => {
        plane = p;
        window = job.sun.end - job.sun.start;
      },
    });
    const written: string[] = [];
    if (output.contours && result.grid) {
      writeFileSync(output.contours, JSON.stringify(result.grid.contours));
      written.push(output.contours);
    }
    const computed = plane as PlaneShade | null;
    if (output.heatmap && computed) {
      writeFileSync(output.heatmap, shadeHeatmapPng(computed.hours, computed.grid, window));
      written.push(output.heatmap);
    }
    return written.length > 0 ? { ...result, written } : result;
  } finally {
    await closePools();
  }
};
