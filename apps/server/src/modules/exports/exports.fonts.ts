import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * Noto Sans JP (SIL Open Font License 1.1; the licence is the package's LICENSE_FONT), shipped by the npm
 * package @expo-google-fonts/noto-sans-jp and embedded (subset) in the PDF report and the PNG legend. Never
 * downloaded at run time.
 */
const fontDir = path.dirname(require.resolve("@expo-google-fonts/noto-sans-jp/package.json"));
export const FONT_REGULAR = path.join(fontDir, "400Regular", "NotoSansJP_400Regular.ttf");
export const FONT_BOLD = path.join(fontDir, "700Bold", "NotoSansJP_700Bold.ttf");
