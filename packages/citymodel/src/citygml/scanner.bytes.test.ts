import { describe, expect, it } from "vitest";
import { XmlScanner, utf8 } from "./scanner";

/** Events of the scanner over `chunks`, strings decoded (byte mode hands out UTF-8 bytes). */
function events(chunks: (string | Uint8Array)[], asBytes = false): string[] {
  const decoded = typeof chunks[0] !== "string";
  const show = (s: string) => (decoded ? utf8(s) : s);
  const out: string[] = [];
  let text = "";
  const flush = () => {
    if (text.trim()) out.push(`text:${show(text).trim()}`);
    text = "";
  };
  const sc = new XmlScanner({
    open: (name, a, localName) => {
      flush();
      out.push(`open:${show(name)}(${show(localName)})[${show(a.get("n") ?? "")}]`);
    },
    close: (name) => {
      flush();
      out.push(`close:${show(name)}`);
    },
    text: (s) => {
      text += s;
    },
    textBytes: (bytes, start, end) => {
      text += Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1", start, end);
      out.push("(bytes)");
    },
  });
  sc.wantText = true;
  sc.textAsBytes = asBytes;
  for (const c of chunks) sc.write(c);
  sc.end();
  return out.filter((e) => e !== "(bytes)" || asBytes);
}

const doc = `<?xml version="1.0"?>
<core:CityModel xmlns:core="urn:x">
  <gen:value n="建物ID">東京都&amp;大田区 &#x5EFA;&#29289;</gen:value>
  <gml:posList n='x'>1 2 3</gml:posList><![CDATA[<データ>]]>
</core:CityModel>
`;
const expected = [
  "open:core:CityModel(CityModel)[]",
  "open:gen:value(value)[建物ID]",
  "text:東京都&大田区 建物",
  "close:gen:value",
  "open:gml:posList(posList)[x]",
  "text:1 2 3",
  "close:gml:posList",
  "text:<データ>",
  "close:core:CityModel",
];
const bytes = Buffer.from(doc, "utf8");
const cut = (b: Uint8Array, size: number) => {
  const out: Uint8Array[] = [];
  for (let i = 0; i < b.length; i += size) out.push(b.subarray(i, i + size));
  return out;
};

describe("XmlScanner on UTF-8 bytes", () => {
  it("reads names, attributes, entities and CDATA as text mode does, whatever the chunks", () => {
    expect(events([doc])).toEqual(expected);
    for (const size of [1, 2, 3, 5, 64, bytes.length]) expect(events(cut(bytes, size))).toEqual(expected);
  });

  it("hands entity-free text over as bytes when asked, the rest as strings", () => {
    const got = events([bytes], true);
    expect(got.filter((e) => e !== "(bytes)")).toEqual(expected);
    // The posList text (and the blanks around elements) came as bytes; the entity text did not.
    const valueText = got.indexOf("text:東京都&大田区 建物");
    expect(got[valueText - 1]).toBe("open:gen:value(value)[建物ID]");
    expect(got[got.indexOf("text:1 2 3") - 1]).toBe("(bytes)");
  });

  it("drops a leading byte order mark, even split over chunks", () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    expect(events([withBom])).toEqual(expected);
    expect(events(cut(withBom, 1))).toEqual(expected);
    expect(events([`\uFEFF${doc}`])).toEqual(expected);
    expect(() => events([Buffer.from([0xef, 0xbb])])).toThrow(/outside the root/);
  });

  it("keeps characters whole across its 64 KiB windows, in both modes", () => {
    const body = Array.from({ length: 20_000 }, (_, i) => `<a n="建${i}">テキスト${i}日本</a>`).join("\n");
    const big = `<r>${body}</r>`;
    const want = events([big]);
    expect(want).toHaveLength(60_002); // open, text, close per element
    expect(want[2]).toBe("text:テキスト0日本");
    expect(events([Buffer.from(big)])).toEqual(want);
    expect(events(cut(Buffer.from(big), 70_001))).toEqual(want);
  });

  it("rejects broken documents with decoded names in the message", () => {
    expect(() => events([Buffer.from("<建物><b></建物>")])).toThrow("</建物> closes <b>");
    expect(() => events([Buffer.from('<a"b/>')])).toThrow(/bad tag name/);
    expect(() => events([Buffer.from("<a><b></a>")])).toThrow("</a> closes <b>");
  });

  it("takes either text or bytes, not both", () => {
    const sc = new XmlScanner({ open: () => {}, close: () => {}, text: () => {} });
    sc.write("<a>");
    expect(() => sc.write(Buffer.from("</a>"))).toThrow(TypeError);
  });
});
