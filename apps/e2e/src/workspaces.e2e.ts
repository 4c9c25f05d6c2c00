import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import {
  api,
  register,
  rowAction,
  signInPremium as signInPremiumAccount,
  solidPng,
  submitName,
} from "./support/dashboard";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (name: string) => `[data-testid="workspace-card"][data-name="${name}"]`;
const count = (page: Page, selector: string) => page.locator(selector).count();

const signInPremium = (page: Page) => signInPremiumAccount(page, inject("premium"));

describe("workspaces, projects and cases", () => {
  it("creates a workspace, a project with a thumbnail and a case, and shares it read-only", async () => {
    const owner = newAccount("ws-owner");
    const viewer = newAccount("ws-viewer");
    const a = await newPage(browser);
    const b = await newPage(browser);
    await register(b.page, "jp", viewer);
    await register(a.page, "jp", owner);
    const page = a.page;

    // Empty state says what to do, then create the workspace.
    await page.locator('[data-testid="workspaces-empty"]').waitFor();
    await page.click('[data-testid="workspace-create"]');
    await submitName(page, "渋谷再開発");
    await page.locator(card("渋谷再開発")).waitFor();

    // A project with a thumbnail (previewed before saving).
    await page.click(`${card("渋谷再開発")} a`);
    await page.locator('[data-testid="projects-empty"]').waitFor();
    await page.click('[data-testid="project-create"]');
    await page.fill('[data-testid="project-name-input"]', "駅前広場");
    await page.fill('[data-testid="project-description-input"]', "冬至の日影を確認する");
    await page.setInputFiles('[data-testid="thumbnail-input"]', {
      name: "thumb.png",
      mimeType: "image/png",
      buffer: solidPng(64, 40, [20, 140, 140]),
    });
    await page.locator('[data-testid="thumbnail-preview"] img').waitFor();
    await page.click('[data-testid="project-submit"]');
    const thumbnail = page.locator('[data-testid="project-card"] [data-testid="project-thumbnail"]');
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A case of the shadow service, listed as a draft without process times.
    await page.click('[data-testid="project-card"] a');
    await page.locator('[data-testid="project-properties"]').waitFor();
    expect(await page.textContent('[data-testid="project-created"]')).toMatch(
      /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/,
    );
    await page.click('[data-testid="case-create-hikage"]');
    await submitName(page, "ケース1");
    const row = page.locator('[data-testid="case-row"][data-name="ケース1"]');
    await row.waitFor();
    expect(await row.locator('[data-testid="case-status"]').getAttribute("data-status")).toBe("draft");
    expect(await row.locator('[data-testid="case-status"]').textContent()).toBe("下書き");
    // A copy from the row menu, renamed, then deleted after the confirmation.
    const caseRow = (name: string) => `[data-testid="case-row"][data-name="${name}"]`;
    await rowAction(page, caseRow("ケース1"), "copy");
    await submitName(page, "ケース2");
    await rowAction(page, caseRow("ケース2"), "rename");
    await submitName(page, "ケース3");
    await rowAction(page, caseRow("ケース3"), "delete");
    await page.click('[data-testid="confirm-delete"]');
    await page.locator(caseRow("ケース3")).waitFor({ state: "detached" });
    expect(await count(page, '[data-testid="case-row"]')).toBe(1);
    const projectUrl = page.url();

    // The thumbnail shows on the project page and can be removed again.
    await page.locator('[data-testid="project-properties"] [data-testid="project-thumbnail"]').waitFor();
    await page.click('[data-testid="project-edit"]');
    await page.click('[data-testid="thumbnail-remove"]');
    await page.click('[data-testid="project-submit"]');
    await expect.poll(() => count(page, '[data-testid="project-thumbnail"]')).toBe(0);
    const projectId = new URL(projectUrl).pathname.split("/").at(-1);
    expect((await api(page, "GET", `/api/project/${projectId}/thumbnail`)).status).toBe(404);

    // Share with the second user as a viewer.
    await page.goto("/jp/dashboard");
    await rowAction(page, card("渋谷再開発"), "share");
    await page.fill('[data-testid="person-email"]', viewer.email);
    await page.click('[data-testid="person-permission"]');
    await page.click('[data-testid="permission-option-view"]');
    await page.click('[data-testid="person-add"]');
    await page.locator(`[data-testid="person-row"][data-email="${viewer.email}"]`).waitFor();
    await page.click('[data-testid="share-close"]');

    // The viewer sees it under shared workspaces, with no edit controls anywhere.
    const view = b.page;
    await view.goto("/jp/dashboard/shareworkspace");
    await view.locator(card("渋谷再開発")).waitFor();
    expect(await view.textContent(`${card("渋谷再開発")} [data-testid="workspace-role"]`)).toBe("閲覧");
    // Its only action for a viewer is to leave it (checked at the end).
    await view.click(`${card("渋谷再開発")} [data-testid="row-menu"]`);
    expect(
      await view
        .locator('[role="menuitem"]:visible')
        .evaluateAll((items) => items.map((i) => i.dataset.testid)),
    ).toEqual(["action-leave"]);
    await view.keyboard.press("Escape");
    expect(await count(view, '[data-testid="workspace-create"]')).toBe(0);
    await view.click(`${card("渋谷再開発")} a`);
    await view.locator('[data-testid="project-card"]').waitFor();
    expect(await count(view, '[data-testid="project-create"]')).toBe(0);
    expect(await count(view, '[data-testid="project-card"] [data-testid="row-menu"]')).toBe(0);
    await view.goto(new URL(projectUrl).pathname);
    await view.locator('[data-testid="case-row"][data-name="ケース1"]').waitFor();
    expect(await count(view, '[data-testid="project-edit"]')).toBe(0);
    expect(await count(view, '[data-testid="case-create-hikage"]')).toBe(0);
    expect(await count(view, '[data-testid="case-row"] [data-testid="row-menu"]')).toBe(0);
    // The server agrees: a viewer's rename is refused.
    const [shared] = (await api<{ id: string }[]>(view, "GET", "/api/workspaces?kind=shared")).body;
    expect((await api(view, "PATCH", `/api/workspaces/${shared?.id}`, { name: "x" })).status).toBe(403);

    // The viewer leaves the workspace (confirmation first): it is gone from their list and out of reach.
    await view.goto("/jp/dashboard/shareworkspace");
    await rowAction(view, card("渋谷再開発"), "leave");
    expect(await view.textContent('[data-testid="confirm-delete-text"]')).toContain(
      "「渋谷再開発」から退出しますか",
    );
    await view.click('[data-testid="confirm-delete"]');
    await view.locator(card("渋谷再開発")).waitFor({ state: "detached" });
    expect((await api(view, "GET", `/api/workspaces/${shared?.id}`)).status).toBe(404);

    await a.context.close();
    await b.context.close();
  });

  it("deletes a workspace after the delete confirmation of PRODUCT.md §8, with its projects and cases", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await register(page, "en", newAccount("ws-delete"));
    const workspace = (await api<{ id: string }>(page, "POST", "/api/workspaces", { name: "Temporary" }))
      .body;
    const project = (
      await api<{ id: string }>(page, "POST", `/api/workspaces/${workspace.id}/projects`, {
        project_name: "Doomed",
        services: ["hikage"],
      })
    ).body;
    const kase = (
      await api<{ id: string }>(page, "POST", `/api/project/${project.id}/cases`, {
        service_type: "hikage",
        name: "Case A",
      })
    ).body;
    await page.reload();
    await rowAction(page, card("Temporary"), "delete");
    expect(await page.textContent('[data-testid="confirm-delete-text"]')).toBe(
      'Are you sure you would like to delete "Temporary"?',
    );
    const width = await page
      .locator('[data-testid="confirm-delete-dialog"] .MuiDialog-paper')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(500);
    await page.click('[data-testid="confirm-delete"]');
    await page.locator('[data-testid="workspaces-empty"]').waitFor();
    expect((await api(page, "GET", `/api/workspaces/${workspace.id}`)).status).toBe(404);
    expect((await api(page, "GET", `/api/project/${project.id}`)).status).toBe(404);
    expect((await api(page, "GET", `/api/cases/${kase.id}`)).status).toBe(404);
    await page.goto(`/en/dashboard/project/${project.id}`);
    await page.locator('[data-testid="not-found-state"]').waitFor();
    await context.close();
  });

  it("shows the limit dialog when a basic user reaches the maximum number of workspaces", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await register(page, "en", newAccount("ws-limit"));
    const limits = (
      await api<{ user_type: string; limits: { workspaces: number } }>(page, "GET", "/api/user/limits")
    ).body;
    expect(limits.user_type).toBe("basic");
    for (let index = 1; index <= limits.limits.workspaces; index += 1) {
      expect((await api(page, "POST", "/api/workspaces", { name: `WS ${index}` })).status).toBe(201);
    }
    await page.reload();
    await expect.poll(() => count(page, '[data-testid="workspace-card"]')).toBe(limits.limits.workspaces);
    await page.click('[data-testid="workspace-create"]');
    // The shared name rule with translated messages: at most 50 characters, required.
    const nameInput = page.locator('[data-testid="name-input"]');
    await nameInput.fill("x".repeat(51));
    await page.click('[data-testid="name-submit"]');
    await page.getByText("Enter at most 50 characters").waitFor();
    await nameInput.fill("");
    await page.getByText("This field is required").waitFor();
    await submitName(page, "x".repeat(50));
    await page.locator('[data-testid="limit-dialog"]').waitFor();
    expect(await page.textContent('[data-testid="limit-dialog"] h2')).toBe("Error");
    expect(await page.textContent('[data-testid="limit-message"]')).toBe(
      "You have reached the maximum number of workspaces.",
    );
    await page.click('[data-testid="limit-close"]');
    expect(await count(page, '[data-testid="workspace-card"]')).toBe(limits.limits.workspaces);
    // Basic users have no group section.
    expect(await count(page, '[data-testid="nav-groups"]')).toBe(0);
    await context.close();
  });
});

