// ASJ RTN-Model 2018 (the Acoustical Society of Japan's road traffic noise model): power levels of the
// vehicle classes, the diffraction, air and gradient corrections. Every coefficient names its source;
// packages/engine/docs/road-noise.md lists them, with the ones this code could not check against the paper.
//
// Sources:
// [RTN2018] S. Sakamoto (Research Committee on Road Traffic Noise, ASJ), "Road traffic noise prediction
//   model 'ASJ RTN-Model 2018'", Acoust. Sci. & Tech. 41(3), 2020 (Japanese edition: 日本音響学会誌 75(4),
//   2019). Table 2.3 (dense asphalt) and Table A4.1 (porous asphalt) as quoted by two independent public
//   implementations (a Rust road-noise model and a Python Tokyo noise field, both citing the tables).
// [RTN2013] 日本音響学会道路交通騒音調査研究委員会, "道路交通騒音の予測モデル ASJ RTN-Model 2013",
//   日本音響学会誌 70(4), 172-230 (2014), reprinted by NILIM (国総研) as 参考資料.
// [2018notes] release notes of two ASJ 2018 implementations (NOISE(H), 2019-04; a vendor leaflet on the
//   2018 changes): only the steady small-vehicle line was refitted on dense asphalt, porous asphalt got
//   power-level lines of its own with a very small ageing term, the gradient correction applies to every
//   pavement, and the right-angle wedge diffracts 2.5 dB more than the knife edge.

/** The two-class split (小型車類 / 大型車類). */
export type VehicleClass = "small" | "large";
/** 定常走行 (steady, 40-140 km/h) or 非定常走行 (unsteady, 10-60 km/h; stop-and-go on general roads). */
export type TrafficFlow = "steady" | "unsteady";
/** 密粒舗装 (dense asphalt) or 排水性舗装 (porous asphalt). */
export type Pavement = "dense" | "porous";

/** L_WA = a + b lg V: a per class and b, per flow and pavement. */
export interface PowerLine {
  small: number;
  large: number;
  b: number;
}

/**
 * The power-level lines. Dense: [RTN2018] Table 2.3 (steady: 小型車類 45.8, 大型車類 53.2, b = 30;
 * unsteady: 82.3, 88.8, b = 10). The steady 大型車類 53.2 and the unsteady pair equal [RTN2013]'s; the
 * steady 小型車類 was 46.7 in [RTN2013] and the 2008 edition, and is 45.8 in 2018 ([2018notes]: the one
 * line refitted) — 2018 is taken. Porous, unsteady: [RTN2018] Table A4.1 (76.6, 84.9, b = 10). Porous,
 * steady: not in the sources available here; SoraCity takes the dense steady line lowered by the porous
 * reduction of the unsteady lines (-5.7 dB small, -3.9 dB large, the same at every speed since both
 * unsteady lines have b = 10) and says so in the docs until the paper's line is entered.
 */
export const POWER_LINES: Record<TrafficFlow, Record<Pavement, PowerLine>> = {
  steady: {
    dense: { small: 45.8, large: 53.2, b: 30 },
    porous: { small: 45.8 - (82.3 - 76.6), large: 53.2 - (88.8 - 84.9), b: 30 },
  },
  unsteady: {
    dense: { small: 82.3, large: 88.8, b: 10 },
    porous: { small: 76.6, large: 84.9, b: 10 },
  },
};

/** The speed range (km/h) each flow's line is fitted over ([RTN2018] §2). */
export const SPEED_RANGE: Record<TrafficFlow, [number, number]> = { steady: [40, 140], unsteady: [10, 60] };

/**
 * Gradient correction ΔL_grad (dB) for 大型車類 going uphill at i % (0 <= i <= 7): 0.14 i + 0.05 i²
 * ([RTN2013] §2.3; [2018notes]: 2018 applies it on every pavement). Small vehicles and downhill: 0.
 * The gradient above 7 % is taken as 7 % (the range of the fit).
 */
export function gradientCorrection(vehicle: VehicleClass, uphillPercent: number): number {
  if (vehicle !== "large" || !(uphillPercent > 0)) return 0;
  const i = Math.min(uphillPercent, MAX_GRADIENT);
  return 0.14 * i + 0.05 * i * i;
}
export const MAX_GRADIENT = 7;

/** A-weighted sound power level L_WA (dB) of one vehicle: a + b lg V + ΔL_grad. */
export function powerLevel(
  vehicle: VehicleClass,
  flow: TrafficFlow,
  pavement: Pavement,
  speedKmh: number,
  uphillPercent = 0,
): number {
  const line = POWER_LINES[flow][pavement];
  return line[vehicle] + line.b * Math.log10(speedKmh) + gradientCorrection(vehicle, uphillPercent);
}

/**
 * c_spec of the diffraction chart per pavement (the spectrum's weight on the path difference): dense 0.85,
 * porous 0.75 ([RTN2013] §3.2). [2018notes] says 2018 changed the dense value; the 2018 figure is not in
 * the sources available here, so the 2013 values stand until it is entered.
 */
export const C_SPEC: Record<Pavement, number> = { dense: 0.85, porous: 0.75 };

/**
 * Knife-edge diffraction correction ΔL_d (dB, <= 0) for the path difference δ (m, negative when the line
 * of sight clears the edge), [RTN2013] eq. (3.4) — the 2018 knife edge is "nearly unchanged" ([2018notes]):
 *   c δ >= 1:            -18.4 - 10 lg(c δ)
 *   0 <= c δ < 1:        -5 - 15.2 sinh⁻¹((c δ)^0.42)
 *   -0.073 <= c δ < 0:   min(0, -5 + 15.2 sinh⁻¹((c |δ|)^0.42))
 *   c δ < -0.073:        0
 */
export function knifeEdge(delta: number, cSpec: number): number {
  const x = cSpec * delta;
  if (x >= 1) return -18.4 - 10 * Math.log10(x);
  if (x >= 0) return -5 - 15.2 * Math.asinh(x ** 0.42);
  if (x >= -0.073) return Math.min(0, -5 + 15.2 * Math.asinh((-x) ** 0.42));
  return 0;
}

/**
 * Right-angle wedge (開き角 about 90°: buildings, embankment shoulders): the knife edge 2.5 dB lower in the
 * shadow zone (δ > 0), [2018notes] summarising the 2018 rule; the same as the knife edge where the line of
 * sight clears the edge.
 */
export function rightAngleWedge(delta: number, cSpec: number): number {
  const knife = knifeEdge(delta, cSpec);
  return delta > 0 ? knife - WEDGE_EXTRA : knife;
}
export const WEDGE_EXTRA = 2.5;

/**
 * Air absorption ΔL_air (dB) over r metres: -6.84 (r/1000) + 2.01 (r/1000)² - 0.345 (r/1000)³ ([RTN2013]
 * §3.4, 20 °C, 60 %: the A-weighted road-traffic spectrum's loss), for r up to 1,000 m; beyond, the value
 * at 1,000 m continued linearly would be a guess, so r is held at 1,000 m there.
 */
export function airCorrection(r: number): number {
  const k = Math.min(r, 1000) / 1000;
  return -6.84 * k + 2.01 * k * k - 0.345 * k * k * k;
}

/** The A-weighted level of one source at r metres: L_WA - 8 - 20 lg r + ΔL (hemispherical spreading). */
export function sourceLevel(lwa: number, r: number, corrections = 0): number {
  return lwa - 8 - 20 * Math.log10(r) + corrections;
}

/** Day 6-22 h, night 22-6 h: the hours of the 環境基準 periods. */
export const DAY_HOURS = 16;
export const NIGHT_HOURS = 8;
