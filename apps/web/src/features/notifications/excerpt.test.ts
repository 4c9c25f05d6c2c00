import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt of a notification for the delete question", () => {
  it("quotes the first line only", () => {
    expect(excerpt("ケース「A」の解析が完了しました。\nプロジェクト: P")).toBe(
      "ケース「A」の解析が完了しました。",
    );
  });
  it("shortens long lines to 60 characters with an ellipsis", () => {
    const quoted = excerpt("x".repeat(100));
    expect(quoted).toHaveLength(60);
    expect(quoted.endsWith("…")).toBe(true);
    expect(excerpt("short")).toBe("short");
  });
});
