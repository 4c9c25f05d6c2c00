import { describe, expect, it } from "vitest";
import { DEFAULT_GEOCODER_URL, DEFAULT_PLATEAU_API_URL, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults, resolving paths against INIT_CWD", () => {
    const config = loadConfig({ INIT_CWD: "/srv/soracity" });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/soracity/data",
      databaseUrl: undefined,
      webDist: "/srv/soracity/apps/web/dist",
      logLevel: "info",
      session: { idleHours: 168, absoluteDays: 30 },
      trustProxy: false,
      allowedOrigins: [],
      brand: { name: "SoraCity", prefix: "SOR", footerText: "© SoraCity" },
      ui: { header: true, footer: true, corner: true, news: true },
      rateLimitAuthPerMinute: 10,
      argon2: { memoryCost: undefined, timeCost: undefined },
    });
  });

  it("reads every variable; empty values count as unset", () => {
    const config = loadConfig({
      INIT_CWD: "/srv",
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/soracity",
      DATABASE_URL: "",
      WEB_DIST: "web",
      LOG_LEVEL: "debug",
      SESSION_IDLE_HOURS: "2",
      SESSION_ABSOLUTE_DAYS: "1",
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: "https://a.example/, https://b.example",
      BRAND_NAME: "Acme",
      BRAND_PREFIX: "ACM",
      BRAND_FOOTER_TEXT: "Acme Inc.",
      UI_NEWS: "false",
      RATE_LIMIT_AUTH: "5",
      ARGON2_MEMORY_KIB: "4096",
      ARGON2_TIME_COST: "3",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/soracity",
      databaseUrl: undefined,
      webDist: "/srv/web",
      logLevel: "debug",
      session: { idleHours: 2, absoluteDays: 1 },
      trustProxy: true,
      allowedOrigins: ["https://a.example", "https://b.example"],
      brand: { name: "Acme", prefix: "ACM", footerText: "Acme Inc." },
      ui: { news: false },
      rateLimitAuthPerMinute: 5,
      argon2: { memoryCost: 4096, timeCost: 3 },
    });
  });

  it("searches addresses with GSI by default, at GEOCODER_URL when set, and not at all when it is empty", () => {
    expect(DEFAULT_GEOCODER_URL).toBe("https://msearch.gsi.go.jp/address-search/AddressSearch?q=");
    expect(loadConfig({}).geocoderUrl).toBe(DEFAULT_GEOCODER_URL);
    expect(loadConfig({ GEOCODER_URL: "http://127.0.0.1:8080/search?q=" }).geocoderUrl).toBe(
      "http://127.0.0.1:8080/search?q=",
    );
    expect(loadConfig({ GEOCODER_URL: "" }).geocoderUrl).toBeUndefined();
    expect(() => loadConfig({ GEOCODER_URL: "msearch.gsi.go.jp" })).toThrow(/GEOCODER_URL/);
  });

  it("fetches city models from PLATEAU's API by default, at PLATEAU_API_URL when set, not at all when empty", () => {
    expect(DEFAULT_PLATEAU_API_URL).toBe("https://api.plateauview.mlit.go.jp");
    expect(loadConfig({}).plateauApiUrl).toBe(DEFAULT_PLATEAU_API_URL);
    expect(loadConfig({ PLATEAU_API_URL: "http://127.0.0.1:8081/" }).plateauApiUrl).toBe(
      "http://127.0.0.1:8081",
    );
    expect(loadConfig({ PLATEAU_API_URL: "" }).plateauApiUrl).toBeUndefined();
    expect(() => loadConfig({ PLATEAU_API_URL: "api.plateauview.mlit.go.jp" })).toThrow(/PLATEAU_API_URL/);
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "http", TRUST_PROXY: "maybe", DATABASE_URL: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*TRUST_PROXY|PORT[\s\S]*TRUST_PROXY[\s\S]*DATABASE_URL/,
    );
  });
});
