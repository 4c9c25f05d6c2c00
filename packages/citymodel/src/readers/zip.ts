import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { CityModelError } from "../errors";

/** Default bound on the total uncompressed size of an uploaded zip (uploads are at most 100 MB). */
export const MAX_UNCOMPRESSED_BYTES = 512 * 1024 * 1024;

/**
 * Unzip the entries `want` accepts, bounding the total uncompressed size twice: by the sizes the central
 * directory declares (cheap, before inflating anything) and by the bytes actually inflated (a zip bomb may lie
 * about sizes). Errors: malformed_zip, zip_too_large.
 */
export function unzipBounded(
  bytes: Uint8Array,
  want: (name: string) => boolean,
  maxBytes = MAX_UNCOMPRESSED_BYTES,
): Map<string, Uint8Array> {
  let declared = 0;
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        names.push(file.name);
        return false; // only reading the directory here
      },
    });
  } catch (cause) {
    throw new CityModelError("malformed_zip", "not a readable zip archive", { cause });
  }
  if (names.length === 0) throw new CityModelError("malformed_zip", "empty zip archive");
  if (declared > maxBytes) {
    throw new CityModelError("zip_too_large", `uncompressed size ${declared} B exceeds ${maxBytes} B`);
  }
  const out = new Map<string, Uint8Array>();
  let inflated = 0;
  let failure: CityModelError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (!want(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = new CityModelError("malformed_zip", `cannot inflate ${file.name}`, { cause: err });
        return;
      }
      inflated += chunk.length;
      if (inflated > maxBytes) {
        failure = new CityModelError("zip_too_large", `inflated size exceeds ${maxBytes} B`);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) out.set(file.name, concat(chunks));
    };
    file.start();
  };
  try {
    // Feed in slices so a lying entry is cut off early instead of after inflating everything.
    const step = 1 << 16;
    for (let i = 0; i < bytes.length && !failure; i += step) {
      unzip.push(bytes.subarray(i, i + step), i + step >= bytes.length);
    }
  } catch (cause) {
    failure ??= new CityModelError("malformed_zip", "corrupt zip entry", { cause });
  }
  if (failure) throw failure;
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
