import { useEffect, useMemo, useRef } from "react";
import type { LeafletMouseEvent } from "leaflet";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLeafletMap } from "../../map/MapContext";
import { L } from "../../map/leaflet";
import { gridMetaOf, sampleGrid } from "../../viewer/grid";
import { viewerQueries } from "../../viewer/api";
import { useBridge } from "../bridge";
import type { AllowedHeightLayer } from "./allowedHeight";
import { allowedHeightPoints, cornerBounds, formatHeight, heightPixels } from "./allowedHeight";

/** The grid as a PNG data URL (one pixel a cell), or null where no canvas can be had. */
function gridImage(values: Float32Array, nx: number, ny: number, max: number): string | null {
  const canvas = document.createElement("canvas");
  canvas.width = nx;
  canvas.height = ny;
  const context = canvas.getContext("2d");
  if (!context || values.length < nx * ny) return null;
  context.putImageData(new ImageData(heightPixels(values, nx, ny, max), nx, ny), 0, 0);
  return canvas.toDataURL("image/png");
}

/** Leaflet-draw's events: while a shape is drawn or edited, a click is the tool's, not a query. */
const DRAW_START = "draw:drawstart draw:editstart draw:deletestart";
const DRAW_STOP = "draw:drawstop draw:editstop draw:deletestop";

/**
 * A 逆日影 result on the map: the allowed-height grid as a heat map (cells crisp, outside the site clear), a
 * click on the site answering the maximum allowed height there in a popup (the value of the cell it falls
 * in: the stepped envelope the forward check passed, the rule of the result's points), and the user's points
 * with their maximum heights.
 */
export function AllowedHeight({
  layer,
  points,
  showHeat,
}: {
  layer: AllowedHeightLayer;
  points: readonly unknown[];
  showHeat: boolean;
}) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const { capture, edit } = useBridge();
  const grid = useQuery(viewerQueries.grid(layer.url));
  const meta = useMemo(() => gridMetaOf(layer.meta), [layer.meta]);
  const { nx, ny, max_height: max, corners } = layer.meta;
  const image = useMemo(
    () => (grid.data ? gridImage(grid.data, nx, ny, max) : null),
    [grid.data, nx, ny, max],
  );

  // The site fills the map when the result is first shown (a site is small at the project's zoom).
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current) return;
    fitted.current = true;
    map.fitBounds(cornerBounds(corners), { padding: [48, 48], maxZoom: 19, animate: false });
  }, [map, corners]);

  useEffect(() => {
    if (!image || !showHeat) return;
    const overlay = L.imageOverlay(image, cornerBounds(corners), {
      opacity: 0.7,
      className: "result-heatmap allowed-height-heatmap",
      alt: layer.name,
    }).addTo(map);
    const element = overlay.getElement();
    if (element) {
      element.style.imageRendering = "pixelated";
      element.setAttribute("data-result", "heatmap");
      element.setAttribute("data-layer", layer.name);
    }
    return () => {
      overlay.remove();
    };
  }, [map, image, showHeat, corners, layer.name]);

  // A click on the site: its maximum allowed height (not while a shape is drawn or a polygon edited).
  const values = grid.data;
  const busy = capture !== null || edit !== null;
  useEffect(() => {
    if (!values || !meta || busy) return;
    let drawing = false;
    const started = () => (drawing = true);
    const stopped = () => (drawing = false);
    const clicked = (event: LeafletMouseEvent) => {
      if (drawing) return;
      const { lat, lng } = event.latlng;
      const height = sampleGrid(meta, values, lng, lat);
      if (height === null) return;
      const text = document.createElement("div");
      text.setAttribute("data-testid", "height-query");
      text.setAttribute("data-height", String(height));
      const strong = document.createElement("strong");
      strong.textContent = t("analysis.gyakuhikage.query_height", { height: formatHeight(height) });
      const note = document.createElement("div");
      note.textContent = t("analysis.gyakuhikage.query_note");
      text.append(strong, note);
      L.popup({ className: "height-query-popup" }).setLatLng(event.latlng).setContent(text).openOn(map);
    };
    map.on(DRAW_START, started);
    map.on(DRAW_STOP, stopped);
    map.on("click", clicked);
    return () => {
      map.off(DRAW_START, started);
      map.off(DRAW_STOP, stopped);
      map.off("click", clicked);
    };
  }, [map, meta, values, busy, t]);

  // The user's points, each labelled with its maximum height.
  const heights = useMemo(() => allowedHeightPoints(points), [points]);
  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    heights.forEach((point, index) => {
      const label =
        point.max_height === null
          ? t("analysis.gyakuhikage.point_outside", { index: index + 1 })
          : t("analysis.gyakuhikage.point_label", {
              index: index + 1,
              height: formatHeight(point.max_height),
            });
      const marker = L.circleMarker([point.lat, point.lon], {
        radius: 5,
        color: "#212121",
        weight: 1.5,
        fillColor: "#6a1b9a",
        fillOpacity: 0.9,
      })
        .bindTooltip(label, { permanent: true, direction: "right", className: "allowed-height-point" })
        .addTo(group);
      const element = marker.getElement();
      element?.setAttribute("data-result", "allowed-height-point");
      element?.setAttribute("data-height", point.max_height === null ? "" : String(point.max_height));
    });
    return () => {
      group.remove();
    };
  }, [map, heights, t]);
  return null;
}
