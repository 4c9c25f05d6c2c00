import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ControlPosition } from "leaflet";
import { L } from "./leaflet";
import { useLeafletMap } from "./MapContext";

/** A Leaflet control at `position` whose content is React (clicks and wheel stay out of the map). */
export function MapControl({
  position,
  className,
  children,
}: {
  position: ControlPosition;
  className?: string;
  children: ReactNode;
}) {
  const map = useLeafletMap();
  const [container] = useState(() => {
    const element = L.DomUtil.create("div", `leaflet-control ${className ?? ""}`.trim());
    L.DomEvent.disableClickPropagation(element);
    L.DomEvent.disableScrollPropagation(element);
    return element;
  });
  useEffect(() => {
    const control = new L.Control({ position });
    control.onAdd = () => container;
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, position, container]);
  return createPortal(children, container);
}
