// The road-noise benchmark scene (issue 27 "Speed"): 25 ha (500 m x 500 m) of the noise benchmark's
// synthetic city, 1,500 buildings, a 1 km straight road with 4 lanes through the middle (250 m beyond the
// area on each side, its corridor clear of buildings), receivers on a 5 m grid at 1.2 m.
import { syntheticCity } from "./noise-city";
import type { RoadNoiseScene } from "../src/roadnoise/compute";
import { gridReceivers, noiseGrid } from "../src/noise/receivers";

const ROAD_Y = 250;
/** Half the corridor kept clear of buildings (m): 4 lanes of 3.5 m and the verges. */
const CORRIDOR = 10;

export function roadNoiseCity(spacing = 5, buildings = 1500) {
  const city = syntheticCity(spacing, false, 1600, 0);
  const clear = (city.buildings ?? []).filter((b) =>
    b.footprint.every(([, y]) => Math.abs(y - ROAD_Y) > CORRIDOR),
  );
  const lane = (offset: number) => ({
    offset,
    speedKmh: 60,
    day: { small: 900, large: 150 },
    night: { small: 200, large: 80 },
  });
  const scene: RoadNoiseScene = {
    roads: [
      {
        points: [
          [-250, ROAD_Y],
          [750, ROAD_Y],
        ],
        flow: "steady",
        pavement: "dense",
        gradientPercent: 0,
        lanes: [lane(1.75), lane(5.25), lane(-1.75), lane(-5.25)],
      },
    ],
    buildings: clear.slice(0, buildings),
  };
  const receivers = gridReceivers(noiseGrid({ bbox: [0, 0, 500, 500], spacing, height: 1.2 }));
  return { scene, receivers };
}