describe("groups", () => {
  it("lets a premium user build a group tree and share a group workspace with a member", async () => {
    const member = newAccount("grp-member");
    const a = await newPage(browser);
    const b = await newPage(browser);
    await register(b.page, "jp", member);
    expect(await count(b.page, '[data-testid="nav-group-ws"]')).toBe(0);
    const page = a.page;
    await signInPremium(page);
    await page.click('[data-testid="avatar-button"]');
    expect(await page.getAttribute('[data-testid="plan-label"]', "data-plan")).toBe("premium");
    await page.keyboard.press("Escape");
    await page.click('[data-testid="nav-groups"]:visible');
    await page.waitForURL("**/jp/dashboard/group");
    await page.locator('[data-testid="groups-empty"]').waitFor();

    await page.click('[data-testid="group-create"]');
    await submitName(page, "設計部");
    await page.locator('[data-testid="group-row"][data-name="設計部"]').waitFor();
    await rowAction(page, '[data-testid="group-row"][data-name="設計部"]', "subgroup");
    await submitName(page, "第一課");
    const sub = page.locator('[data-testid="group-row"][data-name="第一課"]');
    await sub.waitFor();
    expect(await sub.getAttribute("data-level")).toBe("1");
    // The group workspace entry appears with the first group.
    await page.locator('[data-testid="nav-group-ws"]:visible').waitFor();

    // Add the member to the top group, then give the group a workspace.
    await rowAction(page, '[data-testid="group-row"][data-name="設計部"]', "members");
    await page.fill('[data-testid="person-email"]', member.email);
    await page.click('[data-testid="person-permission"]');
    await page.click('[data-testid="permission-option-edit"]');
    await page.click('[data-testid="person-add"]');
    await page.locator(`[data-testid="person-row"][data-email="${member.email}"]`).waitFor();
    await page.click('[data-testid="members-close"]');
    await page.click('[data-testid="group-row"][data-name="設計部"] a');
    await page.click('[data-testid="workspace-create"]');
    await submitName(page, "設計部の共有");
    await page.locator(card("設計部の共有")).waitFor();

    // The member now sees the group workspace entry and the workspace.
    await b.page.goto("/jp/dashboard");
    await b.page.click('[data-testid="nav-group-ws"]:visible');
    await b.page.waitForURL("**/jp/dashboard/groupworkspace");
    await b.page.locator(card("設計部の共有")).waitFor();
    expect(await b.page.textContent(`${card("設計部の共有")} [data-testid="workspace-role"]`)).toBe("編集");

    // Move, rename and delete a sub-group within the tree.
    const row = (name: string) => `[data-testid="group-row"][data-name="${name}"]`;
    await page.goto("/jp/dashboard/group");
    await rowAction(page, row("設計部"), "subgroup");
    await submitName(page, "第二課");
    await page.locator(row("第二課")).waitFor();
    expect(await page.getAttribute(row("第二課"), "data-level")).toBe("1");
    await rowAction(page, row("第二課"), "move");
    await page.click('[data-testid="move-target"]');
    await page.click('li[role="option"]:has-text("第一課")');
    await page.click('[data-testid="move-submit"]');
    await expect.poll(() => page.getAttribute(row("第二課"), "data-level")).toBe("2");
    await rowAction(page, row("第二課"), "rename");
    await submitName(page, "第二課（新）");
    await page.locator(row("第二課（新）")).waitFor();
    await rowAction(page, row("第二課（新）"), "delete");
    expect(await page.textContent('[data-testid="confirm-delete-text"]')).toBe(
      "「第二課（新）」を削除してもよろしいですか？",
    );
    await page.click('[data-testid="confirm-delete"]');
    await expect.poll(() => count(page, row("第二課（新）"))).toBe(0);
    expect(await count(page, '[data-testid="group-row"]')).toBe(2);

    // The member may leave the group they were added to (not its sub-group, which comes with it); then its
    // workspace is gone from their list.
    await b.page.goto("/jp/dashboard/group");
    await b.page.locator(row("第一課")).waitFor();
    await b.page.click(`${row("第一課")} [data-testid="row-menu"]`);
    expect(await count(b.page, '[data-testid="action-leave"]')).toBe(0);
    await b.page.keyboard.press("Escape");
    await rowAction(b.page, row("設計部"), "leave");
    expect(await b.page.textContent('[data-testid="confirm-delete-text"]')).toContain(
      "「設計部」から退出しますか",
    );
    await b.page.click('[data-testid="confirm-delete"]');
    await expect.poll(() => count(b.page, '[data-testid="group-row"]')).toBe(0);
    await b.page.goto("/jp/dashboard/groupworkspace");
    await b.page.locator(card("設計部の共有")).waitFor({ state: "detached" });

    await a.context.close();
    await b.context.close();
  });
});

