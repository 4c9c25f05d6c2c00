// 天空率 (issue 25): the regulation points the user moved (`moved_points` of the case's parameters).

/** A regulation point of 令135条の9〜11 the user moved: evaluated at `position` ([lon, lat]) by the next run. */
export interface MovedPoint {
  id: string;
  position: [number, number];
}

/** `moves` with `id` at `position` (replacing an earlier move of it), or without it (`null`: reset). */
export function withMove(
  moves: readonly MovedPoint[],
  id: string,
  position: [number, number] | null,
): MovedPoint[] {
  const others = moves.filter((m) => m.id !== id);
  return position ? [...others, { id, position }] : others;
}
