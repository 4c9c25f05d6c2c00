import { useEffect } from "react";
import type { Layer, LeafletEvent } from "leaflet";
import { useLeafletMap } from "../../map/MapContext";
import { shapeOf } from "../../map/draw/layers";
import { L } from "../../map/draw/leafletDraw";
import { useBridge } from "../bridge";

/**
 * "Draw for field X" on the map's own drawing toolbar: starts the toolbar's mode for the requested kind and
 * hands the next finished shape to the form (taking it out of the drawn shapes: the form shows it). Cancelling
 * the mode ends the request.
 */
export function DrawCapture() {
  const map = useLeafletMap();
  const { capture, setCapture } = useBridge();
  useEffect(() => {
    if (!capture) return;
    let taken = false;
    const created = (event: LeafletEvent) => {
      const { layer } = event as L.DrawEvents.Created;
      taken = true;
      // After the toolbar's own handler has registered the shape and added it to its group.
      window.setTimeout(() => {
        const shape = shapeOf(layer);
        map.eachLayer((holder: Layer) => {
          if (holder instanceof L.FeatureGroup && holder.hasLayer(layer)) holder.removeLayer(layer);
        });
        layer.remove();
        setCapture(null);
        if (shape) capture.onShape(shape);
      }, 0);
    };
    const stopped = () => {
      window.setTimeout(() => {
        if (!taken) setCapture(null);
      }, 0);
    };
    map.on(L.Draw.Event.CREATED, created);
    map.on(L.Draw.Event.DRAWSTOP, stopped);
    const button = map.getContainer().querySelector<HTMLElement>(`.leaflet-draw-draw-${capture.kind}`);
    button?.click();
    return () => {
      map.off(L.Draw.Event.CREATED, created);
      map.off(L.Draw.Event.DRAWSTOP, stopped);
    };
  }, [map, capture, setCapture]);
  return null;
}
