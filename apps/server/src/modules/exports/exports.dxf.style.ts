import { DxfStyle, type DxfWriter, type Dxfier } from "@tarikjabiri/dxf";

/**
 * The text style of every text of the drawings: MS Gothic (ＭＳ ゴシック, msgothic.ttc), the Japanese TrueType
 * font every Japanese Windows has. AutoCAD finds the font by the style's file name (group 3) and by the
 * family name of the ACAD extended data (1000, 1071: Shift-JIS charset 128, fixed pitch, modern family);
 * Jw_cad maps a style's TrueType font by its file name. The STANDARD style names the same font, so text an
 * editor adds later shows Japanese too.
 */
export const JP_TEXT_STYLE = "JP_GOTHIC";
export const JP_FONT_FILE = "msgothic.ttc";
export const JP_FONT_FAMILY = "ＭＳ ゴシック";
/** LOGFONT charset (SHIFTJIS_CHARSET = 128) in the second byte, pitch and family (0x31) in the first. */
const FONT_FLAGS = (128 << 8) | 0x31;

/** A STYLE record with the ACAD extended data that names the TrueType family. */
class TrueTypeStyle extends DxfStyle {
  override dxfy(dx: Dxfier): void {
    super.dxfy(dx);
    dx.push(1001, "ACAD");
    dx.push(1000, JP_FONT_FAMILY);
    dx.push(1071, FONT_FLAGS);
  }
}

/** Adds the Japanese text style (current for new text) and points STANDARD at the same font. */
export function addJapaneseStyle(dxf: DxfWriter): string {
  const style = new TrueTypeStyle(JP_TEXT_STYLE);
  style.fontFileName = JP_FONT_FILE;
  style.ownerObjectHandle = dxf.tables.styleTable.handle;
  dxf.tables.styleTable.records.push(style);
  dxf.document.styleStandard.fontFileName = JP_FONT_FILE;
  dxf.header.setVariable("$TEXTSTYLE", { 7: JP_TEXT_STYLE });
  return JP_TEXT_STYLE;
}
