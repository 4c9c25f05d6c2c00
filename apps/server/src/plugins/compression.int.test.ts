import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/test-app";
import { useTestApp } from "../test/use-test-app";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

const server = useTestApp();
/** An event of an event stream (never compressed: each event must flush). */
const event = `data: ${"x".repeat(4 * COMPRESSION_THRESHOLD_BYTES)}\n\n`;
beforeAll(() => {
  server.app.get("/api/test/events", { schema: { hide: true } }, (_, reply) =>
    reply.type("text/event-stream").send(event),
  );
  server.app.get("/api/test/tile.glb", { schema: { hide: true } }, (_, reply) =>
    reply.type("model/gltf-binary").send(Buffer.alloc(8 * COMPRESSION_THRESHOLD_BYTES)),
  );
  server.app.get("/api/test/grid", { schema: { hide: true } }, (_, reply) =>
    reply.type("application/octet-stream").send(Buffer.alloc(8 * COMPRESSION_THRESHOLD_BYTES)),
  );
});

describe("compression of API answers", () => {
  it("sends JSON of 1 KiB or more as brotli, else gzip, as the client accepts", async () => {
    const plain = await server.app.inject({ url: "/api/docs/json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await server.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await server.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves answers under 1 KiB as they are", async () => {
    const res = await server.app.inject({ url: "/api/config", headers: { "accept-encoding": "br, gzip" } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json().brand.name).toBe("SoraCity");
  });

  it("never compresses an event stream; compresses binary grids and glTF", async () => {
    const events = await server.app.inject({
      url: "/api/test/events",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body).toBe(event);
    const grid = await server.app.inject({
      url: "/api/test/grid",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(grid.headers["content-encoding"]).toBe("br");
    const tile = await server.app.inject({
      url: "/api/test/tile.glb",
      headers: { "accept-encoding": "gzip" },
    });
    expect(tile.headers["content-encoding"]).toBe("gzip");
  });

  it("does not decompress request bodies", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ email: "a@b.jp", password: "x" })),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("compression of the web app's files", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "soracity-dist-"));
  const script = `export const text = ${JSON.stringify("静的なファイル ".repeat(400))};\n`;
  // The precompressed copies differ from what compressing `script` gives, to tell which one was sent.
  const brCopy = brotliCompressSync(`${script}// .br\n`);
  const gzCopy = gzipSync(`${script}// .gz\n`);
  const png = Buffer.alloc(4 * COMPRESSION_THRESHOLD_BYTES, 1);
  let spa: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>SoraCity SPA</title>");
    writeFileSync(path.join(dist, "assets", "viewer-abc123.js"), script);
    writeFileSync(path.join(dist, "assets", "viewer-abc123.js.br"), brCopy);
    writeFileSync(path.join(dist, "assets", "viewer-abc123.js.gz"), gzCopy);
    writeFileSync(path.join(dist, "assets", "plain-abc123.css"), `.a{color:red}\n`.repeat(200));
    writeFileSync(path.join(dist, "assets", "map-abc123.png"), png);
    spa = await buildTestApp(server.database, { webDist: dist });
  });
  afterAll(async () => {
    await spa?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the build's .br or .gz copy as it is, with the file's type and cache", async () => {
    const br = await spa.inject({
      url: "/assets/viewer-abc123.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(brCopy)).toBe(true);

    const gz = await spa.inject({ url: "/assets/viewer-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(gzCopy)).toBe(true);

    const plain = await spa.inject({ url: "/assets/viewer-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses a text file without a precompressed copy; never an image", async () => {
    const css = await spa.inject({ url: "/assets/plain-abc123.css", headers: { "accept-encoding": "br" } });
    expect(css.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(`.a{color:red}\n`.repeat(200));
    const image = await spa.inject({
      url: "/assets/map-abc123.png",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);
  });
});
