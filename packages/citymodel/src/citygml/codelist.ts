import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { SaxesParser } from "saxes";

/** Parse a PLATEAU code list (gml:Dictionary of Definition name -> description) into a map. */
export function parseCodelist(xml: string): Map<string, string> {
  const map = new Map<string, string>();
  const sax = new SaxesParser({ xmlns: false, position: false });
  let field: "name" | "description" | null = null;
  let inDef = false;
  let name = "";
  let desc = "";
  sax.on("opentag", (t) => {
    const n = t.name.replace(/^.*:/, "");
    if (n === "Definition") [inDef, name, desc] = [true, "", ""];
    else if (inDef && (n === "name" || n === "description")) field = n;
  });
  sax.on("text", (s) => {
    if (field === "name") name += s;
    else if (field === "description") desc += s;
  });
  sax.on("closetag", (t) => {
    const n = t.name.replace(/^.*:/, "");
    if (n === "Definition") {
      if (name.trim()) map.set(name.trim(), desc.trim());
      inDef = false;
    }
    field = null;
  });
  sax.write(xml).close();
  return map;
}

/**
 * Resolves code lists for one CityGML file. A codeSpace such as "../../codelists/Building_usage.xml" is tried
 * relative to the file (the udx/bldg layout), then beside it in `codelists/`, then in `codelistDir`.
 * Missing lists are not an error: the code stays without a label.
 */
export class CodelistResolver {
  private readonly cache = new Map<string, Map<string, string> | null>();
  constructor(
    private readonly fileDir: string | undefined,
    private readonly codelistDir: string | undefined,
  ) {}

  label(code: string, codeSpace: string | undefined): string | undefined {
    if (!codeSpace) return undefined;
    return this.load(codeSpace)?.get(code);
  }

  private load(codeSpace: string): Map<string, string> | null {
    const cached = this.cache.get(codeSpace);
    if (cached !== undefined) return cached;
    const file = basename(codeSpace);
    const candidates: string[] = [];
    if (this.fileDir)
      candidates.push(resolve(this.fileDir, codeSpace), join(this.fileDir, "codelists", file));
    if (this.codelistDir) candidates.push(join(this.codelistDir, file));
    const found = candidates.find((c) => existsSync(c));
    let map: Map<string, string> | null = null;
    if (found) {
      try {
        map = parseCodelist(readFileSync(found, "utf8"));
      } catch {
        map = null; // a broken code list only costs the labels
      }
    }
    this.cache.set(codeSpace, map);
    return map;
  }
}

/** City code from a PLATEAU folder name in the path ("13100_tokyo23-ku_2022_citygml_1_op/udx/bldg/..."). */
export function cityCodeFromPath(path: string): string | undefined {
  return /(?:^|[\\/])(\d{5})_[^\\/]*citygml/i.exec(dirname(path))?.[1];
}

/**
 * Mesh code of a PLATEAU file from its name ("53392546_bldg_6697_2_op.gml" -> "53392546"; 6 to 10 digits for
 * 2nd to 1/4 meshes); the importer replaces a mesh's buildings when the same mesh comes again.
 */
export function meshCodeFromPath(path: string): string | undefined {
  return /(?:^|[\\/])(\d{6,10})_bldg_/.exec(path)?.[1];
}
