import path from "node:path";
import { z } from "zod";
import type { AnalysisSizeLimits } from "@soracity/contracts";
import { loadPlanLimits, type PlanLimitsByType } from "./modules/limits/limits.config";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

/** A second: a dashboard polling its cases, or a crowd opening one shared case, reuse one answer. */
export const DEFAULT_READ_CACHE_MS = 1000;

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).optional().default(fallback);

/** Environment variables read by the server; documented in apps/server/README.md. */
export const envSchema = z.object({
  PORT: int(3000, 0).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  WEB_DIST: z.string().min(1).default("apps/web/dist"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_HOURS: int(24 * 7, 1),
  SESSION_ABSOLUTE_DAYS: int(30, 1),
  TRUST_PROXY: bool(false),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  BRAND_NAME: z.string().min(1).default("SoraCity"),
  BRAND_PREFIX: z.string().min(1).max(8).default("SOR"),
  BRAND_FOOTER_TEXT: z.string().optional(),
  UI_NEWS: bool(true),
  /** Google Tag Manager container id; unset (default): no tag manager at all. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "expected a container id like GTM-XXXXXXX")
    .optional(),
  /** How long a signed-in user's dashboard read may be answered again (plugins/read-cache.ts); 0: never. */
  READ_CACHE_MS: int(DEFAULT_READ_CACHE_MS, 0),
  RATE_LIMIT_AUTH: int(10, 1),
  RATE_LIMIT_SHARE: int(120, 1),
  RATE_LIMIT_LOOKUP: int(30, 1),
  RATE_LIMIT_CONTACT: int(5, 1),
  SHARE_LINK_SECRET: z.string().min(32).optional(),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).optional(),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).optional(),
  MAP_TILE_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "https://cyberjapandata.gsi.go.jp")
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  /** Default: on with the embedded database, off with DATABASE_URL (resolved in loadConfig). */
  DEMO: z.enum(["true", "false", "1", "0", "yes", "no"]).optional(),
  WORKER: bool(true),
  WORKER_CONCURRENCY: int(1, 1),
  ANALYSIS_STALE_SECONDS: int(30, 2),
  ANALYSIS_HEARTBEAT_MS: int(2000, 100),
  ANALYSIS_TILE_CELL_STEPS: int(150_000_000, 1),
  ANALYSIS_THREADS: z.coerce.number().int().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CONTACT_TO: z.string().min(3).optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** The address search of GET /api/places; left out: DEFAULT_GEOCODER_URL, empty: none (see loadConfig). */
  GEOCODER_URL: z.string().url().optional(),
  /** PLATEAU's API (data catalogue of CityGML files); left out: DEFAULT_PLATEAU_API_URL, empty: no fetching. */
  PLATEAU_API_URL: z.string().url().optional(),
  /** GET /metrics: off (404), on, or token (needs METRICS_TOKEN); default token when METRICS_TOKEN is set. */
  METRICS: z.enum(["off", "on", "token"]).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
});

/** GSI's address search (国土地理院 地名検索), the query appended to this URL. */
export const DEFAULT_GEOCODER_URL = "https://msearch.gsi.go.jp/address-search/AddressSearch?q=";

/** PLATEAU's public API: `GET /datacatalog/citygml/r:<bbox>?types=bldg` lists the CityGML files of an area. */
export const DEFAULT_PLATEAU_API_URL = "https://api.plateauview.mlit.go.jp";

/** Settings of one server instance; `buildApp` takes this, `loadConfig` builds it from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, files, lock). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absolute path of the built web app (index.html and assets). */
  webDist: string;
  logLevel: string;
  session: { idleHours: number; absoluteDays: number };
  trustProxy: boolean;
  /** Origins accepted for cookie-authenticated unsafe requests besides the request's own. */
  allowedOrigins: string[];
  brand: { name: string; prefix: string; footerText: string };
  ui: { header: boolean; footer: boolean; corner: boolean; news: boolean };
  /** Tag manager container id (page views, PRODUCT.md §7), or undefined: none. */
  gtmId?: string;
  /**
   * Milliseconds a dashboard read's answer may be given again to the same user while no write finished in this
   * process (default 1000; 0: off); writes of other processes show within this time.
   */
  readCacheMs?: number;
  /** Sign-in and registration attempts per minute and IP. */
  rateLimitAuthPerMinute: number;
  /** Requests per minute and IP to the public share routes (default 120). */
  rateLimitSharePerMinute?: number;
  /** Adds of a person by e-mail (workspace shares, group members) per minute and signed-in user. */
  rateLimitLookupPerMinute?: number;
  /** Contact inquiries per 10 minutes and IP (default 5). */
  rateLimitContactPer10Minutes?: number;
  /** Seals share tokens at rest (SHARE_LINK_SECRET); unset: a secret generated into the database. */
  shareLinkSecret?: string;
  /** argon2id cost; undefined fields use the library defaults (19 MiB, 2 passes). Tests lower them. */
  argon2: { memoryCost?: number; timeCost?: number };
  /** Plan count limits per user_type (PLAN_LIMITS_*); undefined uses the defaults of limits.config.ts. */
  planLimits?: PlanLimitsByType;
  /** Origins the browser may load base-map tiles from (CSP img-src). */
  mapTileOrigins: string[];
  /**
   * DEMO: a demo account with a workspace is created on first start (empty database), and the home page offers
   * a one-click sign-in as it. Unset in tests: off.
   */
  demo?: boolean;
  /** The job worker: whether `npm start` runs it in the server process, and its settings. */
  worker: WorkerConfig;
  /** Outgoing mail; undefined (tests): .eml files under DATA_DIR/outbox, links to http://localhost. */
  mail?: MailConfig;
  /**
   * The street address search of GET /api/places, the query appended to it (GEOCODER_URL); undefined (an empty
   * GEOCODER_URL, and tests): city and ward names only, nothing leaves the server.
   */
  geocoderUrl?: string;
  /**
   * PLATEAU's API (PLATEAU_API_URL, no trailing slash): city models are fetched from its data catalogue on
   * demand; undefined (an empty PLATEAU_API_URL, and tests): only the buildings imported by hand or bundled.
   */
  plateauApiUrl?: string;
  /** GET /metrics (plugins/metrics.ts); undefined (tests): off. */
  metrics?: MetricsConfig;
}