describe("dashboard shell", () => {
  it("loads limits, then the group tree, and no master list; tracks offline; toggles the phone menu", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await register(page, "jp", newAccount("ws-shell"));
    const order: string[] = [];
    const loads = ["/api/user/limits", "/api/groupsclosure/tree"];
    // The masters are constants of the contracts: the dashboard asks the server for none of them.
    const masters = [
      "/api/groupmember/master/permission",
      "/api/permissionmanage/master/permission",
      "/api/service/type/all",
    ];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if ([...loads, ...masters].includes(path)) order.push(path);
    });
    await page.reload();
    await expect.poll(() => order.length).toBeGreaterThanOrEqual(2);
    expect(order.slice(0, 2)).toEqual(loads);

    await context.setOffline(true);
    await expect.poll(() => page.getAttribute('[data-testid="online-status"]', "data-online")).toBe("false");
    await context.setOffline(false);
    await expect.poll(() => page.getAttribute('[data-testid="online-status"]', "data-online")).toBe("true");

    expect(await count(page, '[data-testid="nav-shared"]:visible')).toBe(0);
    await page.click('[data-testid="menu-toggle"]');
    await page.locator('[data-testid="nav-shared"]:visible').click();
    await page.waitForURL("**/jp/dashboard/shareworkspace");
    await page.locator('[data-testid="workspaces-empty"]').waitFor();
    expect(order.filter((path) => masters.includes(path))).toEqual([]);
    await context.close();
  });
});
