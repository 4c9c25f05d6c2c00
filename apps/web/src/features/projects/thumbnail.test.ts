import { describe, expect, it } from "vitest";
import { thumbnailProblem, thumbnailSrc } from "./thumbnail";

describe("thumbnailProblem", () => {
  it("accepts PNG, JPEG and WebP up to 10 MiB", () => {
    expect(thumbnailProblem({ type: "image/png", size: 1 })).toBeNull();
    expect(thumbnailProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 })).toBeNull();
    expect(thumbnailProblem({ type: "image/webp", size: 2048 })).toBeNull();
  });
  it("refuses other types and larger files", () => {
    expect(thumbnailProblem({ type: "image/gif", size: 1 })).toBe("project.thumbnail_type");
    expect(thumbnailProblem({ type: "application/pdf", size: 1 })).toBe("project.thumbnail_type");
    expect(thumbnailProblem({ type: "image/png", size: 10 * 1024 * 1024 + 1 })).toBe(
      "project.thumbnail_size",
    );
  });
});

describe("thumbnailSrc", () => {
  it("adds the edit time as a version", () => {
    expect(
      thumbnailSrc({ thumbnail_url: "/api/project/p1/thumbnail", updated_at: "2025-01-01T00:00:00Z" }),
    ).toBe("/api/project/p1/thumbnail?v=2025-01-01T00%3A00%3A00Z");
    expect(thumbnailSrc({ thumbnail_url: "/t?a=1", updated_at: "x" })).toBe("/t?a=1&v=x");
    expect(thumbnailSrc({ thumbnail_url: null, updated_at: "x" })).toBeNull();
  });
});
