/**
 * A minimal streaming XML tokenizer for CityGML. saxes (a full, char-by-char conforming parser) spent about
 * two thirds of the parse time in its own loops; CityGML is mostly long posList texts, so this scanner jumps
 * from one '<' to the next with indexOf and hands text over as slices. It checks what the readers need to
 * tell a broken file from a good one (tag nesting, one root, quoted attributes, no stray text, complete
 * constructs) but validates no DTD and resolves only the predefined and numeric entities.
 */

/** A tag's attributes, parsed on first use: most tags' attributes are never read. */
export class Attributes {
  private map: Record<string, string> | null = null;
  constructor(private readonly raw: string) {}

  get(key: string): string | undefined {
    if (this.map === null) {
      const map: Record<string, string> = {};
      ATTR.lastIndex = 0;
      for (let a = ATTR.exec(this.raw); a; a = ATTR.exec(this.raw))
        map[a[1] as string] = decode(a[2] ?? a[3] ?? "");
      // Whatever the regex does not consume must be blank: catches unquoted values, stray characters.
      if (!isBlank(this.raw.replace(ATTR, "")))
        throw new XmlSyntaxError(`bad attributes "${this.raw.trim()}"`);
      this.map = map;
    }
    return this.map[key];
  }
}

const NO_ATTRIBUTES = new Attributes("");

export interface ScannerHandler {
  open(name: string, attributes: Attributes): void;
  close(name: string): void;
  /** Text between tags, possibly in several pieces; called only while the scanner's `wantText` is true. */
  text(s: string): void;
}

export class XmlSyntaxError extends Error {}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
// Letters, '_', ':' and anything beyond ASCII may start a name (XML 1.0 NameStartChar, loosely).
const isNameStart = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c > 127;

function decode(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, e: string) => {
    if (e[0] === "#") {
      const cp = e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return String.fromCodePoint(cp);
    }
    const v = ENTITIES[e];
    if (v === undefined) throw new XmlSyntaxError(`undefined entity ${whole}`);
    return v;
  });
}

const isBlank = (s: string) => /^[\s\uFEFF]*$/.test(s);

export class XmlScanner {
  private buf = "";
  private pos = 0;
  private readonly stack: string[] = [];
  private rootClosed = false;
  private rootSeen = false;
  /** Set by the handler while it captures text; text is neither sliced nor decoded otherwise. */
  wantText = false;

  constructor(private readonly h: ScannerHandler) {}

  get sawRoot(): boolean {
    return this.rootSeen;
  }

  write(chunk: string): void {
    this.buf = this.pos < this.buf.length ? this.buf.slice(this.pos) + chunk : chunk;
    this.pos = 0;
    this.scan();
  }

  end(): void {
    if (this.pos < this.buf.length) {
      const rest = this.buf.slice(this.pos);
      if (rest.includes("<")) throw new XmlSyntaxError("unexpected end of file inside markup");
      this.text(rest);
    }
    if (this.stack.length > 0)
      throw new XmlSyntaxError(`unclosed element <${this.stack[this.stack.length - 1]}>`);
    if (!this.rootSeen) throw new XmlSyntaxError("no root element");
  }

  private text(s: string): void {
    if (s.length === 0) return;
    if (this.stack.length === 0) {
      if (!isBlank(s)) throw new XmlSyntaxError("text outside the root element");
      return;
    }
    if (this.wantText) this.h.text(decode(s));
  }

  private scan(): void {
    const buf = this.buf;
    let pos = this.pos;
    for (;;) {
      const lt = buf.indexOf("<", pos);
      if (lt < 0) {
        // Keep a trailing partial text (it may end inside an entity) only if it could be one.
        const amp = buf.lastIndexOf("&");
        const cut = amp >= pos && buf.indexOf(";", amp) < 0 ? amp : buf.length;
        this.text(buf.slice(pos, cut));
        pos = cut;
        break;
      }
      if (lt > pos && (this.wantText || this.stack.length === 0)) this.text(buf.slice(pos, lt));
      pos = lt;
      const c = buf.charCodeAt(lt + 1);
      if (Number.isNaN(c)) break; // need more input
      if (c === 33 /* ! */) {
        if (buf.startsWith("<!--", lt)) {
          const end = buf.indexOf("-->", lt + 4);
          if (end < 0) break;
          pos = end + 3;
        } else if (buf.startsWith("<![CDATA[", lt)) {
          const end = buf.indexOf("]]>", lt + 9);
          if (end < 0) break;
          if (this.stack.length === 0) throw new XmlSyntaxError("CDATA outside the root element");
          if (this.wantText) this.h.text(buf.slice(lt + 9, end));
          pos = end + 3;
        } else if (buf.length - lt < 9) {
          break; // too short to tell: wait
        } else if (buf.startsWith("<!DOCTYPE", lt) && !this.rootSeen) {
          const end = buf.indexOf(">", lt);
          if (end < 0) break;
          if (buf.lastIndexOf("[", end) > lt)
            throw new XmlSyntaxError("DOCTYPE internal subsets are not supported");
          pos = end + 1;
        } else {
          throw new XmlSyntaxError("bad markup declaration");
        }
        continue;
      }
      if (c === 63 /* ? */) {
        const end = buf.indexOf("?>", lt + 2);
        if (end < 0) break;
        pos = end + 2;
        continue;
      }
      const gt = this.tagEnd(buf, lt);
      if (gt < 0) break;
      if (c === 47 /* / */) {
        // Compare the closing name in place: no slice per end tag.
        const top = this.stack.pop();
        const after = lt + 2 + (top?.length ?? 0);
        if (
          top === undefined ||
          !buf.startsWith(top, lt + 2) ||
          (after !== gt && !isSpace(buf.charCodeAt(after)))
        ) {
          throw new XmlSyntaxError(`</${buf.slice(lt + 2, gt).trim()}> closes <${top ?? "nothing"}>`);
        }
        this.h.close(top);
        if (this.stack.length === 0) this.rootClosed = true;
      } else {
        const selfClosing = buf.charCodeAt(gt - 1) === 47;
        const end = selfClosing ? gt - 1 : gt;
        let k = lt + 1;
        while (k < end && !isSpace(buf.charCodeAt(k))) k++;
        const name = buf.slice(lt + 1, k);
        if (name.length === 0 || !isNameStart(c)) throw new XmlSyntaxError(`bad tag name "<${name}"`);
        if (this.stack.length === 0) {
          if (this.rootClosed) throw new XmlSyntaxError("more than one root element");
          this.rootSeen = true;
        }
        const attributes = k < end ? new Attributes(buf.slice(k, end)) : NO_ATTRIBUTES;
        this.stack.push(name);
        this.h.open(name, attributes);
        if (selfClosing) {
          this.stack.pop();
          this.h.close(name);
          if (this.stack.length === 0) this.rootClosed = true;
        }
      }
      pos = gt + 1;
    }
    this.pos = pos;
  }

  /** Index of the '>' ending the tag at `lt`, skipping quoted attribute values; -1 when not yet read. */
  private tagEnd(buf: string, lt: number): number {
    let quote = 0;
    for (let i = lt + 1, n = buf.length; i < n; i++) {
      const c = buf.charCodeAt(i);
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === 62 /* > */) {
        return i;
      } else if (c === 34 || c === 39) {
        quote = c;
      }
    }
    return -1;
  }
}
