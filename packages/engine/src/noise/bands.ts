import type { Decibels } from "../units";

/** Nominal octave-band centre frequencies 63 Hz ... 8 kHz (Hz). */
export const OCTAVE_BANDS = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
export const BAND_COUNT = OCTAVE_BANDS.length;

/**
 * Exact mid-band frequencies 1000 * 10^(k/10), k = -12, -9, ..., 9 (Hz). ISO 9613-1 absorption is evaluated
 * at these, not at the nominal values (about 0.3 dB difference at 8 kHz over 200 m).
 */
export const EXACT_BANDS: readonly number[] = OCTAVE_BANDS.map((_, i) => 1000 * 10 ** ((3 * (i - 4)) / 10));

/** A-weighting per octave band (dB), IEC 61672 rounded to 0.1 dB as used by ISO 9613-2. */
export const A_WEIGHTING: readonly Decibels[] = [-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1];

/** Speed of sound used for wavelengths in ISO 9613-2 diffraction (m/s). */
export const SOUND_SPEED = 340;

/** Wavelength per band at the nominal centre frequency (m). */
export const WAVELENGTHS: readonly number[] = OCTAVE_BANDS.map((f) => SOUND_SPEED / f);

/** Index of a nominal centre frequency (63 ... 8000 Hz), or -1. */
export function bandIndex(frequency: number): number {
  return OCTAVE_BANDS.indexOf(frequency as (typeof OCTAVE_BANDS)[number]);
}

/** Energy sum 10 lg Σ 10^(L/10) of levels in dB; -Infinity for none. NaN entries are skipped. */
export function energySum(levels: ArrayLike<number>): Decibels {
  let sum = 0;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i] ?? Number.NaN;
    if (!Number.isNaN(level)) sum += 10 ** (level / 10);
  }
  return 10 * Math.log10(sum);
}
