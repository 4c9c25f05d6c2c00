import { EXACT_BANDS } from "./bands";

/** Air condition for ISO 9613-1: temperature (°C), relative humidity (%), pressure (kPa). */
export interface Air {
  temperature: number;
  humidity: number;
  pressure?: number;
}

const REFERENCE_PRESSURE = 101.325; // kPa
const REFERENCE_TEMPERATURE = 293.15; // K (20 °C)
const TRIPLE_POINT = 273.16; // K

/**
 * Pure-tone atmospheric absorption coefficient of ISO 9613-1:1993 eqs (3)-(5) and Annex B (water vapour
 * molar concentration from relative humidity), in dB per metre.
 * @param frequency Hz; temperature °C; humidity % relative; pressure kPa (default 101.325).
 */
export function absorptionCoefficient(frequency: number, air: Air): number {
  const pa = air.pressure ?? REFERENCE_PRESSURE;
  const pr = pa / REFERENCE_PRESSURE;
  const t = air.temperature + 273.15;
  const tr = t / REFERENCE_TEMPERATURE;
  const c = -6.8346 * (TRIPLE_POINT / t) ** 1.261 + 4.6151;
  const h = (air.humidity * 10 ** c) / pr; // molar concentration of water vapour, %
  const frO = pr * (24 + (4.04e4 * h * (0.02 + h)) / (0.391 + h));
  const frN = pr * tr ** -0.5 * (9 + 280 * h * Math.exp(-4.17 * (tr ** (-1 / 3) - 1)));
  const f2 = frequency * frequency;
  return (
    8.686 *
    f2 *
    (1.84e-11 * (1 / pr) * tr ** 0.5 +
      tr ** -2.5 *
        ((0.01275 * Math.exp(-2239.1 / t)) / (frO + f2 / frO) +
          (0.1068 * Math.exp(-3352.0 / t)) / (frN + f2 / frN)))
  );
}

/** Absorption per octave band at the exact mid-band frequencies, dB per metre (Aatm = α d). */
export function bandAbsorption(air: Air): Float64Array {
  return Float64Array.from(EXACT_BANDS, (f) => absorptionCoefficient(f, air));
}
