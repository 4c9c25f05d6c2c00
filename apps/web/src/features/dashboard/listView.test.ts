import { describe, expect, it } from "vitest";
import { filterAndSort } from "./listView";

const items = [
  { name: "Beta", created_at: "2025-01-02T00:00:00Z", updated_at: "2025-03-01T00:00:00Z" },
  { name: "alpha 10", created_at: "2025-01-03T00:00:00Z", updated_at: "2025-02-01T00:00:00Z" },
  { name: "alpha 9", created_at: "2025-01-01T00:00:00Z", updated_at: "2025-04-01T00:00:00Z" },
  { name: "東京駅", created_at: "2025-01-04T00:00:00Z", updated_at: "2025-01-05T00:00:00Z" },
];
const byName = (item: { name: string }) => item.name;
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe("filterAndSort", () => {
  it("orders by last update, newest first", () => {
    expect(names(filterAndSort(items, "", "updated_desc", byName))).toEqual([
      "alpha 9",
      "Beta",
      "alpha 10",
      "東京駅",
    ]);
  });
  it("orders by creation, newest first", () => {
    expect(names(filterAndSort(items, "", "created_desc", byName))).toEqual([
      "東京駅",
      "alpha 10",
      "Beta",
      "alpha 9",
    ]);
  });
  it("orders names naturally (9 before 10) and ignores case", () => {
    expect(names(filterAndSort(items, "", "name_asc", byName)).slice(0, 3)).toEqual([
      "alpha 9",
      "alpha 10",
      "Beta",
    ]);
    expect(names(filterAndSort(items, "", "name_desc", byName)).slice(-3)).toEqual([
      "Beta",
      "alpha 10",
      "alpha 9",
    ]);
  });
  it("searches case-insensitively and treats full-width letters as half-width", () => {
    expect(names(filterAndSort(items, "ALPHA", "name_asc", byName))).toEqual(["alpha 9", "alpha 10"]);
    expect(names(filterAndSort(items, "ｂｅｔａ", "name_asc", byName))).toEqual(["Beta"]);
    expect(names(filterAndSort(items, " 東京 ", "name_asc", byName))).toEqual(["東京駅"]);
    expect(filterAndSort(items, "zzz", "name_asc", byName)).toEqual([]);
  });
  it("does not change the input", () => {
    const copy = [...items];
    filterAndSort(items, "", "name_desc", byName);
    expect(items).toEqual(copy);
  });
});
