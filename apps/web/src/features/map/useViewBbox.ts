import { useEffect, useState } from "react";
import type { LatLngBounds } from "leaflet";
import { debounce } from "./bbox";
import type { Bbox } from "./bbox";
import { useLeafletMap } from "./MapContext";

/** Quiet time after the last pan or zoom before the map asks for new data. */
export const MOVE_DEBOUNCE_MS = 300;

export const boundsToBbox = (bounds: LatLngBounds): Bbox => [
  bounds.getWest(),
  bounds.getSouth(),
  bounds.getEast(),
  bounds.getNorth(),
];

/** The map's visible bbox, updated once the map has stopped moving for MOVE_DEBOUNCE_MS. */
export function useViewBbox(): Bbox {
  const map = useLeafletMap();
  const [view, setView] = useState<Bbox>(() => boundsToBbox(map.getBounds()));
  useEffect(() => {
    const update = debounce(() => setView(boundsToBbox(map.getBounds())), MOVE_DEBOUNCE_MS);
    map.on("moveend resize", update);
    return () => {
      update.cancel();
      map.off("moveend resize", update);
    };
  }, [map]);
  return view;
}
