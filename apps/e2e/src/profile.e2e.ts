import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { type Account, api, register } from "./support/dashboard";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (name: string) => `[data-testid="profile-${name}"]`;
const helperOf = (page: Page, testId: string) =>
  page.locator(`.MuiFormControl-root:has([data-testid="${testId}"]) .MuiFormHelperText-root`);
const toast = (page: Page, text: string) => page.locator("#notistack-snackbar", { hasText: text }).waitFor();

/** Signs in through the form; answers whether the dashboard opened (false: the form shows its error). */
async function signIn(page: Page, email: string, password: string): Promise<boolean> {
  await page.goto("/jp/login");
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-testid="login-submit"]');
  const outcome = await Promise.race([
    page.waitForURL("**/jp/dashboard").then(() => "dashboard"),
    page
      .locator('[data-testid="login-error"]')
      .waitFor()
      .then(() => "error"),
  ]);
  return outcome === "dashboard";
}

async function openProfile(page: Page) {
  await page.click('[data-testid="nav-profile"]');
  await page.waitForURL("**/jp/dashboard/profile");
  await page.locator('[data-testid="profile-form"]').waitFor();
}

describe("profile page", () => {
  it("edits the profile (kept after a reload) and changes the password (the new one signs in)", async () => {
    const account: Account = newAccount("pf-edit");
    const { context, page } = await newPage(browser);
    await register(page, "jp", account);
    // Another browser of the same user, signed in before the change.
    const other = await newPage(browser);
    expect(await signIn(other.page, account.email, account.password)).toBe(true);

    await openProfile(page);
    expect(await page.textContent('[data-testid="page-title"]')).toBe("プロフィール");
    expect(await page.textContent('[data-testid="profile-email"]')).toBe(account.email);
    expect(await page.textContent('[data-testid="profile-plan"]')).toBe("ベーシックプラン");

    // PRODUCT.md §5 messages, in Japanese, before anything is sent.
    await page.fill(field("family_name"), "");
    await page.fill(field("phone"), "0312");
    await expect.poll(() => helperOf(page, "profile-family_name").textContent()).toBe("この項目は必須です");
    expect(await helperOf(page, "profile-phone").textContent()).toBe(
      "10桁または11桁の数字を入力してください",
    );

    const values = {
      family_name: "佐藤",
      given_name: "次郎",
      company: "そら建設",
      department: "設計部",
      address: "東京都千代田区1-1",
      phone: "0312345678",
    };
    for (const [name, value] of Object.entries(values)) await page.fill(field(name), value);
    await page.click('[data-testid="profile-mail"]');
    await page.click('[data-testid="profile-save"]');
    await toast(page, "プロフィールを保存しました。");

    await page.reload();
    await page.locator('[data-testid="profile-form"]').waitFor();
    for (const [name, value] of Object.entries(values))
      expect(await page.inputValue(field(name))).toBe(value);
    expect(await page.isChecked('[data-testid="profile-mail"] input')).toBe(false);
    const me = await api<{ name: string; tel: string; mail_on_analysis_done: boolean }>(
      page,
      "GET",
      "/api/me",
    );
    expect(me.body).toMatchObject({ name: "佐藤 次郎", tel: "0312345678", mail_on_analysis_done: false });

    // A wrong current password is said on its field; the right one changes it.
    const newPassword = "Kaze-Sora22?";
    await page.fill('[data-testid="password-old_password"]', "Wrong-Pass1!");
    await page.fill('[data-testid="password-password"]', newPassword);
    await page.fill('[data-testid="password-password_confirm"]', newPassword);
    await page.click('[data-testid="password-save"]');
    await expect
      .poll(() => helperOf(page, "password-old_password").textContent())
      .toBe("パスワードが正しくありません");
    await page.fill('[data-testid="password-old_password"]', account.password);
    await page.click('[data-testid="password-save"]');
    await toast(page, "パスワードを変更しました。ほかの端末はログアウトされました。");
    expect(await page.inputValue('[data-testid="password-old_password"]')).toBe("");

    // This browser stays signed in; the other one is signed out.
    expect((await api(page, "GET", "/api/me")).status).toBe(200);
    expect((await api(other.page, "GET", "/api/me")).status).toBe(401);
    await other.context.close();

    await page.click('[data-testid="avatar-button"]');
    await page.click('[data-testid="logout"]');
    await page.waitForURL((url) => !url.pathname.includes("/dashboard"));
    expect(await signIn(page, account.email, account.password)).toBe(false);
    expect(await signIn(page, account.email, newPassword)).toBe(true);

    // Choosing English in the profile saves it and switches the interface at once (PRODUCT.md §4).
    await openProfile(page);
    await page.click('[data-testid="profile-locale"]');
    await page.click('[data-testid="profile-locale-en"]');
    await page.click('[data-testid="profile-save"]');
    await page.waitForURL("**/en/dashboard/profile");
    await expect.poll(() => page.textContent('[data-testid="page-title"]')).toBe("Profile");
    expect((await api<{ locale: string }>(page, "GET", "/api/me")).body.locale).toBe("en");
    await context.close();
  });

  it("deletes the account: sign-in fails, the workspace it shared leaves the other user's list", async () => {
    const owner = newAccount("pf-owner");
    const friend = newAccount("pf-friend");
    const f = await newPage(browser);
    await register(f.page, "jp", friend);

    const { context, page } = await newPage(browser);
    await register(page, "jp", owner);
    const ws = await api<{ id: string }>(page, "POST", "/api/workspaces", { name: "退会前の共有" });
    expect(ws.status).toBe(201);
    const share = await api(page, "PUT", `/api/workspaces/${ws.body.id}/shares`, {
      email: friend.email,
      permission: "view",
    });
    expect(share.status).toBe(200);
    const sharedCard = `[data-testid="workspace-card"][data-name="退会前の共有"]`;
    await f.page.goto("/jp/dashboard/shareworkspace");
    await f.page.locator(sharedCard).waitFor();

    await openProfile(page);
    await page.click('[data-testid="account-delete"]');
    const dialog = page.locator('[data-testid="account-delete-dialog"]');
    await dialog.waitFor();
    await page.fill('[data-testid="account-delete-password"]', "Wrong-Pass1!");
    await page.click('[data-testid="account-delete-confirm"]');
    await expect
      .poll(() => helperOf(page, "account-delete-password").textContent())
      .toBe("パスワードが正しくありません");
    await page.fill('[data-testid="account-delete-password"]', owner.password);
    await page.click('[data-testid="account-delete-confirm"]');
    await toast(page, "アカウントを削除しました。");
    await page.waitForURL((url) => url.pathname === "/jp" || url.pathname === "/jp/");
    expect((await api(page, "GET", "/api/me")).status).toBe(401);
    expect(await signIn(page, owner.email, owner.password)).toBe(false);
    await context.close();

    // The friend's shared list no longer has the workspace, and the notification page says why.
    await f.page.goto("/jp/dashboard/shareworkspace");
    await f.page.locator('[data-testid="page-title"]').waitFor();
    await f.page.locator('[data-testid="workspaces-empty"]').waitFor();
    expect(await f.page.locator(sharedCard).count()).toBe(0);
    await f.page.click('[data-testid="nav-notifications"]');
    await f.page.waitForURL("**/jp/dashboard/notification");
    const removed = f.page.locator('[data-testid="notification-item"][data-type="workspace_removed"]');
    await removed.waitFor();
    expect(await removed.locator('[data-testid="notification-title"]').textContent()).toBe(
      "共有ワークスペースが削除されました",
    );
    expect(await removed.locator('[data-testid="notification-date"]').textContent()).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    await removed.locator('[data-testid="notification-view"]').click();
    await f.page.locator('[data-testid="notification-detail"]').waitFor();
    expect(await f.page.textContent('[data-testid="notification-content"]')).toContain("退会前の共有");
    await f.page.keyboard.press("Escape");
    await removed.locator('[data-testid="notification-delete"]').click();
    await f.page.click('[data-testid="confirm-delete"]');
    await expect.poll(() => removed.count()).toBe(0);
    await f.context.close();
  });

  it.each([
    ["jp", "プロフィール", "お知らせ"],
    ["en", "Profile", "Notifications"],
  ] as const)(
    "opens /%s/dashboard/profile and /notification with translated headings",
    async (locale, profile, notes) => {
      const { context, page } = await newPage(browser);
      await register(page, locale, newAccount(`pf-${locale}`));
      await page.goto(`/${locale}/dashboard/profile`);
      await expect.poll(() => page.textContent('[data-testid="page-title"]')).toBe(profile);
      expect(await page.textContent('[data-testid="nav-profile"]')).toBe(profile);
      await page.goto(`/${locale}/dashboard/notification`);
      await expect.poll(() => page.textContent('[data-testid="page-title"]')).toBe(notes);
      await page.locator('[data-testid="notifications-empty"]').waitFor();
      expect(await page.textContent('[data-testid="nav-notifications"]')).toBe(notes);
      await context.close();
    },
  );
});
