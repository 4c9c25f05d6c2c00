import { z } from "zod";

/** One chapter of the usage guide, with its screenshot (`public/manual/<ja|en>/<image>.png`). */
export const chapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  caption: z.string(),
  steps: z.array(z.string()),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** One CAD tool's IFC export guide. */
export const toolGuideSchema = z.object({
  name: z.string(),
  versions: z.string(),
  steps_title: z.string(),
  steps: z.array(z.string()),
  georef_title: z.string(),
  georef: z.string(),
  units: z.string(),
});
export type ToolGuide = z.infer<typeof toolGuideSchema>;

// The tools live apart from the schemas: the router checks the segment without loading zod.
export { IFC_TOOLS, isIfcTool, type IfcTool } from "./ifcTools";
