import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cases, projects, projectServices, projectThumbnails } from "../../db/schema";
import { call, multipartFile, ok, png, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let workspaceId: string;

const server = useTestApp();
beforeAll(async () => {
  alice = await server.signUp("premium");
  workspaceId = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" })).id;
});

type P = {
  id: string;
  project_name: string;
  description: string;
  thumbnail_url: string | null;
  services: { service_type: string; name_en: string; case_count: number }[];
};
const upload = (id: string, data: Buffer, type = "image/png", name = "t.png") => {
  const body = multipartFile("file", name, type, data);
  return call(server.app, alice, "PUT", `/api/project/${id}/thumbnail`, body.payload, body.headers);
};
const newProject = async (body: Record<string, unknown> = {}) =>
  ok<P>(server.app, alice, "POST", `/api/workspaces/${workspaceId}/projects`, { project_name: "P", ...body });

describe("projects", () => {
  it("creates a project answering project_name and services (master order, labels, case counts)", async () => {
    const created = await newProject({
      project_name: "駅前",
      description: "説明",
      services: ["noise", "hikage", "noise"],
    });
    expect(created).toMatchObject({
      project_name: "駅前",
      description: "説明",
      thumbnail_url: null,
      role: "owner",
    });
    expect(created.services).toEqual([
      { service_type: "hikage", name_ja: "日影", name_en: "Shadow", case_count: 0 },
      { service_type: "noise", name_ja: "騒音", name_en: "Noise", case_count: 0 },
    ]);
    await ok(server.app, alice, "POST", `/api/project/${created.id}/cases`, {
      service_type: "hikage",
      name: "c",
    });
    const got = await ok<P>(server.app, alice, "GET", `/api/project/${created.id}`);
    expect(got.services.map((s) => [s.service_type, s.case_count])).toEqual([
      ["hikage", 1],
      ["noise", 0],
    ]);
  });

  it("edits name, description and services; removing a service deletes its cases", async () => {
    const project = await newProject({ services: ["hikage"] });
    await ok(server.app, alice, "POST", `/api/project/${project.id}/cases`, {
      service_type: "hikage",
      name: "c",
    });
    const edited = await ok<P>(server.app, alice, "PATCH", `/api/project/${project.id}`, {
      project_name: "新しい名前",
      description: "",
      services: ["vibration"],
    });
    expect(edited).toMatchObject({ project_name: "新しい名前", description: "" });
    expect(edited.services.map((s) => s.service_type)).toEqual(["vibration"]);
    expect(await server.db.select().from(cases).where(eq(cases.projectId, project.id))).toEqual([]);
    const long = await call(server.app, alice, "PATCH", `/api/project/${project.id}`, {
      project_name: "x".repeat(51),
    });
    expect(long.json().error.fields).toEqual([{ path: "project_name", message: "common.name_length" }]);
  });

  it("lists projects with search and sort", async () => {
    const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "L" })).id;
    for (const name of ["b-north", "a-south", "c-north"]) {
      await ok(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, { project_name: name });
    }
    const names = async (q: string) =>
      (await ok<P[]>(server.app, alice, "GET", `/api/workspaces/${ws}/projects?${q}`)).map(
        (p) => p.project_name,
      );
    expect(await names("sort=name&order=asc")).toEqual(["a-south", "b-north", "c-north"]);
    expect(await names("q=NORTH&sort=name&order=desc")).toEqual(["c-north", "b-north"]);
    expect(await names("sort=created_at&order=asc")).toEqual(["b-north", "a-south", "c-north"]);
  });

  it("stops at the plan's projects per workspace (basic: 5) with limit_reached projects", async () => {
    const basic = await server.signUp();
    const ws = (await ok<{ id: string }>(server.app, basic, "POST", "/api/workspaces", { name: "full" })).id;
    for (let i = 0; i < 5; i += 1) {
      await ok(server.app, basic, "POST", `/api/workspaces/${ws}/projects`, { project_name: `p${i}` });
    }
    expect(
      (await ok<{ project_count: number }>(server.app, basic, "GET", `/api/workspaces/${ws}`)).project_count,
    ).toBe(5);
    const sixth = await call(server.app, basic, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "p5",
    });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toMatchObject({ code: "limit_reached", limit: "projects" });
  });
});

