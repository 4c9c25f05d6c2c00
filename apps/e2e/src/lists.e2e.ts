import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { api, register, signInPremium } from "./support/dashboard";

// The dashboard lists are searched, sorted and paged by the server (issue 15): these tests check that what the
// user chooses reaches the server and that the page shows the server's answer as it is.

let browser: Browser;
let page: Page;
let closePage: () => Promise<void>;
beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await newPage(browser);
  page = opened.page;
  closePage = () => opened.context.close();
  await signInPremium(page, inject("premium"));
});
afterAll(async () => {
  await closePage?.();
  await browser?.close();
});

/** A prefix no other test's names share, so the counts below are this test's alone. */
const unique = (label: string) => `${label}${Date.now().toString(36)}`;
const twoDigits = (n: number) => String(n).padStart(2, "0");
/** Full-width letters and digits of an ASCII text (the server's search folds them, NFKC). */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const created = async <T>(path: string, body: unknown) => {
  const res = await api<T>(page, "POST", path, body);
  expect(res.status, path).toBe(201);
  return res.body;
};

/** The list requests the page sends to `pathname`, with their query. */
function listRequests(pathname: string): URL[] {
  const seen: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) seen.push(url);
  });
  return seen;
}
const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
const chooseSort = async (scope: string, choice: string) => {
  await page.click(`${scope} [data-testid="list-sort"]`);
  await page.click(`li[data-value="${choice}"]`);
};

describe("lists searched, sorted and paged by the server", () => {
  it("my workspaces: the search, sort and page go to the server and the page shows its answer", async () => {
    const prefix = unique("Lst");
    const ids: string[] = [];
    for (let i = 1; i <= 21; i += 1) {
      ids.push((await created<{ id: string }>("/api/workspaces", { name: `${prefix} ${twoDigits(i)}` })).id);
    }
    const asked = listRequests("/api/workspaces");
    await page.goto("/jp/dashboard");
    const ours = `[data-testid="workspace-card"][data-name^="${prefix}"]`;
    await page.fill('[data-testid="list-search"]', fullWidth(prefix));
    await expect.poll(() => page.locator(ours).count()).toBe(20);
    expect(await page.locator('[data-testid="workspace-card"]').count()).toBe(20);
    await chooseSort("", "name_desc");
    await expect
      .poll(() => page.locator('[data-testid="workspace-card"]').first().getAttribute("data-name"))
      .toBe(`${prefix} 21`);
    await page.locator('[data-testid="list-pager"]').getByRole("button", { name: "2 ページへ" }).click();
    await expect.poll(() => page.locator(ours).count()).toBe(1);
    expect(await page.locator(ours).getAttribute("data-name")).toBe(`${prefix} 01`);
    expect(queryOf(asked.at(-1))).toEqual({
      kind: "my",
      q: fullWidth(prefix),
      sort: "name",
      order: "desc",
      page: "2",
      page_size: "20",
    });
    for (const id of ids) expect((await api(page, "DELETE", `/api/workspaces/${id}`)).status).toBe(204);
  });

  it("projects and a service's cases: server order, search and pages", async () => {
    const workspace = await created<{ id: string }>("/api/workspaces", { name: unique("ListWs") });
    const projects = `/api/workspaces/${workspace.id}/projects`;
    let first = "";
    for (const name of ["Beta", "alpha", "Gamma"]) {
      const project = await created<{ id: string }>(projects, { project_name: name, services: ["hikage"] });
      if (name === "alpha") first = project.id;
    }
    await page.goto(`/jp/dashboard/workspace/${workspace.id}`);
    await chooseSort("", "name_asc");
    const projectNames = () =>
      page
        .locator('[data-testid="project-card"]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-name")));
    await expect.poll(projectNames).toEqual(["alpha", "Beta", "Gamma"]); // case-insensitive, as the server orders
    await page.fill('[data-testid="list-search"]', "AMM");
    await expect.poll(projectNames).toEqual(["Gamma"]);

    for (let i = 1; i <= 21; i += 1) {
      await created(`/api/project/${first}/cases`, { service_type: "hikage", name: `case ${twoDigits(i)}` });
    }
    const asked = listRequests(`/api/project/${first}/cases`);
    await page.goto(`/jp/dashboard/project/${first}`);
    const section = '[data-testid="service-hikage-cases"]';
    const rows = `${section} [data-testid="case-row"]`;
    await expect.poll(() => page.locator(rows).count()).toBe(20);
    await page
      .locator(`${section} [data-testid="list-pager"]`)
      .getByRole("button", { name: "2 ページへ" })
      .click();
    await expect
      .poll(() => page.locator(`${rows} [data-testid="case-name"]`).allTextContents())
      .toEqual(["case 01"]);
    await page.fill(`${section} [data-testid="list-search"]`, "case 07");
    await expect
      .poll(() => page.locator(`${rows} [data-testid="case-name"]`).allTextContents())
      .toEqual(["case 07"]);
    expect(queryOf(asked.at(-1))).toMatchObject({ service_type: "hikage", q: "case 07", page: "1" });
    expect((await api(page, "DELETE", `/api/workspaces/${workspace.id}`)).status).toBe(204);
  });

  it("the notifications page searches the notifications' text on the server", async () => {
    const reader = newAccount("lists-reader");
    const other = await newPage(browser);
    await register(other.page, "jp", reader);
    const names = [unique("Riverside"), unique("Harbour")];
    const ids: string[] = [];
    for (const name of names) {
      const { id } = await created<{ id: string }>("/api/workspaces", { name });
      ids.push(id);
      const share = { email: reader.email, permission: "view" };
      expect((await api(page, "PUT", `/api/workspaces/${id}/shares`, share)).status).toBe(200);
    }
    await other.page.goto("/jp/dashboard/notification");
    const items = '[data-testid="notification-item"]';
    await expect.poll(() => other.page.locator(items).count()).toBe(2);
    const all = await api<{ notification_id: string; content: string }[]>(
      other.page,
      "GET",
      "/api/notification",
    );
    const harbour = all.body.find((item) => item.content.includes(names[1] ?? "-"));
    await other.page.fill('[data-testid="list-search"]', names[1] ?? "");
    await expect.poll(() => other.page.locator(items).count()).toBe(1);
    expect(await other.page.locator(items).getAttribute("data-id")).toBe(harbour?.notification_id);
    await other.context.close();
    for (const id of ids) await api(page, "DELETE", `/api/workspaces/${id}`);
  });
});
