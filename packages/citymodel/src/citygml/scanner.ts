/**
 * A minimal streaming XML tokenizer for CityGML. saxes (a full, char-by-char conforming parser) spent about
 * two thirds of the parse time in its own loops; CityGML is mostly long posList texts, so this scanner jumps
 * from one '<' to the next with indexOf and hands text over as slices. It checks what the readers need to
 * tell a broken file from a good one (tag nesting, one root, quoted attributes, no stray text, complete
 * constructs) but validates no DTD and resolves only the predefined and numeric entities.
 *
 * It works on UTF-8 bytes, never decoding the bulk of the file (ASCII markup and numbers): loops run over the
 * bytes, and a latin1 string of the same bytes (one code unit per byte, same indices) serves indexOf and
 * slices. Input is text (`write(string)`, encoded first) or bytes (`write(Uint8Array)`), not both. In byte
 * mode every string handed out (names, attribute values, text) is UTF-8 bytes in that latin1 form, which
 * `utf8()` decodes: a reader decodes only what it keeps. In text mode they are decoded text.
 */

import { charBoundary, endsName, isNameStart, isSpace, tagEnd } from "./xmlBytes";
import { Attributes, XmlSyntaxError, decodeEntities, isBlank, utf8 } from "./xmlText";

export { Attributes, XmlSyntaxError, utf8 };

export interface ScannerHandler {
  /**
   * A start tag: its qualified name, its attributes (reused for the next tag: read what you need before
   * returning) and the name without prefix. Each name is always reported as the same string.
   */
  open(name: string, attributes: Attributes, localName: string): void;
  close(name: string, localName: string): void;
  /** Text between tags, possibly in several pieces; called only while the scanner's `wantText` is true. */
  text(s: string): void;
  /**
   * Text as bytes[start, end), valid during the call, instead of `text` while `textAsBytes` is also set: for
   * every piece without entity references (the others still come through `text`). Pieces may split a word.
   */
  textBytes?(bytes: Uint8Array, start: number, end: number): void;
}

const BOM = [0xef, 0xbb, 0xbf];
const NOTHING = new Uint8Array(0);
/** Bytes scanned at a time (see `feed`). */
const WINDOW = 1 << 16;
/** Distinct tag names remembered (a power of two); CityGML files use a few hundred. */
const NAME_SLOTS = 1024;
/**
 * The engine's unique copy of `s` (as for a property key): flat, detached from the chunk it was sliced from,
 * and compared with other such strings (literals included) by identity.
 */
const internalized = (s: string): string => Object.keys({ [s]: 0 })[0];

/** A tag name met in the document, with the names that followed it last time, to guess the next tag. */
interface TagName {
  /** The name's bytes, and its first whole 4-byte words (little-endian), to compare in place. */
  code: Uint8Array;
  words: Int32Array;
  name: string;
  localName: string;
  /** The tag opened next after this one opened, and after it closed, when last seen. */
  afterOpen: TagName | null;
  afterClose: TagName | null;
}

export class XmlScanner {
  /** The window being scanned; `chars` is the same bytes as a latin1 string. */
  private bytes: Uint8Array = NOTHING;
  private view = new DataView(this.bytes.buffer);
  private chars = "";
  private pos = 0;
  /** Bytes left unread by the last chunk (a construct not complete yet), a copy of them. */
  private rest: Uint8Array = NOTHING;
  /** Index of the next '&' in `chars` at or after `pos` (its length when none); -1 when not looked up yet. */
  private ampAt = -1;
  /** Text mode (strings handed out decoded), fixed by the first chunk. */
  private decode: boolean | undefined;
  /** The document's first bytes, held until a byte order mark can be told apart; null once it has been. */
  private head: number[] | null = [];
  private readonly stack: TagName[] = [];
  /** The last tag opened or closed (`lastOpened`), whose successor is the guess for the next start tag. */
  private last: TagName | null = null;
  private lastOpened = false;
  private rootClosed = false;
  private rootSeen = false;
  /** Tag names by hash of their bytes: every tag of a name reports the same string, made once. */
  private readonly names: (TagName | undefined)[] = new Array<TagName | undefined>(NAME_SLOTS);
  private readonly attributes = new Attributes();
  private readonly noAttributes = new Attributes();
  /** Set by the handler while it captures text; text is neither sliced nor decoded otherwise. */
  wantText = false;
  /** With `wantText`: hand text over as bytes where possible (`ScannerHandler.textBytes`). */
  textAsBytes = false;

