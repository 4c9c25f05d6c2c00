import { THUMBNAIL_WIDTH_PX } from "@soracity/contracts";
import sharp from "sharp";
import { AppError } from "../../lib/errors";

const ACCEPTED = new Set(["png", "jpeg", "webp"]);
/** Decompression-bomb guard: images above this many pixels are refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export const notAnImage = () =>
  new AppError(415, "unsupported_media_type", "The thumbnail must be a PNG, JPEG or WebP image.", [
    { path: "file", message: "project.thumbnail_type" },
  ]);

/**
 * Checks that the bytes are a real PNG, JPEG or WebP (by decoding, not by name or declared type) and makes the
 * stored thumbnail: EXIF-rotated, fitted inside 480 x 480 px (never enlarged), WebP, metadata stripped.
 */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: THUMBNAIL_WIDTH_PX,
        height: THUMBNAIL_WIDTH_PX,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // Truncated or corrupt image data only shows when the pixels are decoded.
    throw notAnImage();
  }
}
