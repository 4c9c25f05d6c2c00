import { NOTIFICATION_TYPES, PERMISSION_MASTER } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { CONTENT_MAX_CHARS, recipientLocale, renderContent, safeLink } from "./notifications.templates";

describe("notification content", () => {
  it("has a template for every type in both locales", () => {
    // Every param any template uses; an operator's announcement carries its own text in both languages.
    const params = {
      case: "A",
      user: "U",
      workspace: "W",
      group: "G",
      title_ja: "お知らせ",
      content_ja: "本文",
      title_en: "News",
      content_en: "Text",
    };
    for (const type of NOTIFICATION_TYPES) {
      expect(renderContent(type, "jp", params)).not.toBe("");
      expect(renderContent(type, "en", params)).not.toBe("");
    }
  });

  it("fills params, translates roles and keeps line breaks of values", () => {
    expect(renderContent("group_added", "en", { user: "Sato", group: "Design", role: "edit" })).toBe(
      'Sato added you to the group "Design".\nRole: Edit',
    );
    expect(renderContent("analysis_error", "jp", { case: "A", reason: "一行目\n二行目" })).toBe(
      "ケース「A」の解析はエラーで終了しました。\n理由: 一行目\n二行目",
    );
  });

  it("names roles and permissions with the master labels the web shows", () => {
    for (const { permission, name_ja, name_en } of PERMISSION_MASTER) {
      const shared = { user: "U", workspace: "W", permission };
      expect(renderContent("workspace_shared", "jp", shared).split("\n")[1]).toBe(`権限: ${name_ja}`);
      expect(renderContent("workspace_shared", "en", shared).split("\n")[1]).toBe(`Permission: ${name_en}`);
      const added = { user: "U", group: "G", role: permission };
      expect(renderContent("group_added", "jp", added).split("\n")[1]).toBe(`権限: ${name_ja}`);
      expect(renderContent("group_added", "en", added).split("\n")[1]).toBe(`Role: ${name_en}`);
    }
  });

  it("leaves out a line whose param is missing or blank, and cuts very long content", () => {
    expect(renderContent("analysis_done", "jp", { case: "A", project: "  " })).toBe(
      "ケース「A」の解析が完了しました。",
    );
    const long = renderContent("analysis_error", "en", { case: "A", reason: "x".repeat(5000) });
    expect(long).toHaveLength(CONTENT_MAX_CHARS);
    expect(long.endsWith("…")).toBe(true);
  });

  it("falls back to jp for users without a saved locale", () => {
    expect(recipientLocale(null)).toBe("jp");
    expect(recipientLocale("fr")).toBe("jp");
    expect(recipientLocale("en")).toBe("en");
  });

  it("keeps app paths only", () => {
    expect(safeLink("/dashboard/case/1")).toBe("/dashboard/case/1");
    for (const bad of ["https://x.test/", "//x.test/a", "javascript:alert(1)", "/a b", "", null, undefined])
      expect(safeLink(bad)).toBeNull();
  });
});
