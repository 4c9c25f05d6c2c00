import { useEffect } from "react";
import type { Bbox } from "../map/bbox";
import { useLeafletMap } from "../map/MapContext";

/** Shows `bbox` (`[minLon, minLat, maxLon, maxLat]`) whenever `seq` changes: where a model landed. */
export function FitBounds({ bbox, seq }: { bbox: Bbox | null; seq: number }) {
  const map = useLeafletMap();
  useEffect(() => {
    if (!bbox) return;
    map.fitBounds(
      [
        [bbox[1], bbox[0]],
        [bbox[3], bbox[2]],
      ],
      { maxZoom: 18, padding: [24, 24], animate: false },
    );
    // Only a new request (seq) moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, seq]);
  return null;
}
