import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { L } from "./leaflet";
import { useLeafletMap } from "./MapContext";

/** A target sign (not a pin: pins are the drawing toolbar's markers). */
const SITE_ICON_HTML =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">' +
  '<circle cx="14" cy="14" r="10" fill="rgba(0,137,123,0.18)" stroke="#00695c" stroke-width="2.5"/>' +
  '<circle cx="14" cy="14" r="3" fill="#00695c"/>' +
  '<path d="M14 0v7M14 21v7M0 14h7M21 14h7" stroke="#00695c" stroke-width="2"/></svg>';

export const siteIcon = () =>
  L.divIcon({ html: SITE_ICON_HTML, className: "site-marker", iconSize: [28, 28], iconAnchor: [14, 14] });

/** The project's site centre as a marker with a tooltip; none while `position` is null. */
export function SiteMarker({ position }: { position: [number, number] | null }) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const [marker] = useState(() =>
    L.marker([0, 0], { icon: siteIcon(), keyboard: false, zIndexOffset: -100 }),
  );
  const lat = position?.[0];
  const lon = position?.[1];
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    marker.setLatLng([lat, lon]).addTo(map);
    marker.getElement()?.setAttribute("data-testid", "site-marker");
    return () => {
      marker.remove();
    };
  }, [map, marker, lat, lon]);
  useEffect(() => {
    marker.unbindTooltip().bindTooltip(t("map.site_marker"), { direction: "top", offset: [0, -12] });
  }, [marker, t]);
  return null;
}
