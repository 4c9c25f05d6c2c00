import { describe, expect, it } from "vitest";
import { XmlScanner, XmlSyntaxError } from "./scanner";
import type { Attributes } from "./scanner";

/** Run the scanner over `chunks` and record its events as strings. */
function events(chunks: string[], attrKeys: string[] = []): string[] {
  const out: string[] = [];
  let text = "";
  const flush = () => {
    if (text.trim()) out.push(`text:${text.trim()}`);
    text = "";
  };
  const sc = new XmlScanner({
    open: (name: string, a: Attributes) => {
      flush();
      const shown = attrKeys.map((k) => a.get(k)).filter((v) => v !== undefined);
      out.push(`open:${name}${shown.length ? `[${shown.join(",")}]` : ""}`);
    },
    close: (name: string) => {
      flush();
      out.push(`close:${name}`);
    },
    text: (s: string) => {
      text += s;
    },
  });
  sc.wantText = true;
  for (const c of chunks) sc.write(c);
  sc.end();
  return out;
}

const doc = `<?xml version="1.0"?>
<!-- a comment with <tags> -->
<r:root xmlns:r="urn:x" a='1>2'>
  <r:pos srsDimension="3">1 2 &amp; 3&#x41;</r:pos>
  <empty id="e&quot;"/>
  <![CDATA[<not a tag>]]>
</r:root>
`;

describe("XmlScanner", () => {
  const expected = [
    "open:r:root[1>2]",
    "open:r:pos[3]",
    "text:1 2 & 3A",
    "close:r:pos",
    'open:empty[e"]',
    "close:empty",
    "text:<not a tag>",
    "close:r:root",
  ];

  it("reads comments, PIs, CDATA, entities, quoted '>' and self-closing tags", () => {
    expect(events([doc], ["a", "srsDimension", "id"])).toEqual(expected);
  });

  it("gives the same events whatever the chunk boundaries", () => {
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks: string[] = [];
      for (let i = 0; i < doc.length; i += size) chunks.push(doc.slice(i, i + size));
      expect(events(chunks, ["a", "srsDimension", "id"])).toEqual(expected);
    }
  });

  it("rejects broken documents", () => {
    const bad =
      (s: string, keys: string[] = []) =>
      () =>
        events([s], keys);
    expect(bad("<a><b></a></b>")).toThrow(XmlSyntaxError);
    expect(bad("<a><b></b>")).toThrow(/unclosed/);
    expect(bad("<a/><b/>")).toThrow(/more than one root/);
    expect(bad("hello <a/>")).toThrow(/outside the root/);
    expect(bad("<1a/>")).toThrow(/bad tag name/);
    expect(bad("<a><b x=1/></a>", ["x"])).toThrow(/bad attributes/);
    expect(bad("<a><b")).toThrow(/end of file/);
    expect(bad("")).toThrow(/no root/);
    expect(bad("<a>&nbsp;</a>")).toThrow(/undefined entity/);
  });
});
