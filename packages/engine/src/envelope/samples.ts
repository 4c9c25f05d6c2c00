import type { DeemedEdge } from "../shadow/regulation";
import { deemedSite, offsetLine } from "../shadow/regulation";
import { boundarySegments, linePaths } from "../shadow/regulationLines";
import type { Ring2 } from "../shadow/types";
import type { Meters } from "../units";

/** Points of one regulation line (flat x, y), the line's distance and the radius each point stands for. */
export interface LineSamples {
  distance: 5 | 10;
  xy: Float64Array;
  /**
   * Every point of the exact line (and of its polygon, the chords of its round corners up to 1 cm inside) lies
   * within `radius` of a sample: half the spacing along the line plus 3 cm.
   */
  radius: Meters;
}

/**
 * The 5 m and 10 m lines of the (deemed) site, sampled every `spacing` metres or a little less (an equal
 * division of each closed path), each point on the exact offset curve: the same lines the forward check
 * (checkRegulation) walks.
 */
export function regulationSamples(
  site: Ring2,
  deemed: readonly DeemedEdge[],
  spacing: Meters,
): [LineSamples, LineSamples] {
  const segments = boundarySegments(deemedSite(site, deemed));
  const line = (distance: 5 | 10): LineSamples => {
    const xy: number[] = [];
    for (const path of linePaths(offsetLine(site, distance, deemed), segments, distance)) {
      const n = Math.max(3, Math.ceil(path.length / spacing));
      for (let k = 0; k < n; k++) xy.push(...path.pointAt((k * path.length) / n));
    }
    return { distance, xy: Float64Array.from(xy), radius: spacing / 2 + 0.03 };
  };
  return [line(5), line(10)];
}
