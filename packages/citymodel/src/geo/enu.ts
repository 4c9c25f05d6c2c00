import { DEG_TO_RAD, RAD_TO_DEG } from "@soracity/engine/units";
import { GRS80_A as A, GRS80_E2 as E2 } from "@soracity/engine/geometry";
import type { Degrees, LocalPoint3, LonLatHeight, Meters } from "@soracity/engine/units";

/** A geographic position with height: lon, lat (degrees), h (metres; orthometric heights are used as is). */
export type Geodetic = LonLatHeight;
/** Local east-north-up metres around an origin (the engines' local frame). */
export type Enu = LocalPoint3;

/** Geodetic (GRS80) to Earth-centred Earth-fixed metres. */
export function geodeticToEcef([lon, lat, h]: Geodetic): [number, number, number] {
  const phi = lat * DEG_TO_RAD;
  const lambda = lon * DEG_TO_RAD;
  const s = Math.sin(phi);
  const n = A / Math.sqrt(1 - E2 * s * s);
  return [
    (n + h) * Math.cos(phi) * Math.cos(lambda),
    (n + h) * Math.cos(phi) * Math.sin(lambda),
    (n * (1 - E2) + h) * s,
  ];
}

/** ECEF metres to geodetic (GRS80); a few fixed-point iterations reach far below a millimetre. */
export function ecefToGeodetic(x: number, y: number, z: number): [Degrees, Degrees, Meters] {
  const p = Math.hypot(x, y);
  const lambda = Math.atan2(y, x);
  let phi = Math.atan2(z, p * (1 - E2));
  let h = 0;
  for (let i = 0; i < 6; i++) {
    const s = Math.sin(phi);
    const n = A / Math.sqrt(1 - E2 * s * s);
    h = p / Math.cos(phi) - n;
    phi = Math.atan2(z, p * (1 - (E2 * n) / (n + h)));
  }
  return [lambda * RAD_TO_DEG, phi * RAD_TO_DEG, h];
}

/**
 * A local tangent frame (x east, y north, z up, metres) at `origin`. Exact ENU: heights of far points drop with
 * the Earth's curvature (about 8 cm at 1 km), which is physically right for sun rays and distances.
 */
export class EnuFrame {
  readonly origin: Geodetic;
  private readonly o: [number, number, number];
  private readonly sl: number;
  private readonly cl: number;
  private readonly sp: number;
  private readonly cp: number;

  constructor(origin: Geodetic) {
    this.origin = origin;
    this.o = geodeticToEcef(origin);
    this.sl = Math.sin(origin[0] * DEG_TO_RAD);
    this.cl = Math.cos(origin[0] * DEG_TO_RAD);
    this.sp = Math.sin(origin[1] * DEG_TO_RAD);
    this.cp = Math.cos(origin[1] * DEG_TO_RAD);
  }

  /** Geodetic (lon, lat deg, h m) to local (east, north, up) metres. */
  toLocal(p: Geodetic): Enu {
    const [x, y, z] = geodeticToEcef(p);
    const dx = x - this.o[0];
    const dy = y - this.o[1];
    const dz = z - this.o[2];
    return [
      -this.sl * dx + this.cl * dy,
      -this.sp * this.cl * dx - this.sp * this.sl * dy + this.cp * dz,
      this.cp * this.cl * dx + this.cp * this.sl * dy + this.sp * dz,
    ];
  }

  /** Local (east, north, up) metres to geodetic (lon, lat deg, h m). */
  toGeodetic([e, n, u]: Enu): Geodetic {
    const dx = -this.sl * e - this.sp * this.cl * n + this.cp * this.cl * u;
    const dy = this.cl * e - this.sp * this.sl * n + this.cp * this.sl * u;
    const dz = this.cp * n + this.sp * u;
    return ecefToGeodetic(this.o[0] + dx, this.o[1] + dy, this.o[2] + dz);
  }
}
