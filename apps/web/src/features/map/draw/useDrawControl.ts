import { useEffect } from "react";
import type { FeatureGroup } from "leaflet";
import { useTranslation } from "react-i18next";
import { useLeafletMap } from "../MapContext";
import { localizeDraw } from "./drawLocal";
import { L } from "./leafletDraw";
import { SELECTED_STYLE } from "./shapes";

/** Class of the controls that belong below the drawing toolbar in the top right corner. */
export const BELOW_TOOLBAR_CLASS = "below-draw-toolbar";

/**
 * leaflet-draw's toolbar (PRODUCT.md §2): top right, the six draw modes and edit / remove on `group`, in the
 * current language (rebuilt when it changes: leaflet-draw reads its texts when it builds the toolbar).
 */
export function useDrawControl(group: FeatureGroup): void {
  const map = useLeafletMap();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    localizeDraw(L.drawLocal as unknown as Record<string, unknown>, (key) =>
      i18n.exists(key) ? t(key) : undefined,
    );
    const shape = { showArea: false, shapeOptions: { color: "#3388ff" } };
    const control = new L.Control.Draw({
      position: "topright",
      draw: {
        polyline: { shapeOptions: { color: "#3388ff", weight: 4 } },
        polygon: { ...shape, allowIntersection: false },
        rectangle: { shapeOptions: { color: "#3388ff" }, showArea: true, metric: true },
        circle: { ...shape, showRadius: true, metric: true },
        marker: {},
        circlemarker: {},
      },
      edit: { featureGroup: group, edit: { selectedPathOptions: { ...SELECTED_STYLE } }, remove: true },
    });
    map.addControl(control);
    const container = control.getContainer();
    container?.setAttribute("data-testid", "draw-toolbar");
    // Keep import / export (added earlier, or before a language change) below the toolbar.
    const corner = container?.parentElement;
    corner?.querySelectorAll(`.${BELOW_TOOLBAR_CLASS}`).forEach((element) => corner.appendChild(element));
    return () => {
      map.removeControl(control);
    };
  }, [map, group, t, i18n]);
}
