import { XmlScanner, utf8 } from "./scanner";
import type { Attributes } from "./scanner";
import { CityModelError } from "../errors";
import type { SurfaceType } from "../model";
import { epsgOf, converterTo6668, zoneOfEpsg } from "../geo/zones";
import { NumberStream, ringFromNumbers } from "./poslist";
import type { PolygonRole, RawBuilding, RawPolygon } from "./raw";

const SURFACES: Record<string, SurfaceType> = {
  RoofSurface: "roof",
  WallSurface: "wall",
  GroundSurface: "ground",
  OuterCeilingSurface: "outerCeiling",
  OuterFloorSurface: "outerFloor",
  ClosureSurface: "closure",
};

/** Geometry properties we read; every other lodN* property (LOD3/4, terrain intersections) is skipped. */
const GEOMETRY: Record<string, PolygonRole | "lod2solid"> = {
  lod0FootPrint: "lod0",
  lod0RoofEdge: "lod0",
  lod1Solid: "lod1",
  lod1MultiSurface: "lod1",
  lod2Solid: "lod2solid",
  lod2MultiSurface: "lod2other",
};

type TextField =
  | "posList"
  | "measuredHeight"
  | "usage"
  | "storeysAboveGround"
  | "storeysBelowGround"
  | "yearOfConstruction"
  | "name"
  | "buildingID"
  | "city"
  | "LocalityName"
  | "buildingIdValue";

/** The FY2020 building ID attribute's name, as the scanner reports it (UTF-8 bytes). */
const BUILDING_ID_NAME = Buffer.from("建物ID", "utf8").toString("latin1");

/**
 * Streaming CityGML pass: feed UTF-8 chunks with `write`, collect finished buildings with `take`. Holds only
 * the building being read, so memory stays bounded whatever the file size. Elements are matched by local name,
 * so every i-UR / uro namespace version (1.4 to 3.x) reads the same. The scanner runs in byte mode: names,
 * attribute values and texts arrive as UTF-8 bytes and are decoded (`utf8`) only where they are kept.
 */
export class CityGmlSax {
  private readonly sax: XmlScanner;
  private readonly done: RawBuilding[] = [];
  private stack: string[] = [];
  private rootSeen = false;
  /** Axis order/dimension of posList: lat-lon (6697, 6668) or north-east plane zones. */
  private dim = 3;
  private toLonLat: ((x: number, y: number) => [number, number]) | null = null;
  /** True when posList pairs are (lat, lon): the PLATEAU geographic CRSs, converted without a call. */
  private latLon = true;
  private srsKnown = false;
  private b: RawBuilding | null = null;
  private buildingDepth = -1;
  private partDepth = -1;
  private role: PolygonRole | "lod2solid" | "skip" | null = null;
  private roleDepth = -1;
  private surface: SurfaceType | undefined;
  private surfaceDepth = -1;
  private poly: RawPolygon | null = null;
  private ringDim = 3;
  private text: TextField | null = null;
  private buf = "";
  /** The numbers of the ring being read, straight from the scanner's bytes. */
  private readonly ringNumbers = new NumberStream();
  private buildingIdAttr = -1;

  constructor() {
    this.sax = new XmlScanner({
      open: (name, attributes, localName) => this.open(name, attributes, localName),
      close: () => this.close(),
      text: (s) => {
        // Ring text with entity references or CDATA arrives as a string (of UTF-8 bytes, byte mode).
        if (this.text === "posList") this.ringNumbers.write(Buffer.from(s, "latin1"), 0, s.length);
        else this.buf += s;
      },
      textBytes: (bytes, start, end) => this.ringNumbers.write(bytes, start, end),
    });
  }

  write(chunk: Uint8Array): void {
    try {
      this.sax.write(chunk);
    } catch (cause) {
      if (cause instanceof CityModelError) throw cause;
      throw new CityModelError("malformed_xml", (cause as Error).message, { cause });
    }
  }

