import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { newProject, oneBuildingCityGml, uploadModel } from "./models.test-upload";

// Issue 22, F1 and F2: a CityGML upload's codeSpace named the file its code list was read from (any path,
// resolved against the upload's name): /dev/zero read without end in native code, and a dictionary-shaped XML
// file anywhere on the server came back as usageLabel. Only the bundled PLATEAU lists are read now.
const server = useTestApp();
let alice: TestUser;
let projectId: string;
const outside = mkdtempSync(join(tmpdir(), "soracity-outside-"));

beforeAll(async () => {
  alice = await server.signUp("premium");
  projectId = await newProject(server.app, alice);
  // Warm up: the first upload bundles and starts the reader thread (seconds under load), not timed below.
  await uploadModel(server.app, alice, projectId, "warm.gml", oneBuildingCityGml({}));
  // Dictionaries outside the bundle: one named as a bundled list, one not.
  const dictionary = (label: string) =>
    `<gml:Dictionary xmlns:gml="http://www.opengis.net/gml"><gml:dictionaryEntry><gml:Definition gml:id="a"><gml:description>${label}</gml:description><gml:name>401</gml:name></gml:Definition></gml:dictionaryEntry></gml:Dictionary>`;
  writeFileSync(join(outside, "Building_usage.xml"), dictionary("SERVER-FILE-A"));
  writeFileSync(join(outside, "server_secret.xml"), dictionary("SERVER-FILE-B"));
});
afterAll(() => rmSync(outside, { recursive: true, force: true }));

/** Uploads the file and answers its building's attributes through GET .../buildings. */
async function attributesOf(fileName: string, codeSpace: string) {
  const res = await uploadModel(server.app, alice, projectId, fileName, oneBuildingCityGml({ codeSpace }));
  expect(res.statusCode, res.body).toBe(201);
  const model = res.json<{ buildings_url: string }>();
  const buildings = await ok<{ features: { properties: Record<string, unknown> }[] }>(
    server.app,
    alice,
    "GET",
    model.buildings_url,
  );
  expect(buildings.features).toHaveLength(1);
  return buildings.features[0]?.properties;
}

describe("code lists of an uploaded CityGML file (issue 22, F1 and F2)", () => {
  it("a codeSpace of /dev/zero answers at once and reads nothing (it read without end, 4 GB at 125 s)", async () => {
    // Watchdog: the old read grew by hundreds of MB a second in native code, which no time limit stops; past
    // 512 MB more than now this process is ended before it takes the machine down (the test fails then).
    const rssBefore = process.memoryUsage.rss();
    const watchdog = setInterval(() => {
      if (process.memoryUsage.rss() - rssBefore > 512 * 1024 * 1024) {
        process.stderr.write("F1 watchdog: /dev/zero is being read; ending the test process\n");
        process.kill(process.pid, "SIGKILL");
      }
    }, 20);
    try {
      const t0 = performance.now();
      const properties = await attributesOf("zero.gml", "/dev/zero");
      expect(performance.now() - t0).toBeLessThan(10_000);
      expect(properties?.usage).toBe("401");
      expect(properties?.usageLabel).toBeUndefined();
      expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(256 * 1024 * 1024);
    } finally {
      clearInterval(watchdog);
    }
  }, 20_000);

  it("an absolute or ../ path to a dictionary outside the bundle is not read: no label, or the bundled one", async () => {
    const secret = join(outside, "server_secret.xml");
    for (const codeSpace of [secret, relative(process.cwd(), secret)]) {
      const properties = await attributesOf("secret.gml", codeSpace);
      expect(properties?.usage, codeSpace).toBe("401");
      expect(properties?.usageLabel, codeSpace).toBeUndefined();
    }
    // The name of a bundled list in another folder gives the bundled list's label, never the file's.
    const named = join(outside, "Building_usage.xml");
    for (const codeSpace of [named, relative(process.cwd(), named), "../../codelists/Building_usage.xml"]) {
      const properties = await attributesOf("named.gml", codeSpace);
      expect(properties?.usageLabel, codeSpace).toBe("業務施設");
    }
  });
});
