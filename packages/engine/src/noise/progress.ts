import type { NoiseSceneSize } from "./size";

/**
 * Progress of the whole run from each phase's own 0..1 (listed receivers, then the grid, then the facades):
 * each phase weighs its share of the receivers, and the fraction reported never goes back (each phase used to
 * report its own 0..1, so a run went from 99 % of the grid back to 13 % of the facades).
 */
export function phasedProgress(
  receivers: NoiseSceneSize["receivers"],
  onProgress: ((fraction: number) => void) | undefined,
): (name: keyof NoiseSceneSize["receivers"]) => ((fraction: number) => void) | undefined {
  if (!onProgress) return () => undefined;
  const order = ["listed", "grid", "facade"] as const;
  const total = Math.max(
    1,
    order.reduce((sum, name) => sum + receivers[name], 0),
  );
  let reported = 0;
  return (name) => {
    const before = order.slice(0, order.indexOf(name)).reduce((sum, n) => sum + receivers[n], 0);
    return (fraction) => {
      const overall = Math.min(1, (before + fraction * receivers[name]) / total);
      if (overall < reported) return;
      reported = overall;
      onProgress(overall);
    };
  };
}
