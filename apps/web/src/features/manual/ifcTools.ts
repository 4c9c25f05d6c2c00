/** The CAD tools with an IFC export guide, in the order shown; also the route segment. */
export const IFC_TOOLS = ["revit", "archicad", "vectorworks"] as const;
export type IfcTool = (typeof IFC_TOOLS)[number];
export const isIfcTool = (value: string | undefined): value is IfcTool =>
  (IFC_TOOLS as readonly string[]).includes(value ?? "");