  end(): void {
    try {
      this.sax.end();
    } catch (cause) {
      throw new CityModelError("malformed_xml", (cause as Error).message, { cause });
    }
    if (!this.rootSeen) throw new CityModelError("malformed_xml", "no root element");
  }

  take(): RawBuilding[] {
    return this.done.splice(0, this.done.length);
  }

  private setSrs(srsName: string | undefined, dimension: string | undefined): void {
    if (dimension) this.dim = Number(dimension) || 3;
    if (!srsName || this.srsKnown) return;
    this.srsKnown = true;
    const epsg = epsgOf(utf8(srsName));
    if (epsg === undefined) return;
    if (zoneOfEpsg(epsg)) {
      const conv = converterTo6668(epsg);
      this.toLonLat = (north, east) => conv(east, north); // EPSG:6669-6687 give X (north) first
      this.latLon = false;
    } else if (epsg === 6697 || epsg === 6668 || epsg === 4326 || epsg === 4612) {
      this.latLon = true;
      if (epsg !== 6697 && !dimension) this.dim = 2;
    } else {
      throw new CityModelError("unsupported_crs", `srsName ${utf8(srsName)} is not supported`);
    }
  }

  private open(tagName: string, attrs: Attributes, name: string): void {
    const depth = this.stack.push(name) - 1;
    if (!this.rootSeen) {
      this.rootSeen = true;
      if (name !== "CityModel") throw new CityModelError("not_citygml", `root element is <${utf8(tagName)}>`);
      return;
    }
    if (!this.srsKnown) {
      const srsName = attrs.get("srsName");
      const srsDimension = attrs.get("srsDimension");
      if (srsName || srsDimension) this.setSrs(srsName, srsDimension);
    }
    const b = this.b;
    if (!b) {
      if (name === "Building") {
        const gmlId = attrs.get("gml:id");
        this.b = {
          gmlId: gmlId === undefined ? undefined : utf8(gmlId),
          polygons: [],
          lod2Hrefs: [],
          hasLod0: false,
          parts: 0,
        };
        this.buildingDepth = depth;
      }
      return;
    }
    if (name === "BuildingPart" && this.partDepth < 0) {
      b.parts++;
      this.partDepth = depth;
      return;
    }
    if (this.role === "skip") return;
    if (this.role === null) {
      const role = GEOMETRY[name];
      if (role) {
        this.role = role;
        this.roleDepth = depth;
        if (role === "lod0") b.hasLod0 = true;
        return;
      }
      if (name.startsWith("lod") || name === "opening") {
        this.role = "skip";
        this.roleDepth = depth;
        return;
      }
      const st = SURFACES[name];
      if (st && this.surface === undefined) {
        this.surface = st;
        this.surfaceDepth = depth;
        return;
      }
      this.attributeOpen(name, depth, attrs);
      return;
    }
    // Inside a geometry property.
    const href = name === "surfaceMember" && this.role === "lod2solid" ? attrs.get("xlink:href") : undefined;
    if (href) {
      b.lod2Hrefs.push(href.replace(/^#/, ""));
    } else if (name === "Polygon" || name === "Triangle") {
      const role: PolygonRole =
        this.role === "lod2solid" || this.role === "lod2other"
          ? this.surface
            ? "lod2typed"
            : "lod2other"
          : this.role;
      this.poly = {
        // Ids only matter to match lod2Solid xlink:hrefs; both stay UTF-8 bytes, compared as such.
        id: role === "lod2typed" || role === "lod2other" ? attrs.get("gml:id") : undefined,
        role,
        surfaceType: role === "lod2typed" ? this.surface : undefined,
        rings: [],
      };
    } else if (this.poly && name === "LinearRing") {
      // Rings are read whole: posList or a run of pos elements, the only text inside a LinearRing.
      this.ringDim = this.dim;
      this.startText("posList");
      this.sax.textAsBytes = true;
      this.ringNumbers.clear();
    } else if (this.text === "posList" && (name === "posList" || name === "pos")) {
      const dim = attrs.get("srsDimension");
      if (dim) this.ringDim = Number(dim) || this.dim;
      this.ringNumbers.split();
    }
  }

  private attributeOpen(name: string, depth: number, attrs: Attributes): void {
    const parent = this.stack[depth - 1];
    const owner = parent === "Building" || parent === "BuildingPart";
    switch (name) {
      case "measuredHeight":
      case "storeysAboveGround":
      case "storeysBelowGround":
      case "yearOfConstruction":
        if (owner) this.startText(name);
        break;
      case "usage":
        if (owner && this.b && this.b.usage === undefined) {
          const codeSpace = attrs.get("codeSpace");
          this.b.usageCodeSpace = codeSpace === undefined ? undefined : utf8(codeSpace);
          this.startText(name);
        }
        break;
      case "name":
        if (parent === "Building") this.startText(name);
        break;
      case "buildingID":
      case "city":
      case "LocalityName":
        this.startText(name);
        break;
      case "stringAttribute":
        if (owner && attrs.get("name") === BUILDING_ID_NAME) this.buildingIdAttr = depth;
        break;
      case "value":
        if (this.buildingIdAttr === depth - 1) this.startText("buildingIdValue");
        break;
    }
  }

  private startText(field: TextField): void {
    this.sax.wantText = true;
    this.text = field;
    this.buf = "";
  }

  private endText(): void {
    this.sax.wantText = false;
    this.sax.textAsBytes = false;
    this.text = null;
    this.buf = "";
  }

  private close(): void {
    const depth = this.stack.length - 1;
    const name = this.stack.pop();
    const b = this.b;
    if (!b) return;
    if (this.text === "posList") {
      if (name === "LinearRing" && this.poly) {
        const numbers = this.ringNumbers.finish();
        this.poly.rings.push(ringFromNumbers(numbers, this.ringDim, this.latLon ? null : this.toLonLat));
        this.ringNumbers.clear();
        this.endText();
      }
    } else if (this.text) {
      this.closeText(b);
    }
    if ((name === "Polygon" || name === "Triangle") && this.poly) {
      if (this.poly.rings.length > 0 && (this.poly.rings[0]?.length ?? 0) >= 9) b.polygons.push(this.poly);
      this.poly = null;
    }
    if (depth === this.roleDepth) {
      this.role = null;
      this.roleDepth = -1;
    } else if (depth === this.surfaceDepth) {
      this.surface = undefined;
      this.surfaceDepth = -1;
    } else if (depth === this.buildingIdAttr) {
      this.buildingIdAttr = -1;
    } else if (depth === this.partDepth) {
      this.partDepth = -1;
    } else if (depth === this.buildingDepth) {
      this.done.push(b);
      this.b = null;
      this.buildingDepth = -1;
    }
  }

  private closeText(b: RawBuilding): void {
    const s = utf8(this.buf).trim();
    const field = this.text;
    this.endText();
    if (s === "") return;
    const inPart = this.partDepth >= 0;
    switch (field) {
      case "measuredHeight": {
        const v = Number(s);
        if (v === Infinity)
          throw new CityModelError("non_finite_number", "measuredHeight is not a finite number");
        if (Number.isFinite(v) && v > 0) {
          if (inPart) b.partMeasuredHeight = Math.max(b.partMeasuredHeight ?? 0, v);
          else b.measuredHeight = v;
        }
        break;
      }
      case "storeysAboveGround":
      case "storeysBelowGround":
      case "yearOfConstruction": {
        const v = Number(s);
        if (Number.isFinite(v) && b[field] === undefined && v >= 0) b[field] = v;
        break;
      }
      case "usage":
        b.usage = s;
        break;
      case "name":
        b.name ??= s;
        break;
      case "buildingID":
      case "buildingIdValue":
        b.buildingId ??= s;
        break;
      case "city":
        b.cityCode ??= s;
        break;
      case "LocalityName":
        b.address ??= s;
        break;
    }
  }
}
