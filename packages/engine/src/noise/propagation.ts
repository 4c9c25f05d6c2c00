import type { Air } from "./atmosphere";
import { bandAbsorption } from "./atmosphere";
import { BAND_COUNT, WAVELENGTHS } from "./bands";
import type { DiffractionMethod } from "./diffraction";
import { C2, c3, edgeDz, kmet, MULTIPLE_CAP, SINGLE_CAP, topEdgeDz } from "./diffraction";
import type { GroundFactors } from "./ground";
import type { GroundMethod } from "./ground";
import {
  groundAttenuationWith,
  groundDirectivityRatio,
  heightFactors,
  middleWeight,
  simplifiedGroundAttenuation,
} from "./ground";
import { Crossings } from "./crossings";
import type { ObstacleIndex } from "./obstacles";
import type { DiffractedPath } from "./paths";
import { LateralScratch, lateralPaths } from "./lateral";
import { PathScratch, topPath } from "./paths";
import { SourceView } from "./sourceView";

/** A point source ready for the hot loop: position (m), unweighted sound power per band (dB, -Infinity = off). */
export interface PointSource {
  x: number;
  y: number;
  z: number;
  lw: Float64Array;
}

/** Ground factors along a path; a uniform G or ground polygons (see groundRegions). */
export type GroundLookup = (
  sx: number,
  sy: number,
  hs: number,
  rx: number,
  ry: number,
  hr: number,
) => GroundFactors;

export interface PropagationOptions {
  air: Air;
  method: DiffractionMethod;
  /** Add lateral paths around vertical edges (energy sum). */
  lateral: boolean;
  /** C0 of the meteorological correction Cmet (dB); 0 = downwind levels LAT(DW). */
  c0: number;
  /**
   * Agr by the general method per band (§7.3.1, default) or by the simplified one (§7.3.2, eq 10: one value
   * for every band, G and ground areas unused, plus DΩ of eq 11).
   */
  ground?: GroundMethod;
}

/** Shortest distance used for Adiv (m): the point-source formulas are not meant for the near field. */
export const MIN_DISTANCE = 1;

/**
 * ISO 9613-2 propagation from point sources to receivers: LfT = Lw - (Adiv + Aatm + Agr + Abar) - Cmet per
 * octave band. Holds the per-band constants and scratch buffers so the inner loop allocates nothing on free
 * and top-edge paths.
 */
export class Propagator {
  readonly alpha: Float64Array;
  private readonly crossings = new Crossings();
  private readonly scratch = new PathScratch();
  private readonly lateralScratch = new LateralScratch();
  private readonly agr = new Float64Array(BAND_COUNT);
  private readonly lateral: DiffractedPath[] = [];
  private readonly top: DiffractedPath = { dss: 0, dsr: 0, e: 0, edges: 0, z: 0 };
  /** Per band: C2 / λ (1/m) and λ (m), copied here so the hot loop reads plain typed arrays. */
  private readonly c2l = Float64Array.from(WAVELENGTHS, (l) => C2 / l);
  private readonly wavelengths = Float64Array.from(WAVELENGTHS);
  private readonly sourceFactors = new Map<number, Float64Array>();
  private readonly views = new Map<PointSource, SourceView | null>();
  private viewEntries = 0;
  /**
   * Per-source angular views of the obstacle edges instead of walking the edge grid (same crossings; about
   * 1.5 ms to build per source). Built lazily in source order within a memory budget (or adopted from
   * another thread); either way the crossings, hence the levels, are the same.
   */
  useViews = true;

  constructor(
    readonly index: ObstacleIndex,
    readonly ground: GroundLookup,
    readonly options: PropagationOptions,
  ) {
    this.alpha = bandAbsorption(options.air);
  }

  /** The source of the previous call and what was looked up for it (calls come source by source). */
  private current: PointSource | null = null;
  private currentView: SourceView | null = null;
  private currentFactors: Float64Array = new Float64Array(0);
  private receiverHeight = Number.NaN;
  private receiverFactors: Float64Array = new Float64Array(0);

  /** The view of a source: built on first use while the budget lasts, else null (the grid walk). */
  viewOf(source: PointSource): SourceView | null {
    let view = this.views.get(source);
    if (view === undefined) {
      view = this.viewEntries < VIEW_BUDGET ? new SourceView(this.index, source.x, source.y) : null;
      this.adoptView(source, view);
    }
    return view;
  }

  /** Uses `view` for `source` from now on (a view built by another thread, or null for the grid walk). */
  adoptView(source: PointSource, view: SourceView | null): void {
    this.views.set(source, view);
    this.viewEntries += view?.entries ?? 0;
    if (source === this.current) this.currentView = view;
  }

  private select(source: PointSource): void {
    this.current = source;
    this.currentView = this.viewOf(source);
    this.currentFactors = this.factors(source.z);
  }

  private factors(h: number): Float64Array {
    let f = this.sourceFactors.get(h);
    if (!f) this.sourceFactors.set(h, (f = heightFactors(h)));
    return f;
  }

