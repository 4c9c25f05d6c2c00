// Test fixtures of the contracts' tests (not exported from the package).

/** A lon/lat square of about `side` metres centred on (lon, lat) (1° lat = 110,950 m, 1° lon = 90,390 m). */
export function lonLatSquare(lon: number, lat: number, side: number) {
  const dLon = side / 2 / 90_390;
  const dLat = side / 2 / 110_950;
  const ring = [
    [lon - dLon, lat - dLat],
    [lon + dLon, lat - dLat],
    [lon + dLon, lat + dLat],
    [lon - dLon, lat + dLat],
  ];
  return { type: "Polygon" as const, coordinates: [[...ring, ring[0]]] };
}
