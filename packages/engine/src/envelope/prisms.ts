import type { PrismBuilding } from "../shadow/types";
import type { Meters } from "../units";
import type { ShadowEnvelope } from "./envelope";

/**
 * The envelope as LOD1 prisms from 平均地盤面 (z = 0) for a forward check: each row's runs of cells of equal
 * height, heights floored to `quantum` metres (never raised, so the prisms stay within the envelope).
 */
export function envelopePrisms(envelope: ShadowEnvelope, quantum: Meters = 0.01): PrismBuilding[] {
  const { grid, heights } = envelope;
  const { nx, ny, spacing: s } = grid;
  const [x0, y0] = grid.origin;
  const out: PrismBuilding[] = [];
  for (let j = 0; j < ny; j++) {
    let i = 0;
    while (i < nx) {
      const h = heights[j * nx + i]!;
      if (Number.isNaN(h)) {
        i++;
        continue;
      }
      const level = Math.floor(h / quantum + 1e-9) * quantum;
      let e = i + 1;
      while (e < nx) {
        const g = heights[j * nx + e]!;
        if (Number.isNaN(g) || Math.floor(g / quantum + 1e-9) * quantum !== level) break;
        e++;
      }
      const [ax, bx, ay, by] = [x0 + i * s, x0 + e * s, y0 + j * s, y0 + (j + 1) * s];
      out.push({
        planned: true,
        footprint: [
          [ax, ay],
          [bx, ay],
          [bx, by],
          [ax, by],
        ],
        base: 0,
        height: Math.min(level, h),
      });
      i = e;
    }
  }
  return out;
}
