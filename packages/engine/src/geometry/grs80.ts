/** GRS80, the ellipsoid of JGD2011: semi-major axis (m), flattening and first eccentricity squared. */
export const GRS80_A = 6378137;
export const GRS80_F = 1 / 298.257222101;
export const GRS80_E2 = GRS80_F * (2 - GRS80_F);
