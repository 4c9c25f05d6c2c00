// `npm run -s engine -- vibration <scene.json>`: ground vibration levels at receivers, on a grid and at
// the site boundary. Format: docs/vibration.md.
import { calculateVibration } from "../vibration/calculate";
import type { EngineCommand } from "./commands";

const round = (v: number): number | null => (Number.isFinite(v) ? Math.round(v * 100) / 100 : null);

export const vibrationCommand: EngineCommand = (scene) => {
  const result = calculateVibration(scene);
  const out: Record<string, unknown> = {};
  if (result.receivers) out.receivers = result.receivers.map((r) => ({ ...r, level: round(r.level) }));
  if (result.grid) {
    out.grid = { ...result.grid.grid, level: Array.from(result.grid.level, round) };
    out.contours = { type: "FeatureCollection", features: result.grid.contours };
  }
  if (result.boundary) out.boundary = { ...result.boundary, max: round(result.boundary.max) };
  if (result.grid || result.boundary) out.limits = result.limits;
  return out;
};
