import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { type Account, register, rowAction, submitName } from "./support/dashboard";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WORKSPACE = "臨海地区";
const card = `[data-testid="workspace-card"][data-name="${WORKSPACE}"]`;
const item = '[data-testid="notification-item"]';

async function signIn(page: Page, account: Account) {
  await page.goto("/jp/login");
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForURL("**/jp/dashboard");
}

async function openNotifications(page: Page) {
  await page.click('[data-testid="avatar-button"]');
  await page.click('[data-testid="menu-notifications"]');
  await page.locator('[data-testid="notifications-dialog"]').waitFor();
}

const size = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
};

describe("notifications", () => {
  it("tells a user a workspace was shared with them: badge, list, detail, delete with confirmation", async () => {
    const owner = newAccount("nt-owner");
    const recipient = newAccount("nt-recipient");
    const b = await newPage(browser);
    await register(b.page, "jp", recipient);
    await b.context.close();

    // The owner shares a workspace with the recipient through the share dialog.
    const { context: ownerContext, page } = await newPage(browser);
    await register(page, "jp", owner);
    await page.click('[data-testid="workspace-create"]');
    await submitName(page, WORKSPACE);
    await page.locator(card).waitFor();
    await rowAction(page, card, "share");
    await page.fill('[data-testid="person-email"]', recipient.email);
    await page.click('[data-testid="person-permission"]');
    await page.click('[data-testid="permission-option-view"]');
    await page.click('[data-testid="person-add"]');
    await page.locator(`[data-testid="person-row"][data-email="${recipient.email}"]`).waitFor();
    await ownerContext.close();

    // The recipient signs in and sees one unread notification on the avatar and on the menu item.
    const { context, page: view } = await newPage(browser);
    await signIn(view, recipient);
    const avatarBadge = view.locator('[data-testid="avatar-badge"]');
    await expect.poll(() => avatarBadge.getAttribute("data-count")).toBe("1");
    expect(await view.textContent('[data-testid="avatar-badge"] .MuiBadge-badge')).toBe("1");
    await view.click('[data-testid="avatar-button"]');
    expect(await view.getAttribute('[data-testid="menu-notifications-badge"]', "data-count")).toBe("1");
    await view.click('[data-testid="menu-notifications"]');

    // The dialog (600 x 500) lists it: translated title, date YYYY-MM-DD HH:mm:ss, marked unread.
    const dialogPaper = '[data-testid="notifications-dialog"] .MuiDialog-paper';
    await view.locator(item).waitFor();
    expect(await size(view, dialogPaper)).toEqual([600, 500]);
    expect(await view.textContent('[data-testid="notifications-title"]')).toBe("お知らせ");
    expect(await view.locator(item).count()).toBe(1);
    expect(await view.getAttribute(item, "data-read")).toBe("false");
    expect(await view.textContent(`${item} [data-testid="notification-title"]`)).toBe("ワークスペースの共有");
    expect(await view.textContent(`${item} [data-testid="notification-date"]`)).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );

    // Viewing opens the detail (at most 800 wide): content with its line break, the link; it becomes read.
    await view.click(`${item} [data-testid="notification-view"]`);
    const content = view.locator('[data-testid="notification-content"]');
    await content.waitFor();
    const text = await content.innerText();
    expect(text).toBe(`山田 花子さんがワークスペース「${WORKSPACE}」をあなたと共有しました。\n権限: 閲覧`);
    expect((await size(view, '[data-testid="notification-detail"] .MuiDialog-paper'))[0]).toBeLessThanOrEqual(
      800,
    );
    const href = await view.getAttribute('[data-testid="notification-link"]', "href");
    expect(href).toMatch(/^\/jp\/dashboard\/workspace\/[0-9a-f-]{36}$/);
    await expect.poll(() => view.getAttribute(item, "data-read")).toBe("true");
    await expect.poll(() => avatarBadge.getAttribute("data-count")).toBe("0");

    // The link opens the shared workspace and closes the dialogs.
    await view.click('[data-testid="notification-link"]');
    await view.waitForURL(`**${href}`);
    await view.locator('[data-testid="notifications-dialog"]').waitFor({ state: "hidden" });

    // Deleting asks first (500 wide), then the list is refreshed.
    await openNotifications(view);
    await view.click(`${item} [data-testid="notification-delete"]`);
    expect(await view.textContent('[data-testid="confirm-delete-text"]')).toBe(
      `「山田 花子さんがワークスペース「${WORKSPACE}」をあなたと共有しました。」を削除してもよろしいですか？`,
    );
    expect((await size(view, '[data-testid="confirm-delete-dialog"] .MuiDialog-paper'))[0]).toBe(500);
    await view.click('[data-testid="confirm-delete"]');
    await view.locator(item).waitFor({ state: "detached" });
    await view.locator('[data-testid="notifications-empty"]').waitFor();
    await view.keyboard.press("Escape");

    // In English the dialog has its English title.
    await view.goto("/en/dashboard");
    await openNotifications(view);
    expect(await view.textContent('[data-testid="notifications-title"]')).toBe("Notifications");
    await view.locator('[data-testid="notifications-empty"]').waitFor();
    expect(await view.textContent('[data-testid="notifications-empty"]')).toBe("You have no notifications.");
    await context.close();
  });
});
