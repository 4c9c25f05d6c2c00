import { ANALYSIS_MESSAGE_KEYS, ANALYSIS_MESSAGES, analysisMessage } from "@soracity/contracts";
import { describe, expect, it } from "vitest";

/**
 * Keys of ANALYSIS_MESSAGES no input of the forms can produce (the browser test analysis-forms.e2e.ts shows
 * every other one in both languages): map coordinates are always in range, drawn polygons have 3 points and
 * more, drawn rectangles are ordered, the choices are lists, band spectra are not typed, model ids come from
 * the project's list, `site_required` and the run errors come from the server.
 */
const UNREACHABLE_FROM_FORMS = [
  "analysis.invalid_option",
  "analysis.latitude_range",
  "analysis.longitude_range",
  "analysis.polygon_invalid",
  "analysis.extent_invalid",
  "analysis.band_positive",
  "analysis.band_unknown",
  "analysis.sound_power_bands",
  "analysis.model_not_found",
  "analysis.site_required",
  "analysis.error_invalid_parameters",
  "analysis.error_refused",
  "analysis.error_failed",
  "analysis.error_worker_lost",
  "analysis.error_queue_unavailable",
  // Refused by the pipeline when the case runs (issue 22: F16, F3), not by the form's own check.
  "analysis.polygon_self_intersecting",
  "analysis.too_large",
  "analysis.error_too_large",
  // Leaving a model out of the case takes it out of the planned models too (form/HikageModels.tsx).
  "analysis.planned_model_not_in_case",
] as const;

describe("analysis messages the forms cannot produce", () => {
  it("are keys of the contracts", () => {
    for (const key of UNREACHABLE_FROM_FORMS) expect(ANALYSIS_MESSAGE_KEYS).toContain(key);
  });
  it("have a Japanese and an English text (the forms and the run status translate them with these)", () => {
    for (const key of UNREACHABLE_FROM_FORMS) {
      const entry = ANALYSIS_MESSAGES[key];
      expect(analysisMessage(key, "jp")).toBe(entry.ja);
      expect(analysisMessage(key, "en")).toBe(entry.en);
      expect(entry.ja).not.toBe(entry.en);
      expect(entry.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(entry.en).toMatch(/^[A-Z]/);
    }
  });
});
