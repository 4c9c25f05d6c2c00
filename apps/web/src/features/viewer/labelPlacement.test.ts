import { describe, expect, it } from "vitest";
import { placeLabels, type Point2 } from "./labelPlacement";

const boxOf = (at: Point2, w: number, h: number) => ({
  x0: at[0] - w / 2,
  x1: at[0] + w / 2,
  y0: at[1] - h / 2,
  y1: at[1] + h / 2,
});

describe("contour labels that do not overlap", () => {
  it("puts a label at the middle of its line", () => {
    const placed = placeLabels(
      [
        {
          line: [
            [0, 0],
            [100, 0],
          ],
          width: 20,
          height: 10,
        },
      ],
      { stretch: 400, gap: 2 },
    );
    expect(placed).toEqual([{ index: 0, at: [50, 0] }]);
  });

  it("moves a label to a quarter point when the middle is taken, and drops one with no room", () => {
    const requests = [
      {
        line: [
          [0, 0],
          [100, 0],
        ] as Point2[],
        width: 20,
        height: 10,
      },
      // The same line 4 px below: its middle and quarter points collide with nothing but the first label.
      {
        line: [
          [0, 4],
          [100, 4],
        ] as Point2[],
        width: 20,
        height: 10,
      },
      // A short line across the first label: no point of it clears the placed boxes.
      {
        line: [
          [50, -3],
          [50, 3],
        ] as Point2[],
        width: 20,
        height: 10,
      },
    ];
    const placed = placeLabels(requests, { stretch: 400, gap: 2 });
    expect(placed).toEqual([
      { index: 0, at: [50, 0] },
      { index: 1, at: [25, 4] },
    ]);
    const [a, b] = placed.map((p) => boxOf(p.at, 20, 10));
    expect(a && b && (a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0)).toBe(true);
  });

  it("labels a long line once per stretch, and only where `keep` allows", () => {
    const line: Point2[] = [
      [0, 0],
      [1000, 0],
    ];
    expect(
      placeLabels([{ line, width: 20, height: 10 }], { stretch: 400, gap: 2 }).map((p) => p.at[0]),
    ).toEqual([250, 750]);
    const onScreen = placeLabels([{ line, width: 20, height: 10 }], {
      stretch: 400,
      gap: 2,
      keep: ([x]) => x > 500,
    });
    expect(onScreen.map((p) => p.at[0])).toEqual([750]);
  });
});