  constructor(private readonly h: ScannerHandler) {}

  get sawRoot(): boolean {
    return this.rootSeen;
  }

  write(chunk: string | Uint8Array): void {
    const isText = typeof chunk === "string";
    if (this.decode === undefined) this.decode = isText;
    else if (this.decode !== isText) throw new TypeError("XmlScanner: text and byte chunks mixed");
    let bytes = isText
      ? Buffer.from(chunk, "utf8")
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.head !== null) {
      // TextDecoder drops a leading byte order mark; so do we, even when it arrives split.
      const held = this.head.length;
      const head = [...this.head, ...bytes.subarray(0, BOM.length - held)];
      const bomSoFar = head.every((b, i) => b === BOM[i]);
      if (bomSoFar && head.length < BOM.length) {
        this.head = head;
        return;
      }
      this.head = null;
      if (bomSoFar) bytes = bytes.subarray(BOM.length - held);
      else if (held > 0) bytes = Buffer.concat([Buffer.from(head.slice(0, held)), bytes]);
    }
    this.feed(bytes);
  }

  end(): void {
    if (this.head !== null && this.head.length > 0) {
      // One or two bytes that might have begun a byte order mark: plain input after all.
      const head = Buffer.from(this.head);
      this.head = null;
      this.feed(head);
    }
    if (this.rest.length > 0) {
      const rest = this.rest;
      this.rest = NOTHING;
      if (rest.includes(60 /* < */)) throw new XmlSyntaxError("unexpected end of file inside markup");
      this.scanWindow(rest); // text
      this.text(this.pos, this.chars.length);
    }
    if (this.stack.length > 0)
      throw new XmlSyntaxError(`unclosed element <${this.shown(this.stack[this.stack.length - 1]?.name)}>`);
    if (!this.rootSeen) throw new XmlSyntaxError("no root element");
  }

  /**
   * Scan `chunk` after the bytes left unread by the last one, in windows: V8 makes strings up to 128 KiB
   * several times faster than longer ones. Windows are views of the chunk, except the first while bytes are
   * left over (a copy of them and the chunk's start); a window that holds no whole construct grows. What is
   * left unread at the end is copied, so the caller may reuse its chunk.
   */
  private feed(chunk: Uint8Array): void {
    let size = WINDOW;
    let at = 0;
    while (this.rest.length > 0) {
      const take = Math.min(chunk.length, size);
      const bridge = Buffer.concat([this.rest, chunk.subarray(0, take)]);
      this.scanWindow(bridge);
      if (this.pos >= this.rest.length) {
        at = this.pos - this.rest.length;
        this.rest = NOTHING;
        break;
      }
      if (this.pos === 0) size *= 2;
      this.rest = bridge.subarray(this.pos);
      if (take === chunk.length) return;
    }
    size = WINDOW;
    while (at < chunk.length) {
      const window = chunk.subarray(at, at + size);
      this.scanWindow(window);
      if (at + window.length >= chunk.length) {
        this.rest = Buffer.from(window.subarray(this.pos));
        return;
      }
      size = this.pos === 0 ? 2 * size : WINDOW;
      at += this.pos;
    }
  }

  private scanWindow(window: Uint8Array): void {
    this.bytes = window;
    this.view = new DataView(window.buffer, window.byteOffset, window.byteLength);
    this.chars = Buffer.from(window.buffer, window.byteOffset, window.byteLength).toString("latin1");
    this.pos = 0;
    this.ampAt = -1;
    this.scan();
  }

  /** A string of the document as handed out: bytes in byte mode, decoded in text mode. */
  private out(s: string): string {
    return this.decode ? utf8(s) : s;
  }

  /** A name or text as it reads in a message. */
  private shown(s: string | undefined): string {
    return s === undefined ? "" : this.decode ? s : utf8(s);
  }

  /** The text chars[start, end) between markup. */
  private text(start: number, end: number): void {
    if (start >= end) return;
    if (this.stack.length === 0) {
      if (!isBlank(this.chars.slice(start, end))) throw new XmlSyntaxError("text outside the root element");
      return;
    }
    if (!this.wantText) return;
    if (this.textAsBytes && this.h.textBytes && !this.hasEntity(start, end))
      this.h.textBytes(this.bytes, start, end);
    else this.h.text(this.out(decodeEntities(this.chars.slice(start, end))));
  }

  /** Whether chars[start, end) holds a '&' (one indexOf per '&' in the chunk, not per text). */
  private hasEntity(start: number, end: number): boolean {
    if (this.ampAt < start) {
      const at = this.chars.indexOf("&", start);
      this.ampAt = at < 0 ? this.chars.length : at;
    }
    return this.ampAt < end;
  }

  private scan(): void {
    const chars = this.chars;
    const n = chars.length;
    let pos = this.pos;
    for (;;) {
      const lt = chars.indexOf("<", pos);
      if (lt < 0) {
        // Keep a trailing partial text (it may end inside an entity) only if it could be one.
        let amp = -1;
        for (let a = chars.indexOf("&", pos); a >= 0; a = chars.indexOf("&", a + 1)) amp = a;
        // Nor split a character: text pieces are decoded on their own in text mode.
        const cut = amp >= 0 && chars.indexOf(";", amp) < 0 ? amp : charBoundary(this.bytes, pos, n);
        this.text(pos, cut);
        pos = cut;
        break;
      }
      if (lt > pos && (this.wantText || this.stack.length === 0)) this.text(pos, lt);
      pos = lt;
      if (lt + 1 >= n) break; // need more input
      const c = this.bytes[lt + 1];
      if (c === 33 /* ! */) {
        if (chars.startsWith("<!--", lt)) {
          const end = chars.indexOf("-->", lt + 4);
          if (end < 0) break;
          pos = end + 3;
        } else if (chars.startsWith("<![CDATA[", lt)) {
          const end = chars.indexOf("]]>", lt + 9);
          if (end < 0) break;
          if (this.stack.length === 0) throw new XmlSyntaxError("CDATA outside the root element");
          if (this.wantText) this.h.text(this.out(chars.slice(lt + 9, end)));
          pos = end + 3;
        } else if (n - lt < 9) {
          break; // too short to tell: wait
        } else if (chars.startsWith("<!DOCTYPE", lt) && !this.rootSeen) {
          const end = chars.indexOf(">", lt);
          if (end < 0) break;
          if (chars.lastIndexOf("[", end) > lt)
            throw new XmlSyntaxError("DOCTYPE internal subsets are not supported");
          pos = end + 1;
        } else {
          throw new XmlSyntaxError("bad markup declaration");
        }
        continue;
      }
      if (c === 63 /* ? */) {
        const end = chars.indexOf("?>", lt + 2);
        if (end < 0) break;
        pos = end + 2;
        continue;
      }
      const gt = c === 47 /* / */ ? this.closeTag(lt) : this.openTag(lt, c);
      if (gt < 0) break;
      pos = gt + 1;
    }
    this.pos = pos;
  }

  /** Report the start tag at `lt`; returns the index of its '>', or -1 while the tag is incomplete. */
  private openTag(lt: number, first: number): number {
    const bytes = this.bytes;
    // Tag sequences repeat building after building: try the name that followed the last tag last time,
    // which costs one comparison, before hashing the name and looking it up.
    const last = this.last;
    const guess = last === null ? null : this.lastOpened ? last.afterOpen : last.afterClose;
    let tag: TagName;
    let k: number;
    if (guess !== null && this.isAt(lt + 1, guess) && endsName(bytes, lt + 1 + guess.code.length)) {
      tag = guess;
      k = lt + 1 + guess.code.length;
    } else {
      const n = bytes.length;
      let hash = 0;
      k = lt + 1;
      for (; k < n && !endsName(bytes, k); k++) {
        const c = bytes[k];
        if (c === 34 || c === 39) throw new XmlSyntaxError(`bad tag name "<${this.slice(lt + 1, k + 1)}"`);
        hash = (hash * 31 + c) | 0;
      }
      if (k >= n) return -1;
      if (k === lt + 1 || !isNameStart(first)) {
        if (tagEnd(bytes, k) < 0) return -1;
        throw new XmlSyntaxError(`bad tag name "<${this.slice(lt + 1, k)}"`);
      }
      tag = this.intern(lt + 1, k, hash);
      if (last !== null) {
        if (this.lastOpened) last.afterOpen = tag;
        else last.afterClose = tag;
      }
    }
    const c = bytes[k];
    const gt = c === 62 /* > */ ? k : c === 47 /* / */ ? k + 1 : tagEnd(bytes, k);
    if (gt < 0) return -1;
    if (this.stack.length === 0) {
      if (this.rootClosed) throw new XmlSyntaxError("more than one root element");
      this.rootSeen = true;
    }
    const selfClosing = bytes[gt - 1] === 47;
    const end = selfClosing ? gt - 1 : gt;
    const attributes =
      k < end ? this.attributes.reset(this.chars, k, end, this.decode === true) : this.noAttributes;
    this.stack.push(tag);
    this.last = tag;
    this.lastOpened = true;
    this.h.open(tag.name, attributes, tag.localName);
    if (selfClosing) {
      this.stack.pop();
      this.lastOpened = false;
      this.h.close(tag.name, tag.localName);
      if (this.stack.length === 0) this.rootClosed = true;
    }
    return gt;
  }

  /** Check and report the end tag at `lt`; returns the index of its '>', or -1 while it is incomplete. */
  private closeTag(lt: number): number {
    const bytes = this.bytes;
    // The name must be the open element's: compare in place.
    const top = this.stack[this.stack.length - 1];
    const after = lt + 2 + (top?.code.length ?? 0);
    let gt = after;
    if (top === undefined || !this.isAt(lt + 2, top) || bytes[after] !== 62 /* > */) {
      gt = tagEnd(bytes, lt + 1);
      if (gt < 0) return -1;
      if (top === undefined || !this.isAt(lt + 2, top) || (after !== gt && !isSpace(bytes[after]))) {
        const closing = this.slice(lt + 2, gt).trim();
        throw new XmlSyntaxError(
          `</${closing}> closes <${top === undefined ? "nothing" : this.shown(top.name)}>`,
        );
      }
    }
    this.stack.pop();
    this.last = top;
    this.lastOpened = false;
    this.h.close(top.name, top.localName);
    if (this.stack.length === 0) this.rootClosed = true;
    return gt;
  }

  /** Whether the name `tag` is written at bytes[at]: 4 bytes at a time, the rest one by one. */
  private isAt(at: number, tag: TagName): boolean {
    const { code, words } = tag;
    if (at + code.length > this.bytes.length) return false;
    let i = 0;
    for (let w = 0; w < words.length; w++, i += 4)
      if (this.view.getInt32(at + i, true) !== words[w]) return false;
    for (; i < code.length; i++) if (this.bytes[at + i] !== code[i]) return false;
    return true;
  }

  /** Decoded text of bytes[start, end), for messages. */
  private slice(start: number, end: number): string {
    return utf8(this.chars.slice(start, end));
  }

  /** The tag name at bytes[start, end), whose hash is `hash`. */
  private intern(start: number, end: number, hash: number): TagName {
    const slot = hash & (NAME_SLOTS - 1);
    const known = this.names[slot];
    if (known !== undefined && known.code.length === end - start && this.isAt(start, known)) return known;
    const name = internalized(this.out(this.chars.slice(start, end)));
    const colon = name.indexOf(":");
    const localName = colon < 0 ? name : internalized(name.slice(colon + 1));
    const code = this.bytes.slice(start, end);
    const words = new Int32Array(code.length >> 2);
    for (let w = 0; w < words.length; w++) words[w] = this.view.getInt32(start + 4 * w, true);
    const tag: TagName = { code, words, name, localName, afterOpen: null, afterClose: null };
    this.names[slot] = tag;
    return tag;
  }
}
