import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactInquiries, newsPosts, passwordResets, pendingRegistrations, users } from "../../db/schema";
import { call, multipartFile, ok, png, type TestUser } from "../../test/dashboard";
import { registration, sessionCookie } from "../../test/test-app";
import { plannedBuildingCase, projectAt, waitForStatus } from "../analysis/analysis.fixtures";
import { allFiles, findTraces } from "./account.walk";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp({}, { worker: true });

const PASSWORD = "Sora-City1";
const site = { lon: 139.7, lat: 35.6 };
const GEOJSON = Buffer.from(
  JSON.stringify({
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        properties: { height: 12 },
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [139.7, 35.6],
              [139.7001, 35.6],
              [139.7001, 35.6001],
              [139.7, 35.6001],
              [139.7, 35.6],
            ],
          ],
        },
      },
    ],
  }),
);

interface Named {
  id: string;
}
const signIn = (email: string, password = PASSWORD) =>
  server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const deleteAccount = (user: TestUser | null, body: unknown) =>
  call(server.app, user, "DELETE", "/api/me", body as object);
const upload = async (user: TestUser, projectId: string) => {
  const body = multipartFile("file", "b.geojson", "application/geo+json", GEOJSON);
  const res = await call(
    server.app,
    user,
    "POST",
    `/api/project/${projectId}/models`,
    body.payload,
    body.headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Named>().id;
};
const group = (user: TestUser, name: string, parent_id: string | null = null) =>
  ok<Named>(server.app, user, "POST", "/api/groups", { name, parent_id });
const addMember = (owner: TestUser, groupId: string, member: TestUser, role: string) =>
  ok(server.app, owner, "PUT", `/api/groups/${groupId}/members`, { email: member.email, role }, 200);
const notificationTypes = async (user: TestUser) =>
  (await ok<{ type: string }[]>(server.app, user, "GET", "/api/notification")).map((n) => n.type);

/** Everything of `leaver`: ids the walk must not find afterwards. */
async function populate(
  leaver: TestUser,
  friend: TestUser,
  admin: TestUser,
  viewer: TestUser,
  other: TestUser,
) {
  // Own workspace with a project, a finished shadow analysis, a model, a thumbnail and a share link; shared.
  const projectId = await projectAt(server.app, leaver, site);
  const project = await ok<{ workspace_id: string }>(server.app, leaver, "GET", `/api/project/${projectId}`);
  const workspaceId = project.workspace_id;
  await ok(
    server.app,
    leaver,
    "PUT",
    `/api/workspaces/${workspaceId}/shares`,
    { email: friend.email, permission: "view" },
    200,
  );
  const shadow = await ok<Named>(server.app, leaver, "POST", `/api/project/${projectId}/cases`, {
    service_type: "hikage",
    name: "日影",
    parameters: plannedBuildingCase(site),
  });
  await ok(server.app, leaver, "POST", `/api/cases/${shadow.id}/run`, undefined, 202);
  expect((await waitForStatus(server.app, leaver, shadow.id, ["done", "error"])).status).toBe("done");
  await ok(server.app, leaver, "POST", `/api/cases/${shadow.id}/share`, undefined, 200);
  const modelId = await upload(leaver, projectId);
  const thumb = multipartFile("file", "t.png", "image/png", await png(64, 48));
  const thumbRes = await call(
    server.app,
    leaver,
    "PUT",
    `/api/project/${projectId}/thumbnail`,
    thumb.payload,
    thumb.headers,
  );
  expect(thumbRes.statusCode, thumbRes.body).toBeLessThan(300);

  // A tree with members in its top group passes on; a tree with members only in a sub-group is removed.
  const org = await group(leaver, "Org");
  const team = await group(leaver, "Team", org.id);
  await addMember(leaver, org.id, viewer, "view"); // longest-standing, but a lower role
  await addMember(leaver, org.id, admin, "admin");
  await addMember(leaver, team.id, friend, "edit");
  const orgWs = await ok<Named>(server.app, leaver, "POST", "/api/workspaces", {
    name: "org-ws",
    group_id: org.id,
  });
  const solo = await group(leaver, "Solo");
  const soloSub = await group(leaver, "Solo-sub", solo.id);
  await addMember(leaver, soloSub.id, friend, "view");
  const soloWs = await ok<Named>(server.app, leaver, "POST", "/api/workspaces", {
    name: "solo-ws",
    group_id: soloSub.id,
  });
  const soloProject = await ok<Named>(server.app, leaver, "POST", `/api/workspaces/${soloWs.id}/projects`, {
    project_name: "solo-project",
  });
  const soloModel = await upload(leaver, soloProject.id);

  // Another user's group and workspace the leaver belongs to; the leaver's model in the other's project stays.
  const theirs = await group(other, "Theirs");
  await addMember(other, theirs.id, leaver, "edit");
  const otherWs = await ok<Named>(server.app, other, "POST", "/api/workspaces", { name: "other-ws" });
  await ok(
    server.app,
    other,
    "PUT",
    `/api/workspaces/${otherWs.id}/shares`,
    { email: leaver.email, permission: "edit" },
    200,
  );
  const otherProject = await ok<Named>(server.app, other, "POST", `/api/workspaces/${otherWs.id}/projects`, {
    project_name: "other-project",
  });
  const keptModel = await upload(leaver, otherProject.id);

  // Tokens, a second session, inquiries (signed in and out), a reset link, a pending registration, a news post.
  const token = await ok<{ id: string; token: string }>(server.app, leaver, "POST", "/api/me/tokens", {
    name: "cli",
    password: registration().password,
  });
  const second: TestUser = { ...leaver, cookie: sessionCookie(await signIn(leaver.email)) };
  const inquiry = {
    email: leaver.email,
    family_name: "山田",
    given_name: "太郎",
    company: "退会建設",
    department: "設計部",
    address: "東京都港区1-2-3",
    phone: "0311112222",
    inquiry: "解析の上限について",
  };
  await ok(server.app, leaver, "POST", "/api/user/contact", inquiry);
  await ok(server.app, null, "POST", "/api/user/contact", { ...inquiry, email: leaver.email.toUpperCase() });
  const [row] = await server.db.select().from(users).where(eq(users.id, leaver.id));
  await server.db.insert(passwordResets).values({
    userId: leaver.id,
    tokenHash: `reset-${leaver.id}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await server.db.insert(pendingRegistrations).values({
    email: leaver.email,
    familyName: "山田",
    givenName: "太郎",
    passwordHash: row?.passwordHash ?? "",
    tokenHash: `pending-${leaver.id}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await server.db.insert(newsPosts).values({
    titleJa: "お知らせ",
    titleEn: "News",
    bodyJa: "本文",
    bodyEn: "Body",
    publishedAt: new Date(),
    authorId: leaver.id,
  });
  expect(await notificationTypes(leaver)).toEqual(
    expect.arrayContaining(["analysis_done", "group_added", "workspace_shared"]),
  );
  return {
    token: token.token,
    second,
    workspaceId,
    org,
    team,
    orgWs,
    otherProject,
    keptModel,
    needles: [
      leaver.id,
      leaver.email,
      workspaceId,
      projectId,
      shadow.id,
      modelId,
      token.id,
      solo.id,
      soloSub.id,
      soloWs.id,
      soloProject.id,
      soloModel,
    ],
    projects: [projectId, soloProject.id],
    caseId: shadow.id,
  };
}

describe("DELETE /api/me", () => {
  it("removes every row and blob of the user; groups pass on or go, members are told", async () => {
    const [leaver, friend, admin, viewer, other] = [
      await server.signUp("premium"),
      await server.signUp(),
      await server.signUp(),
      await server.signUp(),
      await server.signUp("premium"),
    ];
    const data = await populate(leaver, friend, admin, viewer, other);
    // The walk finds the user before the deletion (so it can fail), blobs included.
    expect((await findTraces(server.db, [leaver.id, leaver.email])).length).toBeGreaterThan(5);
    const blobsOf = async () => {
      const files = await allFiles(join(server.dataDir, "files"));
      return files.filter(
        (f) =>
          data.needles.some((n) => f.includes(n)) ||
          data.needles.some((n) => readFileSync(join(server.dataDir, "files", f), "latin1").includes(n)),
      );
    };
    if (server.database.driver === "pglite") expect((await blobsOf()).length).toBeGreaterThan(2);
    else expect(await findTraces(server.db, [`projects/${data.projects[0]}/`])).not.toEqual([]);
    // The queue's history holds the case too (pg-boss keeps finished jobs' payloads).
    const queued = await findTraces(server.db, [data.caseId]);
    expect(queued.some((t) => t.table.startsWith('"pgboss"'))).toBe(true);

    expect((await deleteAccount(leaver, { password: "Wrong-Pass1" })).statusCode).toBe(400);
    const res = await deleteAccount(leaver, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((c) => c.name === "sid")?.value).toBe("");

    // Signed out everywhere, the token is dead, the password no longer signs in.
    expect((await call(server.app, leaver, "GET", "/api/me")).statusCode).toBe(401);
    expect((await call(server.app, data.second, "GET", "/api/me")).statusCode).toBe(401);
    const bearer = await server.app.inject({
      url: "/api/me",
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    expect((await signIn(leaver.email)).statusCode).toBe(401);

    // Every table of the database and every blob: nothing of the user.
    expect(await findTraces(server.db, data.needles)).toEqual([]);
    expect(await blobsOf()).toEqual([]);
    for (const id of data.projects) {
      const chunks = await findTraces(server.db, [`projects/${id}/`]);
      expect(chunks).toEqual([]);
    }

    // Inquiries keep the message and the date only (the rule of the terms).
    const kept = await server.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.inquiry, "解析の上限について"));
    expect(kept).toHaveLength(2);
    for (const inquiry of kept) {
      expect(inquiry).toMatchObject({ userId: null, email: "", familyName: "", givenName: "", company: "" });
      expect(inquiry).toMatchObject({ department: "", address: "", phone: "" });
    }

    // The shared workspace is gone from the friend's list; the friend is told twice (workspace, removed tree).
    const shared = await ok<Named[]>(server.app, friend, "GET", "/api/workspaces?kind=shared");
    expect(shared.map((w) => w.id)).not.toContain(data.workspaceId);
    expect(await notificationTypes(friend)).toEqual(
      expect.arrayContaining(["workspace_removed", "group_removed"]),
    );

    // Org passes to the admin (the highest role, though the viewer joined first), with its workspace.
    const org = await ok<{ role: string }>(server.app, admin, "GET", `/api/groups/${data.org.id}`);
    expect(org.role).toBe("owner");
    expect((await ok<{ role: string }>(server.app, admin, "GET", `/api/groups/${data.team.id}`)).role).toBe(
      "owner",
    );
    expect((await ok<{ role: string }>(server.app, viewer, "GET", `/api/groups/${data.org.id}`)).role).toBe(
      "view",
    );
    expect((await call(server.app, admin, "GET", `/api/workspaces/${data.orgWs.id}`)).statusCode).toBe(200);
    const adminNotes = await ok<{ type: string; content: string; link: string }[]>(
      server.app,
      admin,
      "GET",
      "/api/notification",
    );
    expect(adminNotes.find((n) => n.type === "group_owner_changed")).toMatchObject({
      link: `/dashboard/group/${data.org.id}`,
    });
    expect(await notificationTypes(viewer)).not.toContain("group_owner_changed");

    // What the leaver made in another user's project stays there, without the leaver's id.
    const models = await ok<Named[]>(server.app, other, "GET", `/api/project/${data.otherProject.id}/models`);
    expect(models.map((m) => m.id)).toContain(data.keptModel);
    const [news] = await server.db.select().from(newsPosts);
    expect(news?.authorId).toBeNull();
  }, 180_000);

  it("a wrong password answers 400 password.wrong and removes nothing", async () => {
    const user = await server.signUp();
    const ws = await ok<Named>(server.app, user, "POST", "/api/workspaces", { name: "kept" });
    const res = await deleteAccount(user, { password: "Wrong-Pass1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "validation_failed",
      fields: [{ path: "password", message: "password.wrong" }],
    });
    expect((await call(server.app, user, "GET", `/api/workspaces/${ws.id}`)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it.each([[{}], [{ password: "" }], [{ password: 12 }], [{ password: "x".repeat(257) }]])(
    "refuses the body %j with 400",
    async (body) => {
      const user = await server.signUp();
      const res = await deleteAccount(user, body);
      expect(res.statusCode).toBe(400);
      expect((await call(server.app, user, "GET", "/api/me")).statusCode).toBe(200);
    },
  );

  it("answers 401 signed out, and 403 for a cross-site request", async () => {
    expect((await deleteAccount(null, { password: PASSWORD })).statusCode).toBe(401);
    const user = await server.signUp();
    const res = await server.app.inject({
      method: "DELETE",
      url: "/api/me",
      payload: { password: PASSWORD },
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect((await call(server.app, user, "GET", "/api/me")).statusCode).toBe(200);
  });

  it("deletes only the caller: another user's password does not delete them, nor the other", async () => {
    const [a, b] = [await server.signUp(), await server.signUp()];
    await ok(server.app, a, "PATCH", "/api/me", { given_name: "別のパスワード" });
    await ok(
      server.app,
      b,
      "PUT",
      "/api/me/password",
      {
        old_password: PASSWORD,
        password: "Other-Pass2",
        password_confirm: "Other-Pass2",
      },
      204,
    );
    expect((await deleteAccount(a, { password: "Other-Pass2" })).statusCode).toBe(400);
    expect((await deleteAccount(a, { password: PASSWORD })).statusCode).toBe(204);
    expect((await call(server.app, b, "GET", "/api/me")).statusCode).toBe(200);
    expect((await signIn(b.email, "Other-Pass2")).statusCode).toBe(200);
  });
});
