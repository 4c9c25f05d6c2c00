import type { LocalBbox, SiteFrame } from "./frame";
import { cellCentres } from "./frame";

/** A lon/lat rectangle turned by `rotation` degrees clockwise about its centre (the contracts' extent). */
export interface Rectangle {
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  rotation: number;
}

/** A rotated grid over an extent in the site frame. */
export interface ExtentGrid {
  /** Cell centres before rotation (first and last), local metres. */
  bbox: LocalBbox;
  spacing: number;
  rotation: number;
  centre: [number, number];
  /** Outer corners (SW, SE, NE, NW before rotation), rotated, in lon/lat. */
  corners: [number, number][];
}

/**
 * The point `dx`, `dy` metres from (cx, cy), turned clockwise by `angle` radians about (cx, cy): the rotation of
 * the extents' grids (here, their cells in the exports).
 */
export function turnClockwise(
  cx: number,
  cy: number,
  dx: number,
  dy: number,
  angle: number,
): [number, number] {
  return [cx + dx * Math.cos(angle) + dy * Math.sin(angle), cy - dx * Math.sin(angle) + dy * Math.cos(angle)];
}

/**
 * The extent in the local frame: centred on its centre, as wide and high as its middle lines (metres), turned
 * clockwise by `rotation` about the centre as the engines' grids are; cells half a cell inside.
 */
export function extentGrid(frame: SiteFrame, r: Rectangle, spacing: number): ExtentGrid {
  const midLon = (r.min_lon + r.max_lon) / 2;
  const midLat = (r.min_lat + r.max_lat) / 2;
  const [cx, cy] = frame.toLocal(midLon, midLat);
  const width = frame.toLocal(r.max_lon, midLat)[0] - frame.toLocal(r.min_lon, midLat)[0];
  const height = frame.toLocal(midLon, r.max_lat)[1] - frame.toLocal(midLon, r.min_lat)[1];
  const outer: LocalBbox = [cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2];
  const a = (r.rotation * Math.PI) / 180;
  const turn = (x: number, y: number) => turnClockwise(cx, cy, x - cx, y - cy, a);
  const corners = (
    [
      [outer[0], outer[1]],
      [outer[2], outer[1]],
      [outer[2], outer[3]],
      [outer[0], outer[3]],
    ] as const
  ).map(([x, y]) => {
    const [tx, ty] = turn(x, y);
    return frame.toLonLat(tx, ty);
  });
  return { bbox: cellCentres(outer, spacing), spacing, rotation: r.rotation, centre: [cx, cy], corners };
}
