import { describe, expect, it } from "vitest";
import { call, ok } from "../test/dashboard";
import { useBadInputWorld } from "./bad-input.fixtures";
import { textProbes, type Probe } from "./bad-input.probes";
import { rectangle } from "../modules/analysis/analysis.fixtures";

/**
 * Issue 22, F7: a name is one line. A line break, a tab or another control character (C0, DEL, C1, the Unicode
 * line and paragraph separators) inside any name answers 400 with the field error `common.control_characters`
 * (a CR/LF in a case name injected entities into the DXF export); multi-line fields keep their line breaks.
 */
const { server, ids, alice } = useBadInputWorld();

const SITE = { lon: 139.7, lat: 35.6 };
const CONTROL = {
  crlf: "a\r\nb",
  lf: "a\nb",
  tab: "a\tb",
  escape: "a\u001bb",
  del: "a\u007fb",
  c1: "a\u0085b",
  lineSeparator: "a\u2028b",
} as const;

const NAME_PROBES = new Set([
  "register family_name",
  "register given_name",
  "contact family_name",
  "contact given_name",
  "contact company",
  "contact department",
  "token name",
  "workspace name",
  "workspace rename",
  "project project_name",
  "case name",
  "case rename",
  "case copy name",
  "group name",
  "group rename",
]);

const profileProbe: Probe = {
  name: "profile family_name",
  method: "PATCH",
  url: () => "/api/me",
  body: (bad) => ({ family_name: bad, given_name: "花子" }),
  path: "family_name",
};

/** A GeoJSON model upload with a placement field and the file's name in `filename*` (RFC 5987, any byte). */
function modelForm(fileName: string, fields: Record<string, string> = {}) {
  const boundary = "----soracitynames";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const file = JSON.stringify({
    type: "FeatureCollection",
    features: [{ type: "Feature", properties: { height: 10 }, geometry: rectangle(SITE, 0, 0, 10, 10) }],
  });
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/geo+json\r\n\r\n`;
  return {
    payload: Buffer.from(`${parts.join("")}${head}${file}\r\n--${boundary}--\r\n`),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("control characters in names", () => {
  const rows = [...textProbes(ids).filter((probe) => NAME_PROBES.has(probe.name)), profileProbe].flatMap(
    (probe) =>
      (Object.keys(CONTROL) as (keyof typeof CONTROL)[]).map((kind) => ({ label: probe.name, kind, probe })),
  );

  it("every name field is probed", () => {
    expect(rows.length).toBe((NAME_PROBES.size + 1) * Object.keys(CONTROL).length);
  });

  it.each(rows)("$label with $kind: 400 and a field error", async ({ probe, kind }) => {
    const res = await call(
      server.app,
      probe.signedOut ? null : alice(),
      probe.method,
      probe.url(),
      probe.body?.(CONTROL[kind]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    const fields = res.json().error.fields as { path: string; message: string }[];
    expect(fields).toContainEqual({ path: probe.path, message: "common.control_characters" });
  });

  it.each(Object.entries(CONTROL))(
    "a model file named with %s: 400 on `file`, nothing stored",
    async (_, bad) => {
      const body = modelForm(`b${bad}.geojson`);
      const url = `/api/project/${ids.project}/models`;
      const res = await call(server.app, alice(), "POST", url, body.payload, body.headers);
      expect(res.statusCode, res.body).toBe(400);
      // Busboy drops a file name with a line break: the part is then no file at all.
      const message = /[\r\n]/.test(bad) ? "common.required" : "common.control_characters";
      expect(res.json().error.fields).toEqual([{ path: "file", message }]);
      expect(await ok<unknown[]>(server.app, alice(), "GET", url)).toEqual([]);
    },
  );

  it("a model's height attribute with a line break: 400 on `height_attribute`", async () => {
    const body = modelForm("b.geojson", { height_attribute: "height\nx" });
    const res = await call(
      server.app,
      alice(),
      "POST",
      `/api/project/${ids.project}/models`,
      body.payload,
      body.headers,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: "height_attribute", message: "common.control_characters" },
    ]);
  });

  it("line breaks and spaces around a name are trimmed, as spaces were", async () => {
    const created = await ok<{ name: string }>(server.app, alice(), "POST", "/api/workspaces", {
      name: "\r\n 𠮷野家 \t",
    });
    expect(created.name).toBe("𠮷野家");
  });

  it("surrogate pairs and emoji sequences (joiners, variation selectors) stay allowed", async () => {
    const name = "𠮷野家 😀 👩‍💻 ❤️ 葛󠄀";
    const created = await ok<{ name: string }>(server.app, alice(), "POST", "/api/workspaces", { name });
    expect(created.name).toBe(name);
  });

  it("a project description keeps its line breaks and tabs", async () => {
    const description = "一行目\r\n二行目\n\tインデント";
    const project = await ok<{ description: string }>(
      server.app,
      alice(),
      "PATCH",
      `/api/project/${ids.project}`,
      { description },
    );
    expect(project.description).toBe(description);
  });
});
