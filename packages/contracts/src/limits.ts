/** Business constants and limits of PRODUCT_SPEC §9, shared by web and server. */
export const LIMITS = {
  messageMaxChars: 1000,
  nameMaxChars: 50,
  passwordMinChars: 8,
  phoneDigits: [10, 11] as const,
  uploadMaxBytes: 100 * 1024 * 1024,
  drawnAreaMaxHectares: 25,
  soundPowerDb: { min: 0, max: 150 },
  heightMeters: { min: 0, max: 999 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  angleDegrees: { min: -360, max: 360 },
} as const;

/** Locale cookie lifetime (spec §9: 365 days). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE = "locale";
export const DARK_MODE_STORAGE_KEY = "darkMode";
