import { ringSelfIntersection, selfIntersectionMessage } from "@soracity/engine/geometry";
import { CityModelError } from "../errors";
import type { Building } from "../model";

/**
 * Refuses a building whose footprint (any ring of any part) crosses or touches itself, with the same rule and
 * wording as the engines' scene validation: a bow-tie has no agreed inside, so the file is refused
 * (`invalid_footprint`, naming the building) rather than repaired into a shape its author did not draw.
 * Every reader calls this on each building it makes; meshes' footprints (convex hulls) always pass.
 */
export function assertSimpleFootprint(building: Building): Building {
  building.footprint.forEach((polygon, part) =>
    polygon.forEach((ring, k) => {
      const crossing = ringSelfIntersection(ring);
      if (!crossing) return;
      const parts = building.footprint.length > 1 ? ` of part ${part}` : "";
      const which = `${k === 0 ? "footprint" : `hole ${k - 1}`}${parts}`;
      throw new CityModelError("invalid_footprint", selfIntersectionMessage(building.id, crossing, which));
    }),
  );
  return building;
}
