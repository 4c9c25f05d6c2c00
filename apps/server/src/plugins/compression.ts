import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers go out as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text-like media types compressed besides those mime-db marks compressible: JavaScript, JSON and XML of any
 * flavour (GeoJSON, CZML), CSV, SVG, DXF, WebAssembly and the binary result grids (octet-stream float arrays,
 * mostly zeros), and binary glTF (the city tiles carry plain float arrays, no Draco or meshopt: brotli sends a
 * 140 kB tile as 35 kB). Never event streams (each event must reach the browser when written) nor formats
 * compressed already (PNG, JPEG, WebP, zip, PDF: mime-db marks them incompressible or not at all).
 */
const TEXT_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:wasm|octet-stream)(?:;|$)|model\/gltf-binary(?:;|$)|image\/(?:svg\+xml|vnd\.dxf)(?:;|$))|[+/](?:json|xml|javascript)(?:;|$)/;

/**
 * Brotli or gzip, as the client accepts, for text and JSON answers of 1 KiB or more and for the web app's files
 * (the build writes `.br`/`.gz` next to them, served as they are: see spa.ts); brotli at quality 4 for answers
 * made per request (11 took 27 times the CPU on the Cesium chunk for 20 % fewer bytes). Request bodies are never
 * decompressed (no client sends them compressed, and a small compressed body could expand past the limits).
 * Must be registered before the routes and the static files.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: TEXT_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
