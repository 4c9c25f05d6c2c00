import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ModelBuildingFeature } from "@soracity/contracts";
import { projects } from "./projects";
import { users } from "./users";

export interface ModelPlacementJson {
  anchorLon: number | null;
  anchorLat: number | null;
  rotation: number;
  elevation: number;
  heightStandard: "absolute" | "clampToGround" | "relativeToGround";
  heightAttribute: string | null;
}

/**
 * A user's building model uploaded into a project (IFC, zipped shapefile, GeoJSON, glTF, CityGML). The file
 * sits under DATA_DIR/files (`storagePath`, relative); the placed buildings are kept as GeoJSON features.
 */
export const projectModels = pgTable(
  "project_models",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    kind: text("kind").$type<"citygml" | "ifc" | "shapefile" | "geojson" | "gltf">().notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storagePath: text("storage_path").notNull(),
    placement: jsonb("placement").$type<ModelPlacementJson>().notNull(),
    buildingCount: integer("building_count").notNull(),
    minLon: doublePrecision("min_lon"),
    minLat: doublePrecision("min_lat"),
    maxLon: doublePrecision("max_lon"),
    maxLat: doublePrecision("max_lat"),
    /**
     * Totals of the placed buildings, counted once at upload (null for models stored before): their footprint
     * vertices, and their LOD1 walls (footprint edges) with the sum of length x height over them, from which
     * POST /run bounds a run's wall samples without reading the features (modelWallBound).
     */
    vertexCount: integer("vertex_count"),
    wallCount: integer("wall_count"),
    wallArea: doublePrecision("wall_area"),
    /**
     * GeoJSON Features (footprint, height, attributes) of the placed buildings, as the reader wrote them, for
     * models uploaded before issue 22 F15; null for later ones, whose features are the blob
     * modelFeaturesKey(storagePath) (a 40 MB jsonb value held PGlite, and so the API, for seconds).
     */
    features: jsonb("features").$type<ModelBuildingFeature[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("project_models_project_id_idx").on(table.projectId)],
);

export type ProjectModelRow = typeof projectModels.$inferSelect;
