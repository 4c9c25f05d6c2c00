const M2_PER_HA = 10_000;
const M2_PER_KM2 = 1_000_000;

const format = (value: number, digits: number) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** Area in square metres as text for the drawing tooltips: `850 m²`, `2.35 ha`, `1.20 km²`. */
export function readableArea(areaM2: number): string {
  if (!Number.isFinite(areaM2) || areaM2 < 0) return "";
  if (areaM2 >= M2_PER_KM2) return `${format(areaM2 / M2_PER_KM2, 2)} km²`;
  if (areaM2 >= M2_PER_HA) return `${format(areaM2 / M2_PER_HA, 2)} ha`;
  return `${format(areaM2, 0)} m²`;
}
