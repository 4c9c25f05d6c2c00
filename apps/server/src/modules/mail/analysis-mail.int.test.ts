import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { outboxMailsTo } from "../../test/mail";
import { type CaseView, plannedBuildingCase, projectAt, waitForStatus } from "../analysis/analysis.fixtures";
import { createUsersService } from "../users/users.service";
import { mailRunEnd } from "./analysis-mail";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let projectId: string;
const site = { lon: 139.7, lat: 35.6 };

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  await call(server.app, alice, "PUT", "/api/me/locale", { locale: "en" });
  projectId = await projectAt(server.app, alice, site);
});

const analysisMails = async (email: string) =>
  (await outboxMailsTo(server.app, email)).filter((mail) => (mail.subject ?? "").includes("Analysis"));

const doneNotifications = async () =>
  (await ok<{ type: string }[]>(server.app, alice, "GET", "/api/notification")).filter(
    (n) => n.type === "analysis_done",
  ).length;

/** Runs a new shadow case to its end and waits for its notification (the mail is then under way). */
async function runCase(name: string): Promise<string> {
  const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: "hikage",
    name,
    parameters: plannedBuildingCase(site, { points: [] }),
  });
  const notified = await doneNotifications();
  await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
  expect(await waitForStatus(server.app, alice, created.id, ["done", "error"])).toMatchObject({
    status: "done",
  });
  const until = Date.now() + 10_000;
  while ((await doneNotifications()) === notified && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return created.id;
}

describe("analysis finished mail", () => {
  it("mails the user who ran the case, in their locale, with a link to the case", async () => {
    const caseId = await runCase("North tower");
    const [mail] = await analysisMails(alice.email);
    expect(mail?.subject).toBe("[SoraCity] Analysis finished: North tower");
    expect(mail?.text).toContain('The analysis of case "North tower" has finished.');
    expect(mail?.text).toContain(`http://localhost/en/dashboard/project/${projectId}/case/${caseId}`);
  }, 120_000);

  it("sends nothing once the user turned these mails off (users.mail_on_analysis_done)", async () => {
    await server.db.update(users).set({ mailOnAnalysisDone: false }).where(eq(users.id, alice.id));
    const before = (await analysisMails(alice.email)).length;
    await runCase("South tower");
    // The notification is still there; only the mail is left out.
    expect(await doneNotifications()).toBe(2);
    expect(await analysisMails(alice.email)).toHaveLength(before);
    await server.db.update(users).set({ mailOnAnalysisDone: true }).where(eq(users.id, alice.id));
  }, 120_000);

  it("mails an error end with the reason translated into the user's locale", async () => {
    const bob = await server.signUp();
    const sent = await mailRunEnd(server.app.mail, createUsersService(server.db), {
      userId: bob.id,
      caseId: "c1",
      projectId: "p1",
      caseName: "冬至",
      status: "error",
      reason: "analysis.integer",
    });
    expect(sent).toBe(true);
    const mail = (await outboxMailsTo(server.app, bob.email)).at(-1);
    expect(mail?.subject).toBe("[SoraCity] 解析がエラーで終了しました: 冬至");
    expect(mail?.text).toContain("理由: 整数を入力してください");
    expect(mail?.text).toContain("http://localhost/jp/dashboard/project/p1/case/c1");
  });
});
