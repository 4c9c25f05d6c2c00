import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CODELIST_MAX_BYTES,
  CodelistResolver,
  cityCodeFromPath,
  codelistFileName,
  meshCodeFromPath,
  parseCodelist,
} from "./codelist";
import { samplePath } from "../testing/samples";

/** A gml:Dictionary saying `label` for code 401 (the bundled list says 業務施設). */
const dictionary = (label: string) =>
  `<gml:Dictionary xmlns:gml="http://www.opengis.net/gml"><gml:dictionaryEntry><gml:Definition gml:id="a"><gml:description>${label}</gml:description><gml:name>401</gml:name></gml:Definition></gml:dictionaryEntry></gml:Dictionary>`;

describe("code lists and PLATEAU paths", () => {
  it("parses the Building_usage code list (18 entries, 401 業務施設 ... 454 その他, 461 不明)", () => {
    const map = parseCodelist(readFileSync(samplePath("citygml", "codelists", "Building_usage.xml"), "utf8"));
    expect(map.size).toBe(18);
    expect(map.get("401")).toBe("業務施設");
    expect(map.get("411")).toBe("住宅");
    expect(map.get("454")).toBe("その他");
    expect(map.get("461")).toBe("不明");
  });

  it("reads mesh and city codes from PLATEAU paths", () => {
    expect(meshCodeFromPath("/x/udx/bldg/53392546_bldg_6697_2_op.gml")).toBe("53392546");
    expect(meshCodeFromPath("osaka_51357346_bldg_6697_op_fulltile.gml")).toBeUndefined(); // renamed sample
    expect(
      cityCodeFromPath("/d/13100_tokyo23-ku_2022_citygml_1_3_op/udx/bldg/53392633_bldg_6697_2_op.gml"),
    ).toBe("13100");
    expect(cityCodeFromPath("/d/udx/bldg/53392633_bldg_6697_2_op.gml")).toBeUndefined();
  });
});

describe("CodelistResolver (issue 22, F1 and F2: a codeSpace never names a file to read)", () => {
  const outside = mkdtempSync(join(tmpdir(), "codelist-outside-"));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it("takes only a codeSpace's last segment, and only a plain .xml name", () => {
    expect(codelistFileName("../../codelists/Building_usage.xml")).toBe("Building_usage.xml");
    expect(codelistFileName("https://example.org/codelists/Building_usage.xml")).toBe("Building_usage.xml");
    expect(codelistFileName("..\\..\\codelists\\Building_usage.xml")).toBe("Building_usage.xml");
    for (const bad of ["/dev/zero", "..", "../..", "/", "", "a.xml/..", "x.xml?y", "/proc/self/environ"])
      expect(codelistFileName(bad), bad).toBeUndefined();
  });

  it("reads the bundled list whatever folder the codeSpace names, never a file outside the bundle", () => {
    writeFileSync(join(outside, "Building_usage.xml"), dictionary("OUTSIDE"));
    writeFileSync(join(outside, "secret_dictionary.xml"), dictionary("SECRET"));
    const resolver = new CodelistResolver();
    expect(resolver.label("401", join(outside, "Building_usage.xml"))).toBe("業務施設");
    expect(resolver.label("401", join(outside, "secret_dictionary.xml"))).toBeUndefined();
    expect(
      resolver.label("401", relative(process.cwd(), join(outside, "secret_dictionary.xml"))),
    ).toBeUndefined();
  });

  it("answers /dev/zero at once without reading it", () => {
    const t0 = performance.now();
    expect(new CodelistResolver().label("401", "/dev/zero")).toBeUndefined();
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it("in a trusted folder reads regular files only: no FIFO, no symlink, nothing over the size cap", () => {
    writeFileSync(join(outside, "Building_usage.xml"), dictionary("TRUSTED"));
    const trusted = new CodelistResolver({ trustedDirs: [outside] });
    expect(trusted.label("401", "../../codelists/Building_usage.xml")).toBe("TRUSTED");
    // A FIFO nobody writes to would block a plain read for ever; a symlink could lead anywhere; a large file
    // (sparse here) would be read whole. Each is skipped, and the bundled list answers instead.
    execFileSync("mkfifo", [join(outside, "Fifo.xml")]);
    symlinkSync(join(outside, "secret_dictionary.xml"), join(outside, "Link.xml"));
    writeFileSync(join(outside, "Large.xml"), dictionary("LARGE"));
    truncateSync(join(outside, "Large.xml"), CODELIST_MAX_BYTES + 1);
    for (const name of ["Fifo.xml", "Link.xml", "Large.xml"])
      expect(trusted.label("401", name), name).toBeUndefined();
  });
});
