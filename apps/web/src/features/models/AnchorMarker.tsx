import { useEffect, useState } from "react";
import type { LeafletMouseEvent } from "leaflet";
import { useTranslation } from "react-i18next";
import { L } from "../map/leaflet";
import { useLeafletMap } from "../map/MapContext";

/** The model's origin: a ring with an arrow along the model's +Y axis (turned by the rotation). */
const ANCHOR_HTML =
  '<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">' +
  '<circle cx="22" cy="22" r="9" fill="rgba(38,198,218,0.35)" stroke="#006064" stroke-width="2.5"/>' +
  '<path d="M22 22V3" stroke="#006064" stroke-width="3"/>' +
  '<path d="M15 9l7-8 7 8z" fill="#006064"/>' +
  '<path d="M22 22h14" stroke="#006064" stroke-width="2" stroke-dasharray="3 2"/></svg>';

const anchorIcon = () =>
  L.divIcon({ html: ANCHOR_HTML, className: "model-anchor", iconSize: [44, 44], iconAnchor: [22, 22] });

/**
 * Where an IFC / glTF model's origin goes: a click on the map puts it there, dragging moves it; the arrow
 * turns with `rotation` (degrees clockwise from true north), so the model is seen where it lands before upload.
 */
export function AnchorMarker({
  anchor,
  rotation,
  onAnchor,
}: {
  /** `[lat, lon]`, or null before the first click. */
  anchor: [number, number] | null;
  rotation: number;
  onAnchor: (lat: number, lon: number) => void;
}) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const [marker] = useState(() => L.marker([0, 0], { icon: anchorIcon(), draggable: true, keyboard: false }));

  useEffect(() => {
    const clicked = (event: LeafletMouseEvent) => onAnchor(event.latlng.lat, event.latlng.lng);
    const dragged = () => {
      const at = marker.getLatLng();
      onAnchor(at.lat, at.lng);
    };
    map.on("click", clicked);
    marker.on("dragend", dragged);
    return () => {
      map.off("click", clicked);
      marker.off("dragend", dragged);
    };
  }, [map, marker, onAnchor]);

  const lat = anchor?.[0];
  const lon = anchor?.[1];
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    marker.setLatLng([lat, lon]).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, marker, lat, lon]);

  useEffect(() => {
    const element = marker.getElement();
    if (!element) return;
    element.setAttribute("data-testid", "model-anchor");
    element.setAttribute("data-rotation", String(rotation));
    const svg = element.querySelector("svg");
    if (svg) svg.style.transform = `rotate(${rotation}deg)`;
  }, [marker, rotation, lat, lon]);

  useEffect(() => {
    marker.unbindTooltip().bindTooltip(t("models.marker"), { direction: "top", offset: [0, -20] });
  }, [marker, t]);
  return null;
}