describe("project thumbnails", () => {
  it("stores a real PNG as WebP fitted inside 480 x 480 px and serves it", async () => {
    const project = await newProject();
    const res = await upload(project.id, await png(1200, 800));
    expect(res.statusCode).toBe(200);
    const url = res.json().thumbnail_url as string;
    expect(url).toMatch(new RegExp(`^/api/project/${project.id}/thumbnail\\?v=\\d+$`));
    const image = await call(server.app, alice, "GET", url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    // 1200 x 800 scaled by 480 / 1200 = 0.4 -> 480 x 320.
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 320]);
    expect((await ok<P>(server.app, alice, "GET", `/api/project/${project.id}`)).thumbnail_url).toBe(url);
  });

  it("accepts JPEG and WebP, never enlarges, and fits tall images by height", async () => {
    const project = await newProject();
    const jpeg = await sharp({ create: { width: 300, height: 900, channels: 3, background: "#025100" } })
      .jpeg()
      .toBuffer();
    expect((await upload(project.id, jpeg, "image/jpeg", "a.jpg")).statusCode).toBe(200);
    let meta = await sharp(
      (await call(server.app, alice, "GET", `/api/project/${project.id}/thumbnail`)).rawPayload,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([160, 480]); // 900 -> 480, 300 * 480 / 900 = 160
    const webp = await sharp({ create: { width: 100, height: 50, channels: 3, background: "#0000ff" } })
      .webp()
      .toBuffer();
    expect((await upload(project.id, webp, "image/webp", "b.webp")).statusCode).toBe(200);
    meta = await sharp(
      (await call(server.app, alice, "GET", `/api/project/${project.id}/thumbnail`)).rawPayload,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it("refuses what is not a PNG/JPEG/WebP whatever its name (415), truncated images, and missing files", async () => {
    const project = await newProject();
    const text = await upload(project.id, Buffer.from("hello, not an image"), "image/png", "fake.png");
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatchObject({
      code: "unsupported_media_type",
      fields: [{ path: "file", message: "project.thumbnail_type" }],
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#ffff00" } })
      .gif()
      .toBuffer();
    expect((await upload(project.id, gif, "image/png", "x.png")).statusCode).toBe(415);
    const whole = await png(200, 200);
    expect((await upload(project.id, whole.subarray(0, whole.length / 2))).statusCode).toBe(415);
    const json = await call(server.app, alice, "PUT", `/api/project/${project.id}/thumbnail`, { file: "x" });
    expect(json.statusCode).toBe(415);
    expect((await ok<P>(server.app, alice, "GET", `/api/project/${project.id}`)).thumbnail_url).toBeNull();
    expect((await call(server.app, alice, "GET", `/api/project/${project.id}/thumbnail`)).statusCode).toBe(
      404,
    );
  });

  it("accepts uploads above the 1 MB JSON body limit (a 3.6 MB PNG)", async () => {
    const project = await newProject();
    const noise = Buffer.alloc(1200 * 1000 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(Math.random() * 256);
    const big = await sharp(noise, { raw: { width: 1200, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    expect((await upload(project.id, big)).statusCode).toBe(200);
    const meta = await sharp(
      (await call(server.app, alice, "GET", `/api/project/${project.id}/thumbnail`)).rawPayload,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([480, 400]); // 1000 * 480 / 1200
  });

  it("refuses files above 10 MB with 413", async () => {
    const project = await newProject();
    const res = await upload(project.id, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
  });

  it("removes the thumbnail; other users get 404 for it", async () => {
    const project = await newProject();
    expect((await upload(project.id, await png(10, 10))).statusCode).toBe(200);
    const eve = await server.signUp();
    expect((await call(server.app, eve, "GET", `/api/project/${project.id}/thumbnail`)).statusCode).toBe(404);
    expect((await call(server.app, null, "GET", `/api/project/${project.id}/thumbnail`)).statusCode).toBe(
      401,
    );
    await ok(server.app, alice, "DELETE", `/api/project/${project.id}/thumbnail`, undefined, 204);
    expect((await call(server.app, alice, "GET", `/api/project/${project.id}/thumbnail`)).statusCode).toBe(
      404,
    );
    expect((await call(server.app, alice, "DELETE", `/api/project/${project.id}/thumbnail`)).statusCode).toBe(
      404,
    );
  });
});

describe("cascading deletes", () => {
  it("deleting a workspace removes its projects, services, thumbnails and cases", async () => {
    const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "doomed" }))
      .id;
    const ids: string[] = [];
    for (const name of ["a", "b"]) {
      const p = await ok<P>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
        project_name: name,
        services: ["hikage"],
      });
      await ok(server.app, alice, "POST", `/api/project/${p.id}/cases`, {
        service_type: "hikage",
        name: "c",
      });
      expect((await upload(p.id, await png(20, 20))).statusCode).toBe(200);
      ids.push(p.id);
    }
    await ok(server.app, alice, "DELETE", `/api/workspaces/${ws}`, undefined, 204);
    for (const id of ids) {
      expect(await server.db.select().from(projects).where(eq(projects.id, id))).toEqual([]);
      expect(await server.db.select().from(projectServices).where(eq(projectServices.projectId, id))).toEqual(
        [],
      );
      expect(
        await server.db.select().from(projectThumbnails).where(eq(projectThumbnails.projectId, id)),
      ).toEqual([]);
      expect(await server.db.select().from(cases).where(eq(cases.projectId, id))).toEqual([]);
      expect((await call(server.app, alice, "GET", `/api/project/${id}`)).statusCode).toBe(404);
    }
    expect((await call(server.app, alice, "GET", `/api/workspaces/${ws}`)).statusCode).toBe(404);
  });

  it("deleting a project removes its cases", async () => {
    const p = await newProject({ services: ["noise"] });
    const c = await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${p.id}/cases`, {
      service_type: "noise",
      name: "n",
    });
    await ok(server.app, alice, "DELETE", `/api/project/${p.id}`, undefined, 204);
    expect((await call(server.app, alice, "GET", `/api/cases/${c.id}`)).statusCode).toBe(404);
    expect(await server.db.select().from(cases).where(eq(cases.projectId, p.id))).toEqual([]);
  });
});
