import type { BuildingFeature } from "@soracity/contracts";
import type { BuildingRow } from "../../db/schema";
import { lodsOf } from "./buildings.rows";

export const toBuildingFeature = (row: BuildingRow): BuildingFeature => ({
  type: "Feature",
  id: row.gmlId,
  geometry: { type: "MultiPolygon", coordinates: row.footprint },
  properties: {
    gml_id: row.gmlId,
    building_id: row.buildingId,
    mesh_code: row.meshCode,
    height: row.height,
    height_source: row.heightSource,
    ground_z: row.groundZ,
    lods: lodsOf(row.lods),
    attributes: row.attributes,
  },
});
