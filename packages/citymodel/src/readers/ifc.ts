import { createRequire } from "node:module";
import { dirname } from "node:path";
import * as WebIfc from "web-ifc";
import { CityModelError } from "../errors";
import { converterTo6668, epsgOf } from "../geo/zones";
import type { Building, SurfaceType } from "../model";
import { anchorTransform, meshesToBuilding } from "./placement";
import type { ModelMesh, Placement, ToGeographic } from "./placement";

let api: Promise<WebIfc.IfcAPI> | null = null;

/** web-ifc's WASM, loaded once per process from the package's own folder. */
function ifcApi(): Promise<WebIfc.IfcAPI> {
  api ??= (async () => {
    const a = new WebIfc.IfcAPI();
    a.SetWasmPath(`${dirname(createRequire(import.meta.url).resolve("web-ifc"))}/`, true);
    await a.Init();
    return a;
  })();
  return api;
}

const PREFIX: Record<string, number> = {
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 10,
  DECI: 0.1,
  CENTI: 0.01,
  MILLI: 1e-3,
  MICRO: 1e-6,
};
/** Products that are not part of the building's shell. */
const SKIP = new Set([
  "IFCSITE",
  "IFCSPACE",
  "IFCOPENINGELEMENT",
  "IFCANNOTATION",
  "IFCGRID",
  "IFCVIRTUALELEMENT",
]);

type Line = Record<string, unknown>;
const val = (v: unknown): unknown => (v && typeof v === "object" && "value" in v ? v.value : v);
const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined) return undefined; // "$" in STEP
  const o = v as { _representationValue?: unknown; value?: unknown } | null | undefined;
  const n = Number(o && typeof o === "object" ? (o._representationValue ?? o.value) : o);
  return Number.isFinite(n) ? n : undefined;
};
const str = (v: unknown): string | undefined => {
  const s = val(v);
  return typeof s === "string" && s !== "" ? s : undefined;
};

function surfaceType(typeName: string, line: Line): SurfaceType {
  const predefined = str(line.PredefinedType);
  if (typeName === "IFCROOF" || (typeName === "IFCSLAB" && predefined === "ROOF")) return "roof";
  if (typeName === "IFCFOOTING" || (typeName === "IFCSLAB" && predefined === "BASESLAB")) return "ground";
  if (/^IFC(WALL|CURTAINWALL|WINDOW|DOOR)/.test(typeName)) return "wall";
  return "other";
}

/** Metres per model length unit: the project's IfcUnitAssignment LENGTHUNIT (IfcSIUnit prefix), else 1. */
function lengthScale(a: WebIfc.IfcAPI, model: number): number {
  const projects = a.GetLineIDsWithType(model, WebIfc.IFCPROJECT);
  const project = projects.size() > 0 ? (a.GetLine(model, projects.get(0), true) as Line) : undefined;
  const units = ((project?.UnitsInContext as Line | undefined)?.Units ?? []) as Line[];
  for (const u of units) {
    if (str(u.UnitType) !== "LENGTHUNIT") continue;
    if (str(u.Name) === "METRE") return PREFIX[str(u.Prefix) ?? ""] ?? 1;
    // IfcConversionBasedUnit (foot, inch): factor to the SI unit.
    const factor = num((u.ConversionFactor as Line | undefined)?.ValueComponent);
    if (factor !== undefined) return factor;
  }
  return 1;
}

/**
 * IfcMapConversion (IFC4) to a plane CRS we know, as a transform from model metres; else undefined.
 * IFC4 works in raw units: E = Eastings + Scale (x cos - y sin) in map units (IfcProjectedCRS.MapUnit, by
 * default the project's length unit); OrthogonalHeight in map units too.
 */
function mapConversion(a: WebIfc.IfcAPI, model: number, lengthScale: number): ToGeographic | undefined {
  const ids = a.GetLineIDsWithType(model, WebIfc.IFCMAPCONVERSION);
  if (ids.size() === 0) return undefined;
  const m = a.GetLine(model, ids.get(0), true) as Line;
  const target = m.TargetCRS as Line | undefined;
  const crsName = str(target?.Name);
  const epsg = crsName ? epsgOf(crsName) : undefined;
  if (epsg === undefined) return undefined;
  const toLonLat = converterTo6668(epsg);
  const mapUnit = target?.MapUnit as Line | undefined;
  const mapScale =
    mapUnit && str(mapUnit.Name) === "METRE" ? (PREFIX[str(mapUnit.Prefix) ?? ""] ?? 1) : lengthScale;
  const e0 = num(m.Eastings) ?? 0;
  const n0 = num(m.Northings) ?? 0;
  const h0 = num(m.OrthogonalHeight) ?? 0;
  const ax = num(m.XAxisAbscissa) ?? 1;
  const ay = num(m.XAxisOrdinate) ?? 0;
  const scale = num(m.Scale) ?? 1;
  const len = Math.hypot(ax, ay) || 1;
  const [c, s] = [ax / len, ay / len];
  return (x, y, z) => {
    const [xr, yr] = [x / lengthScale, y / lengthScale];
    const e = (e0 + scale * (xr * c - yr * s)) * mapScale;
    const n = (n0 + scale * (xr * s + yr * c)) * mapScale;
    const [lon, lat] = toLonLat(e, n);
    return [lon, lat, h0 * mapScale + z];
  };
}