  /**
   * Adds the mean-square pressure of one source at receiver (rx, ry, rz) to `energy[offset ...]` per band,
   * as 10^(L/10) of the unweighted band level. Heights are above flat ground (m).
   */
  accumulate(
    source: PointSource,
    rx: number,
    ry: number,
    rz: number,
    energy: Float64Array,
    offset = 0,
  ): void {
    if (source !== this.current) this.select(source);
    if (rz !== this.receiverHeight) {
      this.receiverHeight = rz;
      this.receiverFactors = this.factors(rz);
    }
    const { x: sx, y: sy, z: sz, lw } = source;
    // Math.hypot is slow in V8; these are plain sums of squares
    const dx = rx - sx;
    const dy = ry - sy;
    const dp2 = dx * dx + dy * dy;
    const dp = Math.sqrt(dp2);
    const d = Math.max(MIN_DISTANCE, Math.sqrt(dp2 + (rz - sz) * (rz - sz)));
    // 10^(-Adiv/10) with Adiv = 20 lg d + 11: the common factor of every band and path
    let divergence = 1 / (d * d * DIVERGENCE_11DB);
    let agr: Float64Array;
    if (this.options.ground === "simplified") {
      agr = this.agr.fill(simplifiedGroundAttenuation(sz, rz, d));
      divergence *= groundDirectivityRatio(sz, rz, dp);
    } else
      agr = groundAttenuationWith(
        this.currentFactors,
        this.receiverFactors,
        middleWeight(sz, rz, dp),
        dp,
        this.ground(sx, sy, sz, rx, ry, rz),
        this.agr,
      );
    const reach = 10 * (sz + rz);
    const cmet = this.options.c0 > 0 && dp > reach ? this.options.c0 * (1 - reach / dp) : 0;
    const view = this.useViews ? this.currentView : null;
    const n = view
      ? view.crossings(rx, ry, this.crossings)
      : this.index.crossings(sx, sy, rx, ry, this.crossings);
    const top = n > 0 ? topPath(this.crossings, sz, rz, dp, this.scratch, this.top) : null;
    const { alpha, c2l, wavelengths, lateral } = this;
    const method = this.options.method;
    if (!top) {
      for (let b = 0; b < BAND_COUNT; b++) {
        const power = lw[b]!;
        if (power === -Infinity) continue;
        energy[offset + b]! += divergence * Math.exp(DB_TO_NEPER * (power - alpha[b]! * d - agr[b]! - cmet));
      }
      return;
    }
    const k = kmet(top.dss, top.dsr, d, top.z);
    const lateralCount = this.options.lateral
      ? lateralPaths(this.index, this.crossings, sx, sy, rx, ry, sz, rz, this.lateralScratch, lateral, view)
      : 0;
    const cap = top.edges > 1 ? MULTIPLE_CAP_RATIO : SINGLE_CAP_RATIO;
    for (let b = 0; b < BAND_COUNT; b++) {
      const power = lw[b]!;
      if (power === -Infinity) continue;
      const ag = agr[b]!;
      // §7.4: Abar = Dz - Agr when Agr > 0, so A = Adiv + Aatm + Dz (+ Agr when it is negative).
      // 10^(-Dz/10) = 1 / (3 + (C2/λ) C3 z Kmet) for the ISO formula: no logarithm in the hot loop.
      let ratio: number;
      if (method === "iso9613-2") {
        const x = 3 + c2l[b]! * c3(wavelengths[b]!, top.e) * top.z * k;
        ratio = x > cap ? cap : x < 1 ? 1 : x;
      } else ratio = 10 ** (topEdgeDz(method, top.z, wavelengths[b]!, top.e, top.edges, k) / 10);
      // eq (12) Abar = Dz - Agr > 0 (ISO/TR 17534-3 §5.6): the path over the top is never louder than the
      // same path without the obstacle, so Dz is held at Agr or more
      if (ag > 0) {
        const floor = Math.exp(DB_TO_NEPER * ag);
        if (ratio < floor) ratio = floor;
      }
      const base = power - alpha[b]! * d - cmet;
      let sum = Math.exp(DB_TO_NEPER * (ag > 0 ? base : base - ag)) / ratio;
      if (lateralCount > 0) {
        // eq (13): Abar = Dz for lateral paths (Agr kept), Kmet = 1; the 20/25 dB caps are for paths over
        // the top (as in the ISO/TR 17534-3 reference code): a capped far-around path would add spurious energy
        const free = Math.exp(DB_TO_NEPER * (base - ag));
        for (let p = 0; p < lateralCount; p++) {
          const lat = lateral[p]!;
          const x =
            method === "iso9613-2"
              ? 3 + c2l[b]! * c3(wavelengths[b]!, lat.e) * lat.z
              : 10 ** (edgeDz(method, lat.z, wavelengths[b]!, lat.e) / 10);
          sum += free / (x < 1 ? 1 : x);
        }
      }
      energy[offset + b]! += divergence * sum;
    }
  }
}

/** Source views share at most this many bin entries per propagator (4 bytes each: 64 MB). */
const VIEW_BUDGET = 16_000_000;
/** 10^(11/10): the constant 11 dB of Adiv = 20 lg(d/d0) + 11 dB as a power ratio. */
const DIVERGENCE_11DB = 10 ** 1.1;
/** 10^(L/10) = exp(L ln10 / 10): Math.exp is cheaper than a power of 10. */
const DB_TO_NEPER = Math.LN10 / 10;
const SINGLE_CAP_RATIO = 10 ** (SINGLE_CAP / 10);
const MULTIPLE_CAP_RATIO = 10 ** (MULTIPLE_CAP / 10);

/** A uniform ground factor G for the three regions. */
export function uniformGround(g: number): GroundLookup {
  const factors: GroundFactors = { source: g, middle: g, receiver: g };
  return () => factors;
}
