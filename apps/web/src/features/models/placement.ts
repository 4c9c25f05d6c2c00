import { modelPlacementFieldsSchema } from "@soracity/contracts";
import type { ModelKind, ModelPlacementFields, HEIGHT_STANDARDS } from "@soracity/contracts";
import { hasHeightAttribute, needsAnchor } from "./files";

export type HeightStandard = (typeof HEIGHT_STANDARDS)[number];

/** What the user sets besides the file; numbers stay text until sent (the shared schema checks them). */
export interface PlacementDraft {
  /** `[lat, lon]` of the model's origin (IFC, glTF). */
  anchor: [number, number] | null;
  rotation: string;
  elevation: string;
  heightStandard: HeightStandard;
  heightAttribute: string;
}

export const EMPTY_PLACEMENT: PlacementDraft = {
  anchor: null,
  rotation: "0",
  elevation: "",
  heightStandard: "absolute",
  heightAttribute: "",
};

export type PlacementErrors = Partial<
  Record<"anchor" | "rotation" | "elevation" | "height_attribute", string>
>;

const FIELD_OF: Record<string, keyof PlacementErrors> = {
  anchor_lon: "anchor",
  anchor_lat: "anchor",
  rotation: "rotation",
  elevation: "elevation",
  height_attribute: "height_attribute",
};

/** Field errors (message keys) of the server's or the schema's `{ path, message }` list. */
export function placementErrors(fields: { path: string; message: string }[]): PlacementErrors {
  const errors: PlacementErrors = {};
  for (const { path, message } of fields) {
    const field = FIELD_OF[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * The multipart fields of an upload of `kind`, checked with the shared schema: the anchor and rotation for
 * IFC and glTF only (an anchor is required there), the height attribute for footprints only, the elevation
 * when given. Errors are message keys per field.
 */
export function placementFields(
  draft: PlacementDraft,
  kind: ModelKind | null,
): { ok: true; fields: ModelPlacementFields } | { ok: false; errors: PlacementErrors } {
  const anchored = needsAnchor(kind);
  const fields: ModelPlacementFields = {
    ...(anchored && draft.anchor ? { anchor_lat: draft.anchor[0], anchor_lon: draft.anchor[1] } : {}),
    ...(anchored ? { rotation: draft.rotation.trim() === "" ? "0" : draft.rotation.trim() } : {}),
    ...(draft.elevation.trim() !== "" ? { elevation: draft.elevation.trim() } : {}),
    height_standard: draft.heightStandard,
    ...(hasHeightAttribute(kind) && draft.heightAttribute.trim() !== ""
      ? { height_attribute: draft.heightAttribute.trim() }
      : {}),
  };
  const parsed = modelPlacementFieldsSchema.safeParse(fields);
  const errors = parsed.success
    ? {}
    : placementErrors(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  if (anchored && !draft.anchor) errors.anchor = "model.anchor_required";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}
