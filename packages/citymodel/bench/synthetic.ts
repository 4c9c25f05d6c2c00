import { closeSync, openSync, readFileSync, writeSync } from "node:fs";

/**
 * Write a CityGML file of about `targetBytes` by repeating every building of `tilePath` inside one CityModel
 * (gml:ids made unique per copy). Returns the number of buildings written.
 */
export function writeRepeatedTile(tilePath: string, outPath: string, targetBytes: number): number {
  const text = readFileSync(tilePath, "utf8");
  const first = text.indexOf("<core:cityObjectMember>");
  const last = text.lastIndexOf("</core:cityObjectMember>") + "</core:cityObjectMember>".length;
  const head = text.slice(0, first);
  const body = text.slice(first, last);
  const tail = text.slice(last);
  const perCopy = (body.match(/<bldg:Building /g) ?? []).length;
  const fd = openSync(outPath, "w");
  let written = 0;
  let copies = 0;
  try {
    written += writeSync(fd, head);
    while (written + body.length < targetBytes) {
      written += writeSync(fd, body.replaceAll('gml:id="', `gml:id="c${copies}_`));
      copies++;
    }
    writeSync(fd, tail);
  } finally {
    closeSync(fd);
  }
  return copies * perCopy;
}
