/**
 * What the rest of the app knows of the home tour, without loading the tour library: whether this browser has
 * seen it (localStorage) and how to stop it while it runs (the header's Contact button does, PRODUCT.md §2).
 */

/** localStorage key: set once the tour has been shown, so it does not start by itself again. */
export const HOME_TOUR_SEEN_KEY = "homeTourSeen";

type FlagStorage = Pick<Storage, "getItem" | "setItem">;

const browserStorage = (): FlagStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the tour then shows on every visit, which is the lesser evil
  }
};

export function homeTourSeen(storage: FlagStorage | null = browserStorage()): boolean {
  return storage?.getItem(HOME_TOUR_SEEN_KEY) === "1";
}

export function markHomeTourSeen(storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(HOME_TOUR_SEEN_KEY, "1");
  } catch {
    // quota or privacy mode: nothing to remember with
  }
}

let stopRunning: (() => void) | null = null;

/** Registers the running tour's stop function (null when it ended). */
export function setRunningTour(stop: (() => void) | null): void {
  stopRunning = stop;
}

/** Stops the home tour if it runs; answers whether one was running. */
export function stopHomeTour(): boolean {
  const stop = stopRunning;
  if (!stop) return false;
  stopRunning = null;
  stop();
  return true;
}
