import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { LatLng, LeafletEvent, LeafletMouseEvent, Layer, Popup } from "leaflet";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { MapControl } from "../MapControl";
import { useLeafletMap } from "../MapContext";
import { L } from "./leafletDraw";
import {
  disableShapeEditing,
  enableShapeEditing,
  layerOf,
  registerShape,
  setShapeColor,
  shapeColor,
  shapeOf,
} from "./layers";
import { ShapeFiles } from "./ShapeFiles";
import { ShapePopup } from "./ShapePopup";
import { IMPORT_MAX_BYTES, SHAPE_KINDS, parseShapes, shapesToGeoJson } from "./shapes";
import type { Shape, ShapeKind } from "./shapes";
import { BELOW_TOOLBAR_CLASS, useDrawControl } from "./useDrawControl";

const isKind = (value: string): value is ShapeKind => (SHAPE_KINDS as readonly string[]).includes(value);

/**
 * The drawing toolbar of PRODUCT.md §2/§4 on the enclosing map: leaflet-draw's modes and edit / remove, a popup on
 * a finished shape (edit until the next map click, delete at once, colour), and GeoJSON import / export with
 * the toasts of PRODUCT.md §8. `onChange` receives the shapes after every change.
 */
export function DrawingTools({
  onChange,
  fileName = "shapes",
}: {
  onChange?: (shapes: Shape[]) => void;
  fileName?: string;
}) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [group] = useState(() => new L.FeatureGroup());
  const [count, setCount] = useState(0);
  const [popup, setPopup] = useState<{ layer: Layer; popup: Popup; container: HTMLElement } | null>(null);
  const mode = useRef<string | null>(null);
  const editing = useRef<{ layer: Layer; save: () => void } | null>(null);
  const changeHandler = useRef(onChange);
  useEffect(() => {
    changeHandler.current = onChange;
  }, [onChange]);
  useDrawControl(group);

  const changed = useCallback(() => {
    const layers = group.getLayers();
    setCount(layers.length);
    changeHandler.current?.(layers.map(shapeOf).filter((shape): shape is Shape => shape !== null));
  }, [group]);

  /** Ends a popup edit: handles off, own style back, `draw:edited` with the shape. */
  const finishEditing = useCallback(() => {
    const current = editing.current;
    if (!current) return;
    editing.current = null;
    map.off("click", current.save);
    disableShapeEditing(current.layer);
    map.fire(L.Draw.Event.EDITED, { layers: L.layerGroup([current.layer]) });
  }, [map]);

  const openPopup = useCallback(
    (layer: Layer, at: LatLng) => {
      const container = L.DomUtil.create("div");
      const opened = L.popup({ minWidth: 200, className: "shape-popup" }).setLatLng(at).setContent(container);
      opened.on("remove", () => setPopup((current) => (current?.popup === opened ? null : current)));
      opened.openOn(map);
      setPopup({ layer, popup: opened, container });
    },
    [map],
  );

  useEffect(() => {
    group.addTo(map);
    const created = (event: LeafletEvent) => {
      const { layer, layerType } = event as L.DrawEvents.Created;
      if (!isKind(layerType)) return;
      registerShape(layer, layerType);
      group.addLayer(layer);
    };
    const start = (event: LeafletEvent) => {
      finishEditing();
      map.closePopup();
      mode.current = event.type;
    };
    const stop = () => {
      mode.current = null;
    };
    const clicked = (event: LeafletMouseEvent) => {
      const layer = event.propagatedFrom as Layer;
      if (mode.current || editing.current?.layer === layer) return;
      L.DomEvent.stopPropagation(event);
      openPopup(layer, event.latlng);
    };
    map.on(L.Draw.Event.CREATED, created);
    map.on("draw:drawstart draw:editstart draw:deletestart", start);
    map.on("draw:drawstop draw:editstop draw:deletestop", stop);
    map.on("draw:edited draw:deleted", changed);
    group.on("layeradd layerremove", changed);
    group.on("click", clicked);
    return () => {
      finishEditing();
      map.off(L.Draw.Event.CREATED, created);
      map.off("draw:drawstart draw:editstart draw:deletestart", start);
      map.off("draw:drawstop draw:editstop draw:deletestop", stop);
      map.off("draw:edited draw:deleted", changed);
      group.off("layeradd layerremove", changed);
      group.off("click", clicked);
      group.remove();
    };
  }, [map, group, changed, finishEditing, openPopup]);

  const edit = (layer: Layer) => {
    map.closePopup();
    finishEditing();
    enableShapeEditing(layer);
    const save = () => finishEditing();
    editing.current = { layer, save };
    // From the next click on: the map may still be handling the click on the popup's button.
    window.setTimeout(() => {
      if (editing.current?.save === save) map.once("click", save);
    }, 0);
  };
  const remove = (layer: Layer) => {
    map.closePopup();
    if (editing.current?.layer === layer) {
      map.off("click", editing.current.save);
      disableShapeEditing(layer);
      editing.current = null;
    }
    group.removeLayer(layer);
    map.fire(L.Draw.Event.DELETED, { layers: L.layerGroup([layer]) });
  };
  const recolor = (layer: Layer, color: string) => {
    setShapeColor(layer, color);
    changed();
  };

  const exportShapes = () => {
    const shapes = group
      .getLayers()
      .map(shapeOf)
      .filter((shape): shape is Shape => shape !== null);
    const url = URL.createObjectURL(new Blob([shapesToGeoJson(shapes)], { type: "application/geo+json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileName}.geojson`;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    enqueueSnackbar(t("map.export_success"), { variant: "success" });
  };
  const importShapes = async (file: File) => {
    let text: string;
    try {
      if (file.size > IMPORT_MAX_BYTES) throw new Error("too large");
      text = await file.text();
    } catch {
      enqueueSnackbar(t("map.import_failed"), { variant: "error" });
      return;
    }
    const parsed = parseShapes(text);
    if (!parsed.ok) {
      enqueueSnackbar(t("map.import_invalid"), { variant: "error" });
      return;
    }
    try {
      const added = L.featureGroup(parsed.shapes.map(layerOf));
      for (const layer of added.getLayers()) group.addLayer(layer);
      map.fitBounds(added.getBounds(), { maxZoom: 18, padding: [24, 24] });
      enqueueSnackbar(t("map.import_success"), { variant: "success" });
    } catch {
      enqueueSnackbar(t("map.import_failed"), { variant: "error" });
    }
  };

  return (
    <>
      <MapControl position="topright" className={BELOW_TOOLBAR_CLASS}>
        <ShapeFiles
          canExport={count > 0}
          onExport={exportShapes}
          onImport={(file) => void importShapes(file)}
        />
      </MapControl>
      <span hidden data-testid="shape-count" data-count={count} />
      {popup
        ? createPortal(
            <ShapePopup
              color={shapeColor(popup.layer)}
              onEdit={() => edit(popup.layer)}
              onDelete={() => remove(popup.layer)}
              onColor={(color) => recolor(popup.layer, color)}
              onLayout={() => popup.popup.update()}
            />,
            popup.container,
          )
        : null}
    </>
  );
}
