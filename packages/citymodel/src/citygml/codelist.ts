import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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

/** The PLATEAU code lists bundled with the package (Building_usage.xml ...), the only ones an upload sees. */
export const BUNDLED_CODELIST_DIR = fileURLToPath(
  new URL("../../samples/citygml/codelists", import.meta.url),
);

/** Largest code list read (PLATEAU's largest, Common_localPublicAuthorities.xml, is about 300 KB). */
export const CODELIST_MAX_BYTES = 4 * 1024 * 1024;

/** A code list's file name: one path segment ending in .xml (`Building_usage.xml`). */
const CODELIST_NAME = /^[A-Za-z0-9_-]+\.xml$/;

/**
 * The file name a codeSpace names: its last path segment ("../../codelists/Building_usage.xml",
 * "https://.../Building_usage.xml" -> "Building_usage.xml"), or undefined when that is no code list name
 * ("/dev/zero", "..", "x.xml?y"). Only this name is ever looked up, and only in known folders.
 */
export function codelistFileName(codeSpace: string): string | undefined {
  const name = codeSpace.split(/[\\/]/).pop() ?? "";
  return CODELIST_NAME.test(name) ? name : undefined;
}

/**
 * Code list folders of a PLATEAU tree around one of its files, for the operator's import of a downloaded
 * folder (`<root>/udx/bldg/x.gml` uses `<root>/codelists`): `codelists/` beside the file and one and two
 * levels up. Never for an upload: its name is the user's.
 */
export function plateauCodelistDirs(filePath: string): string[] {
  const dir = dirname(resolve(filePath));
  return [join(dir, "codelists"), join(dir, "..", "codelists"), join(dir, "..", "..", "codelists")];
}

/**
 * The text of a regular file of at most CODELIST_MAX_BYTES, or undefined (missing, a symlink, a device, a
 * FIFO, a folder, too large). Opened without following a symlink and without blocking on a FIFO, checked on
 * the open descriptor, read with a bounded buffer: a file that grows past its size is cut off and refused.
 */
function readSmallRegularFile(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > CODELIST_MAX_BYTES) return undefined;
    const buffer = Buffer.alloc(stat.size + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, length);
      if (n === 0) break;
      length += n;
    }
    return length > stat.size ? undefined : buffer.toString("utf8", 0, length);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

export interface CodelistResolverOptions {
  /**
   * Operator only (the import CLI, the citymodel CLI on local files): folders searched before the bundled
   * lists, e.g. plateauCodelistDirs of a downloaded PLATEAU file. Never set from anything a user sent.
   */
  trustedDirs?: readonly string[];
}

/**
 * Resolves code lists for CityGML files. Whatever a codeSpace says, only its base name is used
 * (codelistFileName), looked up in the trusted folders (when the operator gave any), then in the bundled
 * PLATEAU lists; only regular files up to CODELIST_MAX_BYTES are read. A missing list is not an error: the
 * code stays without a label.
 */
export class CodelistResolver {
  private readonly cache = new Map<string, Map<string, string> | null>();
  private readonly dirs: readonly string[];

  constructor(options: CodelistResolverOptions = {}) {
    this.dirs = [...(options.trustedDirs ?? []), BUNDLED_CODELIST_DIR];
  }

  label(code: string, codeSpace: string | undefined): string | undefined {
    const name = codeSpace ? codelistFileName(codeSpace) : undefined;
    return name ? this.load(name)?.get(code) : undefined;
  }

  private load(name: string): Map<string, string> | null {
    const cached = this.cache.get(name);
    if (cached !== undefined) return cached;
    let map: Map<string, string> | null = null;
    for (const dir of this.dirs) {
      const text = readSmallRegularFile(join(dir, name));
      if (text === undefined) continue;
      try {
        map = parseCodelist(text);
      } catch {
        map = null; // a broken code list only costs the labels
      }
      break;
    }
    this.cache.set(name, map);
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
