import { z } from "zod";

/**
 * GET /api/cities/{code}/tileset.json: the 3D Tiles 1.1 tileset of a city's buildings, as the server writes it (the
 * fields it uses of the 3D Tiles schema). A quadtree of XYZ tiles: inner tiles refine by adding their children
 * and have no content; each leaf's content is a GLB tile, placed by an ENU transform at the tile's centre.
 */

/** west, south, east, north (radians), lowest and highest height (metres above the ellipsoid). */
const regionSchema = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]);

export interface Tile3d {
  boundingVolume: { region: z.infer<typeof regionSchema> };
  /** Metres of error when this tile is drawn without its children (0 on the leaves). */
  geometricError: number;
  refine?: "ADD" | "REPLACE" | undefined;
  /** Column-major 4x4 matrix from the content's frame to the parent's (ECEF at the root). */
  transform?: number[] | undefined;
  /** The GLB of the tile, relative to the tileset's URL (`tiles/{z}/{x}/{y}.glb`). */
  content?: { uri: string } | undefined;
  children?: Tile3d[] | undefined;
}

/** A tile and, recursively, its children: named (OpenAPI refers to it by its id from inside itself). */
export const tile3dSchema: z.ZodType<Tile3d> = z
  .object({
    boundingVolume: z.object({ region: regionSchema }),
    geometricError: z.number().min(0),
    refine: z.enum(["ADD", "REPLACE"]).optional(),
    transform: z.array(z.number()).length(16).optional(),
    content: z.object({ uri: z.string() }).optional(),
    get children() {
      return z.array(tile3dSchema).optional();
    },
  })
  .meta({ id: "Tile3d" });

export const tilesetSchema = z.object({
  asset: z.object({
    version: z.literal("1.1"),
    /** The city's data version (the time of its last import). */
    tilesetVersion: z.string(),
    extras: z.object({
      /** The city code. */
      city: z.string(),
      version: z.string(),
      /** The credit line PLATEAU's terms ask for. */
      attribution: z.string(),
    }),
  }),
  geometricError: z.number().min(0),
  root: tile3dSchema,
});
export type Tileset = z.infer<typeof tilesetSchema>;
export type TilesetExtras = Tileset["asset"]["extras"];
