/** A site point in lon/lat degrees. */
export interface Site {
  lon: number;
  lat: number;
}

// Metres per degree of latitude on a 6378 km sphere: ample for placing test buildings a few tens of metres away.
const PER_LAT = 111_320;

/** [lon, lat] `east`, `north` metres from the site (tangent plane). */
export function offset(site: Site, east: number, north: number): [number, number] {
  const perLon = PER_LAT * Math.cos((site.lat * Math.PI) / 180);
  return [site.lon + east / perLon, site.lat + north / PER_LAT];
}

/** A GeoJSON rectangle from (x0, y0) to (x1, y1) metres east and north of the site. */
export function rectangle(site: Site, x0: number, y0: number, x1: number, y1: number) {
  const ring = [offset(site, x0, y0), offset(site, x1, y0), offset(site, x1, y1), offset(site, x0, y1)];
  return { type: "Polygon", coordinates: [[...ring, ring[0]]] };
}
