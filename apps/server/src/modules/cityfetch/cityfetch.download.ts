import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Limits of one CityGML download: PLATEAU's building files are a few MB to a few hundred MB. */
export interface DownloadLimits {
  maxBytes: number;
  /** For the whole download of one attempt. */
  timeoutMs: number;
  attempts: number;
  /** Pause before the second attempt, doubled before each further one. */
  retryDelayMs: number;
}

export const DOWNLOAD_LIMITS: DownloadLimits = {
  maxBytes: 1024 * 1024 * 1024,
  timeoutMs: 10 * 60_000,
  attempts: 3,
  retryDelayMs: 2000,
};

export class DownloadError extends Error {}

/** Streams `url` into `path` (never whole in memory), capped at `maxBytes`; a failed attempt leaves no file. */
async function downloadOnce(url: string, path: string, limits: DownloadLimits): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) });
  if (!response.ok || !response.body) throw new DownloadError(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get("content-length"));
  if (declared > limits.maxBytes) {
    await response.body.cancel();
    throw new DownloadError(`${url} is over ${limits.maxBytes} bytes`);
  }
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) done(new DownloadError(`${url} is over ${limits.maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body), cap, createWriteStream(path));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return size;
}

/** Downloads `url` to `path` with retries (not of a file over the cap); returns its size in bytes. */
export async function download(
  url: string,
  path: string,
  limits: DownloadLimits = DOWNLOAD_LIMITS,
): Promise<number> {
  let delay = limits.retryDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await downloadOnce(url, path, limits);
    } catch (err) {
      const tooLarge = err instanceof DownloadError && /over \d+ bytes/.test(err.message);
      if (tooLarge || attempt >= limits.attempts)
        throw err instanceof DownloadError ? err : new DownloadError(`${url} failed`, { cause: err });
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}
