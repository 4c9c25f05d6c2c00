// The text side of the XML scanner: UTF-8 byte strings, entity references and attributes parsed on demand.

/** A malformed document (the message says what and where it was found). */
export class XmlSyntaxError extends Error {}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const BLANK = /^[\s\uFEFF]*$/;
/** Only white space (or a byte-order mark), in text or UTF-8 byte form. */
export const isBlank = (s: string) => BLANK.test(s) || BLANK.test(utf8(s));

/** Decode a string of UTF-8 bytes held one byte per code unit (the byte mode's strings). */
export function utf8(bytes: string): string {
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A tag's attributes, parsed on first use (most are never read). Valid only during the `open` call. */
export class Attributes {
  private map: Record<string, string> | null = null;
  private chars = "";
  private start = 0;
  private end = 0;
  private decode = false;

  /** @internal Point at the attribute text of the tag being reported (the scanner reuses one instance). */
  reset(chars: string, start: number, end: number, decode: boolean): this {
    this.chars = chars;
    this.start = start;
    this.end = end;
    this.decode = decode;
    this.map = null;
    return this;
  }

  get(key: string): string | undefined {
    if (this.map === null) {
      const raw = this.chars.slice(this.start, this.end);
      const map: Record<string, string> = {};
      ATTR.lastIndex = 0;
      for (let a = ATTR.exec(raw); a; a = ATTR.exec(raw)) {
        const value = decodeEntities(a[2] ?? a[3] ?? "");
        map[this.decode ? utf8(a[1]) : a[1]] = this.decode ? utf8(value) : value;
      }
      // Whatever the regex does not consume must be blank: catches unquoted values, stray characters.
      if (!isBlank(raw.replace(ATTR, ""))) throw new XmlSyntaxError(`bad attributes "${utf8(raw).trim()}"`);
      this.map = map;
    }
    return this.map[key];
  }
}

/** Resolve entity references in a string of UTF-8 bytes; numeric ones become UTF-8 bytes too. */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, e: string) => {
    if (e[0] === "#") {
      const cp = e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Buffer.from(String.fromCodePoint(cp), "utf8").toString("latin1");
    }
    const v = ENTITIES[e];
    if (v === undefined) throw new XmlSyntaxError(`undefined entity ${whole}`);
    return v;
  });
}
