import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const baseUrl = (): string => inject("baseUrl");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/**
 * The browser of a test file: launched before its tests, closed after them. Call at the top of the file; the
 * answer gives the browser once the tests run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("useBrowser: the browser is there only while the tests run");
    return browser;
  };
}

/** A fresh context (own cookies and storage), desktop size by default, with the server as base URL. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    locale: options.locale ?? "ja-JP",
  });
  const page = await context.newPage();
  return { context, page };
}

let counter = 0;
/** A unique, valid account for one test. */
export function newAccount(prefix: string): {
  email: string;
  password: string;
  family: string;
  given: string;
} {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}-${stamp}@example.jp`, password: "Sora-City1!", family: "山田", given: "花子" };
}
