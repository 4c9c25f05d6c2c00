import { useCallback, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { Box } from "@mui/material";
import type { BoxProps } from "@mui/material";
import type { Map as LeafletMap } from "leaflet";
import { BaseLayers } from "./BaseLayers";
import { L } from "./leaflet";
import { MapContext } from "./MapContext";

/** Panes above the tiles, below the drawn shapes (overlay pane 400) and markers (600). */
const PANES = { buildings: 350, models: 370, planned: 390 } as const;
export type MapPane = keyof typeof PANES;

/**
 * A Leaflet map with the base-map layer control; children (layers, controls) get the map through context.
 * `center` and `zoom` set the first view only; move the map afterwards with the map itself.
 */
export function MapView({
  center,
  zoom,
  height,
  label,
  testId = "map",
  children,
}: {
  /** `[lat, lon]` */
  center: [number, number];
  zoom: number;
  height: BoxProps["height"];
  /** Accessible name of the map region. */
  label: string;
  testId?: string;
  children?: ReactNode;
}) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [initial] = useState({ center, zoom });

  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const created = L.map(element, { center: initial.center, zoom: initial.zoom, maxZoom: 20, minZoom: 4 });
      for (const [name, zIndex] of Object.entries(PANES)) {
        created.createPane(name).style.zIndex = String(zIndex);
      }
      const observer = new ResizeObserver(() => created.invalidateSize());
      observer.observe(element);
      setMap(created);
      return () => {
        observer.disconnect();
        created.remove();
        setMap(null);
      };
    },
    [initial],
  );

  useEffect(() => {
    if (map) map.getContainer().setAttribute("aria-label", label);
  }, [map, label]);

  return (
    <Box sx={{ position: "relative", height, minHeight: 240 }}>
      <Box
        ref={attach}
        data-testid={testId}
        role="region"
        sx={{
          position: "absolute",
          inset: 0,
          borderRadius: 1,
          // Plain background when no tiles load (offline, tile server down, "no base map").
          "&.leaflet-container": (theme) => ({
            bgcolor: "#eef2f3",
            ...theme.applyStyles("dark", { bgcolor: "#1f2529" }),
          }),
          fontFamily: "inherit",
        }}
      />
      {map ? (
        <MapContext.Provider value={map}>
          <BaseLayers />
          {children}
        </MapContext.Provider>
      ) : null}
    </Box>
  );
}
