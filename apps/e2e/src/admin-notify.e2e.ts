import { describe, expect, inject, it } from "vitest";
import { newAccount, newPage, useBrowser } from "./support/browser";
import { api, register, signIn } from "./support/dashboard";

const browser = useBrowser();

const stamp = Date.now().toString(36);
const MESSAGE = {
  title_ja: `メンテナンスのお知らせ ${stamp}`,
  content_ja: "12月1日の夜に停止します。",
  title_en: `Maintenance notice ${stamp}`,
  content_en: "The service stops on the night of 1 December.",
};

describe("notifications to every user", () => {
  it("an operator sends one: the page says it is queued, then shows it sent to every user", async () => {
    // A user who has chosen English, registered before the notification is sent.
    const reader = await newPage(browser());
    await register(reader.page, "en", newAccount("notify-reader"));

    const { context, page } = await newPage(browser());
    await signIn(page, "jp", inject("operator"));
    await page.goto("/jp/dashboard/admin/notify");
    for (const [field, value] of Object.entries(MESSAGE))
      await page.fill(`[data-testid="notify-${field}"]`, value);
    await page.click('[data-testid="notify-send"]');
    await page.click('[data-testid="notify-confirm-send"]');
    await page.locator("#notistack-snackbar", { hasText: "通知を受け付けました" }).first().waitFor();

    // The list follows the job: the row ends as sent, every user of the answer notified.
    const row = page.locator('[data-testid="broadcast-row"]', { hasText: MESSAGE.title_ja });
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain("送信済み");
    const [, sent, recipients] = /(\d+) \/ (\d+)人/.exec(await row.innerText()) ?? [];
    expect(Number(sent)).toBeGreaterThan(1);
    expect(sent).toBe(recipients);
    await context.close();

    const notes = await api<{ content: string }[]>(reader.page, "GET", "/api/notification");
    expect(notes.body.map((note) => note.content)).toContain(`${MESSAGE.title_en}\n${MESSAGE.content_en}`);
    await reader.context.close();
  });
});
