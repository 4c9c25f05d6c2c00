import { createContext, useContext } from "react";
import type { Map as LeafletMap } from "leaflet";

export const MapContext = createContext<LeafletMap | null>(null);

/** The Leaflet map of the enclosing MapView. */
export function useLeafletMap(): LeafletMap {
  const map = useContext(MapContext);
  if (!map) throw new Error("useLeafletMap outside a MapView");
  return map;
}