/**
 * Read an IFC (2x3 or 4) file into one building: every product's triangles with placed transformation
 * matrices, in metres from the IfcSIUnit prefix, Z up; storeys (name, elevation m) and the building's name
 * kept. Placed by IfcMapConversion when the file has one, else by the user's `placement`.
 * Errors: malformed_ifc, no_buildings.
 */
export async function readIfc(bytes: Uint8Array, placement: Placement, id = "ifc"): Promise<Building> {
  const head = new TextDecoder().decode(bytes.subarray(0, 64));
  if (!head.startsWith("ISO-10303-21")) throw new CityModelError("malformed_ifc", "not an IFC STEP file");
  // web-ifc reads a cut-off file without complaint (and silently loses products): require the STEP trailer.
  const tail = new TextDecoder().decode(bytes.subarray(Math.max(0, bytes.length - 256))).trimEnd();
  if (!tail.endsWith("END-ISO-10303-21;")) throw new CityModelError("malformed_ifc", "truncated IFC file");
  const a = await ifcApi();
  let model: number;
  try {
    model = a.OpenModel(bytes);
  } catch (cause) {
    throw new CityModelError("malformed_ifc", (cause as Error).message, { cause });
  }
  if (model < 0) throw new CityModelError("malformed_ifc", "web-ifc could not open the model");
  try {
    const scale = lengthScale(a, model);
    const meshes: ModelMesh[] = [];
    const products = new Map<string, number>();
    a.StreamAllMeshes(
      model,
      (mesh) => {
        const typeName = a.GetNameFromTypeCode(a.GetLineType(model, mesh.expressID) as number).toUpperCase();
        if (SKIP.has(typeName)) return;
        const type = surfaceType(typeName, a.GetLine(model, mesh.expressID) as Line);
        products.set(typeName, (products.get(typeName) ?? 0) + 1);
        const positions: number[] = [];
        for (let g = 0; g < mesh.geometries.size(); g++) {
          const placed = mesh.geometries.get(g);
          const geom = a.GetGeometry(model, placed.geometryExpressID);
          const v = a.GetVertexArray(geom.GetVertexData(), geom.GetVertexDataSize());
          const ix = a.GetIndexArray(geom.GetIndexData(), geom.GetIndexDataSize());
          const m = placed.flatTransformation; // column-major 4x4
          for (const k of ix) {
            const [x, y, z] = [v[6 * k], v[6 * k + 1], v[6 * k + 2]];
            const wx = m[0] * x + m[4] * y + m[8] * z + m[12];
            const wy = m[1] * x + m[5] * y + m[9] * z + m[13];
            const wz = m[2] * x + m[6] * y + m[10] * z + m[14];
            // web-ifc is Y-up (IFC z -> y, IFC y -> -z): back to IFC's Z-up.
            positions.push(wx * scale, -wz * scale, wy * scale);
          }
          geom.delete();
        }
        if (positions.length > 0) meshes.push({ type, positions });
      },
      false, // we apply the IfcSIUnit scale ourselves
    );
    if (meshes.length === 0)
      throw new CityModelError("no_buildings", "the IFC model has no product geometry");
    let zMin = Infinity;
    for (const m of meshes)
      for (let i = 2; i < m.positions.length; i += 3) zMin = Math.min(zMin, m.positions[i]);
    const georef = mapConversion(a, model, scale);
    const toGeo = georef ?? anchorTransform(placement, zMin);
    const storeys: { name: string; elevation: number }[] = [];
    const storeyIds = a.GetLineIDsWithType(model, WebIfc.IFCBUILDINGSTOREY);
    for (let i = 0; i < storeyIds.size(); i++) {
      const s = a.GetLine(model, storeyIds.get(i)) as Line;
      storeys.push({
        name: str(s.Name) ?? str(s.LongName) ?? `storey ${i + 1}`,
        elevation: (num(s.Elevation) ?? 0) * scale,
      });
    }
    const buildingIds = a.GetLineIDsWithType(model, WebIfc.IFCBUILDING);
    const bl = buildingIds.size() > 0 ? (a.GetLine(model, buildingIds.get(0)) as Line) : undefined;
    const name = str(bl?.Name) ?? str(bl?.LongName);
    const extra: Record<string, string | number> = {
      schema: a.GetModelSchema(model),
      lengthUnitMetres: scale,
      georeference: georef ? "IfcMapConversion" : "anchor",
    };
    for (const [t, n] of products) extra[t] = n;
    return meshesToBuilding(id, "ifc", meshes, toGeo, { ...(name ? { name } : {}), storeys, extra });
  } catch (cause) {
    if (cause instanceof CityModelError) throw cause;
    throw new CityModelError("malformed_ifc", (cause as Error).message, { cause });
  } finally {
    a.CloseModel(model);
  }
}