/** Prometheus metrics at GET /metrics: `off` (404), `on` (open), `token` (Bearer METRICS_TOKEN required). */
export interface MetricsConfig {
  mode: "off" | "on" | "token";
  token?: string;
}

/** Outgoing mail (account links, inquiries, analysis ends). */
export interface MailConfig {
  /** SMTP_URL (e.g. smtps://user:pass@smtp.example.jp:465); unset: mails are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender (MAIL_FROM), e.g. `SoraCity <no-reply@example.jp>`. */
  from: string;
  /** Where contact inquiries are mailed (CONTACT_TO). */
  contactTo: string;
  /** The address users open the app at (PUBLIC_URL), for the links in mails; no trailing slash. */
  publicUrl: string;
}

export interface WorkerConfig {
  /** `npm start` takes analysis jobs in the server process (WORKER); `npm run worker` always does. */
  enabled: boolean;
  /** Analyses computed at once by one process (each on its own worker thread). */
  concurrency: number;
  /** A run whose worker has not beaten for this long is taken as dead and retried once. */
  staleSeconds: number;
  heartbeatMs: number;
  /** Shadow grids of more cell-steps than this are split into tiles that any worker computes. */
  tileCellSteps: number;
  /**
   * Engine threads per analysis (ANALYSIS_THREADS). Default: all cores for `npm run worker`, one fewer in the
   * server process, so HTTP requests keep a core while analyses run.
   */
  engineThreads: number | undefined;
  /** Size limits of the runs the worker computes (tests only; default the contracts' ANALYSIS_SIZE_LIMITS). */
  sizeLimits?: AnalysisSizeLimits | undefined;
}

/** Reads and validates the environment; relative paths resolve against the directory npm was started from. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const metricsMode = e.METRICS ?? (e.METRICS_TOKEN ? "token" : "off");
  if (metricsMode === "token" && !e.METRICS_TOKEN) {
    throw new Error("Invalid configuration:\n  METRICS: token needs METRICS_TOKEN (16 characters or more)");
  }
  // `npm run -w` runs scripts in the workspace folder; INIT_CWD is where the user typed `npm start`.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDist: path.resolve(base, e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    session: { idleHours: e.SESSION_IDLE_HOURS, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    brand: {
      name: e.BRAND_NAME,
      prefix: e.BRAND_PREFIX,
      footerText: e.BRAND_FOOTER_TEXT ?? `© ${e.BRAND_NAME}`,
    },
    ui: { header: true, footer: true, corner: true, news: e.UI_NEWS },
    gtmId: e.GTM_ID,
    readCacheMs: e.READ_CACHE_MS,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH,
    rateLimitSharePerMinute: e.RATE_LIMIT_SHARE,
    rateLimitLookupPerMinute: e.RATE_LIMIT_LOOKUP,
    rateLimitContactPer10Minutes: e.RATE_LIMIT_CONTACT,
    shareLinkSecret: e.SHARE_LINK_SECRET,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    planLimits: loadPlanLimits(env),
    mapTileOrigins: e.MAP_TILE_ORIGINS,
    demo: e.DEMO === undefined ? !e.DATABASE_URL : ["true", "1", "yes"].includes(e.DEMO),
    worker: {
      enabled: e.WORKER,
      concurrency: e.WORKER_CONCURRENCY,
      staleSeconds: e.ANALYSIS_STALE_SECONDS,
      heartbeatMs: e.ANALYSIS_HEARTBEAT_MS,
      tileCellSteps: e.ANALYSIS_TILE_CELL_STEPS,
      engineThreads: e.ANALYSIS_THREADS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@localhost>`,
      contactTo: e.CONTACT_TO ?? "contact@localhost",
      publicUrl: (e.PUBLIC_URL ?? `http://${publicHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ""),
    },
    // Unlike the other variables, an empty GEOCODER_URL is not "unset": it turns the address search off.
    geocoderUrl: env.GEOCODER_URL === undefined ? DEFAULT_GEOCODER_URL : e.GEOCODER_URL,
    // The same for PLATEAU_API_URL: empty turns on-demand city-model fetching off.
    plateauApiUrl: (env.PLATEAU_API_URL === undefined ? DEFAULT_PLATEAU_API_URL : e.PLATEAU_API_URL)?.replace(
      /\/+$/,
      "",
    ),
    metrics: { mode: metricsMode, token: e.METRICS_TOKEN },
  };
}

/** The host of the default PUBLIC_URL: a wildcard listen address is reached as localhost. */
const publicHost = (host: string) => (host === "0.0.0.0" || host === "::" ? "localhost" : host);
