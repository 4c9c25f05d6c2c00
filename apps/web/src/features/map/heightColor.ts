/** Height classes of the building footprints (metres, lower bound inclusive), lowest first. */
export const HEIGHT_CLASSES = [
  { min: 0, color: "#fff3b0" },
  { min: 10, color: "#fed976" },
  { min: 20, color: "#feb24c" },
  { min: 31, color: "#fd8d3c" },
  { min: 45, color: "#f03b20" },
  { min: 60, color: "#bd0026" },
  { min: 100, color: "#67001f" },
] as const;

/** Colour of a building of `heightM` metres; unknown or negative heights take the lowest class. */
export function colorByHeight(heightM: number): string {
  let color: string = HEIGHT_CLASSES[0].color;
  if (!Number.isFinite(heightM)) return color;
  for (const item of HEIGHT_CLASSES) if (heightM >= item.min) color = item.color;
  return color;
}

/** Legend rows: colour and the class bounds (`max` undefined for the last, open class). */
export function heightLegend(): { color: string; min: number; max: number | undefined }[] {
  return HEIGHT_CLASSES.map((item, index) => ({
    color: item.color,
    min: item.min,
    max: HEIGHT_CLASSES[index + 1]?.min,
  }));
}
