import { useEffect, useRef, useState } from "react";
import { Box } from "@mui/material";
import type { CesiumWidget, Entity } from "cesium";
import type { ViewerBaseMap } from "./baseMaps";
import { showOnly } from "./cesiumLayers";
import { addSceneData, type LabelFormat, type SceneData } from "./resultLayers";
import { addCityTileset, createWidget, lookAt, onClick, type Picked } from "./scene";

export interface CesiumSceneProps {
  cityCode: string | null;
  site: { lon: number; lat: number };
  /** Camera distance to the site (m): enough to see the result's extent. */
  range: number;
  data: SceneData;
  format: LabelFormat;
  /** Index of the time outline shown (時刻日影図), or -1 for none. */
  outlineIndex: number;
  /** The base map (bundled imagery by default; see baseMaps.ts). */
  imagery: ViewerBaseMap;
  onPick: (picked: Picked) => void;
  onError: (error: unknown) => void;
}

/**
 * The CesiumJS scene (this module and cesium load only with the viewer page): city tiles, result layers,
 * planned and model buildings. `data-ready="true"` on the container once the tiles, the globe and every layer
 * have loaded and drawn (browser tests wait for it; SwiftShader takes a while); `data-wall-faces` counts the
 * walls layer's facade faces drawn, `data-prisms` the result's extruded prisms (a 逆日影 envelope's tiers).
 */
export default function CesiumScene({
  cityCode,
  range,
  site,
  data,
  format,
  outlineIndex,
  imagery,
  onPick,
  onError,
}: CesiumSceneProps) {
  const container = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<CesiumWidget | null>(null);
  const outlines = useRef<Entity[][]>([]);
  const shownOutline = useRef(outlineIndex);
  const callbacks = useRef({ onPick, onError });
  useEffect(() => {
    callbacks.current = { onPick, onError };
  });
  // The ready flag is written on the element itself (tests read it; nothing in React depends on it).
  const markReady = (ready: boolean) => {
    if (container.current) container.current.dataset.ready = ready ? "true" : "false";
  };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let created: CesiumWidget;
    try {
      created = createWidget(element, imagery);
    } catch (error) {
      callbacks.current.onError(error);
      return;
    }
    lookAt(created, site.lon, site.lat, range);
    setWidget(created);
    const stopClicks = onClick(created, (p) => callbacks.current.onPick(p));
    return () => {
      stopClicks();
      created.destroy();
      setWidget(null);
    };
  }, [imagery, site.lon, site.lat, range]);

  useEffect(() => {
    if (!widget) return;
    let cancelled = false;
    markReady(false);
    widget.entities.removeAll();
    // The opening view: `range` metres away, a 60° field of view over the canvas's height.
    const metresPerPixel = (range * 1.15) / Math.max(300, widget.canvas.clientHeight);
    const added = addSceneData(widget, data, format, metresPerPixel);
    const groups = added.outlines;
    outlines.current = groups;
    if (container.current) {
      container.current.dataset.wallFaces = String(added.wallFaces);
      container.current.dataset.prisms = String(added.prisms);
    }
    showOnly(groups, shownOutline.current);
    const tileset = cityCode ? addCityTileset(widget, cityCode) : Promise.resolve(null);
    tileset.catch((error: unknown) => callbacks.current.onError(error));
    let frames = 0;
    let loaded = false;
    void tileset.then(
      () => (loaded = true),
      () => (loaded = true),
    );
    const check = widget.scene.postRender.addEventListener(() => {
      if (cancelled || !loaded) return;
      void tileset.then((t) => {
        // Primitives built on Cesium's workers (the walls' faces) say when they are.
        const built = added.primitives.every((p) => !("ready" in p) || p.ready);
        const done =
          (t === null || t.tilesLoaded) &&
          widget.scene.globe.tilesLoaded &&
          widget.dataSourceDisplay.ready &&
          built;
        frames = done ? frames + 1 : 0;
        // A few frames after everything reports loaded, so the screen shows it.
        if (frames >= 3 && !cancelled) markReady(true);
      });
    });
    return () => {
      cancelled = true;
      check();
      for (const p of added.primitives) if (!widget.isDestroyed()) widget.scene.primitives.remove(p);
      void tileset
        .then((t) => {
          if (t && !widget.isDestroyed()) widget.scene.primitives.remove(t);
        })
        .catch(() => undefined);
    };
  }, [widget, cityCode, data, format, range]);

  useEffect(() => {
    shownOutline.current = outlineIndex;
    showOnly(outlines.current, outlineIndex);
    widget?.scene.requestRender();
  }, [outlineIndex, widget]);

  return (
    <Box
      ref={container}
      data-testid="viewer-canvas"
      data-ready="false"
      sx={{ position: "absolute", inset: 0, "& .cesium-widget": { width: "100%", height: "100%" } }}
    />
  );
}
