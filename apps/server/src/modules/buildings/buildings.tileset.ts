import { geodeticToEcef } from "@soracity/citymodel";
import { sphereEastMetres } from "@soracity/engine/geometry";
import type { Tile3d, Tileset, TilesetExtras } from "@soracity/contracts";
import type { TileSummary } from "./buildings.repository";
import { tileBounds } from "./buildings.tiles";

/** Zoom of the tileset's leaves: their content is the GLB tile of that zoom (about 500 m in Japan). */
export const TILESET_LEAF_ZOOM = 16;
/** Zoom of the root's children: the quadtree runs from here down to the leaves. */
export const TILESET_TOP_ZOOM = 12;

const RAD = Math.PI / 180;

/** The ENU -> ECEF matrix (column-major 4x4) at lon, lat, height 0: the content's frame (see buildTileGlb). */
export function enuTransform(lon: number, lat: number): number[] {
  const [l, p] = [lon * RAD, lat * RAD];
  const [x, y, z] = geodeticToEcef([lon, lat, 0]);
  const east = [-Math.sin(l), Math.cos(l), 0];
  const north = [-Math.sin(p) * Math.cos(l), -Math.sin(p) * Math.sin(l), Math.cos(p)];
  const up = [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)];
  return [...east, 0, ...north, 0, ...up, 0, x, y, z, 1];
}

/** Width of a bounds box in metres (east-west at its middle latitude). */
function widthMetres([w, s, e, n]: readonly number[]): number {
  return sphereEastMetres(e - w, (s + n) / 2);
}

/**
 * Geometric error of a tile without content whose children hold the buildings: a tenth of its width, so
 * (at Cesium's default maximum screen-space error 16) the buildings of a 500 m tile load within about 2 km.
 */
const errorOf = (bounds: readonly number[]) => widthMetres(bounds) / 10;

function region(bounds: readonly number[], minZ: number, maxZ: number): Tile3d["boundingVolume"] {
  const [w, s, e, n] = bounds as [number, number, number, number];
  return { region: [w * RAD, s * RAD, e * RAD, n * RAD, minZ, maxZ] };
}

/**
 * A 3D Tiles 1.1 tileset of a city's buildings: a quadtree of XYZ tiles from TILESET_TOP_ZOOM down to the
 * non-empty TILESET_LEAF_ZOOM tiles, whose content is `tiles/{z}/{x}/{y}.glb` (relative to the tileset URL)
 * placed by an ENU transform at the tile centre. Inner tiles have no content (refine ADD): every building is in
 * exactly one leaf. Bounding regions carry the lowest ground and highest roof.
 */
export function buildTileset(leaves: readonly TileSummary[], extras: TilesetExtras): Tileset {
  type Node = {
    z: number;
    x: number;
    y: number;
    minZ: number;
    maxZ: number;
    children: Node[];
    leaf?: TileSummary;
  };
  const levels = new Map<string, Node>();
  const nodeAt = (z: number, x: number, y: number): Node => {
    const key = `${z}/${x}/${y}`;
    let node = levels.get(key);
    if (!node) {
      node = { z, x, y, minZ: Infinity, maxZ: -Infinity, children: [] };
      levels.set(key, node);
      if (z > TILESET_TOP_ZOOM) nodeAt(z - 1, Math.floor(x / 2), Math.floor(y / 2)).children.push(node);
    }
    return node;
  };
  for (const leaf of leaves) {
    const node = nodeAt(leaf.z, leaf.x, leaf.y);
    node.leaf = leaf;
    for (
      let z = leaf.z, x = leaf.x, y = leaf.y;
      z >= TILESET_TOP_ZOOM;
      z--, x = Math.floor(x / 2), y = Math.floor(y / 2)
    ) {
      const up = nodeAt(z, x, y);
      up.minZ = Math.min(up.minZ, leaf.minZ);
      up.maxZ = Math.max(up.maxZ, leaf.maxZ);
    }
  }
  const toTile = (node: Node): Tile3d => {
    const bounds = tileBounds(node.z, node.x, node.y);
    if (node.leaf) {
      const [w, s, e, n] = bounds;
      return {
        boundingVolume: region(bounds, node.minZ, node.maxZ),
        geometricError: 0,
        transform: enuTransform((w + e) / 2, (s + n) / 2),
        content: { uri: `tiles/${node.z}/${node.x}/${node.y}.glb` },
      };
    }
    return {
      boundingVolume: region(bounds, node.minZ, node.maxZ),
      geometricError: errorOf(bounds),
      refine: "ADD",
      children: node.children.map(toTile),
    };
  };
  const tops = [...levels.values()].filter((n) => n.z === TILESET_TOP_ZOOM);
  const all = tops.map((t) => tileBounds(t.z, t.x, t.y));
  const bounds = [
    Math.min(...all.map((b) => b[0])),
    Math.min(...all.map((b) => b[1])),
    Math.max(...all.map((b) => b[2])),
    Math.max(...all.map((b) => b[3])),
  ];
  const empty = tops.length === 0;
  const rootBounds = empty ? [0, 0, 0, 0] : bounds;
  const root: Tile3d = {
    boundingVolume: region(
      rootBounds,
      empty ? 0 : Math.min(...tops.map((t) => t.minZ)),
      empty ? 0 : Math.max(...tops.map((t) => t.maxZ)),
    ),
    geometricError: errorOf(rootBounds),
    refine: "ADD",
    children: tops.map(toTile),
  };
  return {
    asset: { version: "1.1", tilesetVersion: extras.version, extras },
    geometricError: root.geometricError,
    root,
  };
}
