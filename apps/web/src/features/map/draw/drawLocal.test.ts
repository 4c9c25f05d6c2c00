import { describe, expect, it } from "vitest";
import en from "../../../i18n/en.json";
import ja from "../../../i18n/ja.json";
import { flattenKeys } from "../../../i18n/keys";
import { localizeDraw } from "./drawLocal";

/** The shape of leaflet-draw 1.0.4's L.drawLocal (its English texts), as a fixture. */
const drawLocal = () => ({
  draw: {
    toolbar: {
      actions: { title: "Cancel drawing", text: "Cancel" },
      finish: { title: "Finish drawing", text: "Finish" },
      undo: { title: "Delete last point drawn", text: "Delete last point" },
      buttons: {
        polyline: "Draw a polyline",
        polygon: "Draw a polygon",
        rectangle: "Draw a rectangle",
        circle: "Draw a circle",
        marker: "Draw a marker",
        circlemarker: "Draw a circlemarker",
      },
    },
    handlers: {
      circle: { tooltip: { start: "Click and drag to draw circle." }, radius: "Radius" },
      circlemarker: { tooltip: { start: "Click map to place circle marker." } },
      marker: { tooltip: { start: "Click map to place marker." } },
      polygon: { tooltip: { start: "a", cont: "b", end: "c" } },
      polyline: { error: "e", tooltip: { start: "a", cont: "b", end: "c" } },
      rectangle: { tooltip: { start: "a" } },
      simpleshape: { tooltip: { end: "Release mouse to finish drawing." } },
    },
  },
  edit: {
    toolbar: {
      actions: {
        save: { title: "Save changes", text: "Save" },
        cancel: { title: "Cancel editing, discards all changes", text: "Cancel" },
        clearAll: { title: "Clear all layers", text: "Clear All" },
      },
      buttons: { edit: "a", editDisabled: "b", remove: "c", removeDisabled: "d" },
    },
    handlers: {
      edit: { tooltip: { text: "a", subtext: "b" } },
      remove: { tooltip: { text: "Click on a feature to remove." } },
    },
  },
});

const lookup = (resource: unknown) => (key: string) => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);
  return typeof value === "string" ? value : undefined;
};

describe("leaflet-draw texts", () => {
  it("are all translated, in both languages", () => {
    const leaves = flattenKeys(drawLocal()).length;
    for (const resource of [ja, en]) {
      const target = drawLocal();
      expect(localizeDraw(target, lookup(resource))).toBe(leaves);
    }
  });
  it("follow the locale: Japanese action bar and toolbar titles", () => {
    const target = drawLocal();
    localizeDraw(target, lookup(ja));
    expect(target.draw.toolbar.finish.text).toBe("終了");
    expect(target.draw.toolbar.undo.text).toBe("最後の点を削除");
    expect(target.edit.toolbar.actions.clearAll.text).toBe("すべて削除");
    expect(target.draw.toolbar.buttons.circlemarker).toBe("円マーカーを置く");
    localizeDraw(target, lookup(en));
    expect(target.draw.toolbar.finish.text).toBe("Finish");
    expect(target.edit.toolbar.buttons.editDisabled).toBe("No shapes to edit");
  });
  it("keeps a text that has no translation", () => {
    const target = { draw: { extra: "kept", toolbar: { finish: { text: "Finish" } } } };
    localizeDraw(target, lookup(ja));
    expect(target.draw.extra).toBe("kept");
    expect(target.draw.toolbar.finish.text).toBe("終了");
  });
});
