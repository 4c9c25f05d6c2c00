import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "./errors";
import { caseCreateSchema, caseUpdateSchema } from "./cases";
import { groupCreateSchema } from "./groups";
import { projectCreateSchema } from "./projects";
import { workspaceCreateSchema, workspaceListQuerySchema } from "./workspaces";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("workspace, project, case and group schemas", () => {
  it("accept names of 1 to 50 characters after trimming (PRODUCT.md §5)", () => {
    expect(workspaceCreateSchema.parse({ name: "  渋谷駅前  " })).toEqual({ name: "渋谷駅前" });
    expect(workspaceCreateSchema.safeParse({ name: "あ".repeat(50) }).success).toBe(true);
    expect(messages(workspaceCreateSchema.safeParse({ name: "あ".repeat(51) }))).toEqual([
      "common.name_length",
    ]);
    expect(messages(workspaceCreateSchema.safeParse({ name: "   " }))).toEqual(["common.required"]);
    expect(messages(projectCreateSchema.safeParse({}))).toEqual(["common.required"]);
    expect(messages(groupCreateSchema.safeParse({ name: "x".repeat(51) }))).toEqual(["common.name_length"]);
  });

  it("fill defaults: my workspaces by last update, projects without services, cases with empty parameters", () => {
    expect(workspaceListQuerySchema.parse({})).toEqual({ kind: "my", sort: "updated_at", order: "desc" });
    expect(projectCreateSchema.parse({ project_name: "P" })).toEqual({
      project_name: "P",
      description: "",
      services: [],
      site: null,
    });
    expect(caseCreateSchema.parse({ service_type: "hikage", name: "C" }).parameters).toEqual({});
    expect(caseCreateSchema.safeParse({ service_type: "sun", name: "C" }).success).toBe(false);
    expect(groupCreateSchema.parse({ name: "G" }).parent_id).toBeNull();
  });

  it("refuses a sharing URL (the share routes set it) and checks the parameter size", () => {
    for (const share_url of ["https://example.jp/s/1", null, "javascript:alert(1)"])
      expect(messages(caseUpdateSchema.safeParse({ share_url }))).toEqual(["case.share_url_readonly"]);
    expect(caseUpdateSchema.safeParse({ name: "C" }).success).toBe(true);
    const big = { data: "x".repeat(64 * 1024) };
    expect(messages(caseUpdateSchema.safeParse({ parameters: big }))).toEqual(["case.parameters_too_large"]);
  });

  it("carries the limit kind on limit errors", () => {
    const body = { error: { code: "limit_reached", message: "m", limit: "projects" } };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ error: { ...body.error, limit: "files" } }).success).toBe(false);
  });
});
