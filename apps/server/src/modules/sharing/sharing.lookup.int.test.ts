import { describe, expect, it } from "vitest";
import { call, ok } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

// Issue 22, F11: adding a person by e-mail tells whether an account exists; nobody may probe addresses at speed.
const server = useTestApp({ rateLimitLookupPerMinute: 3 });

describe("adding people by e-mail is rate-limited per user (workspace shares and group members together)", () => {
  it("answers 429 rate_limited after RATE_LIMIT_LOOKUP adds a minute, shares nothing then, and counts per user", async () => {
    const prober = await server.signUp("premium");
    const known = await server.signUp();
    const bystander = await server.signUp();
    const ws = await ok<{ id: string }>(server.app, prober, "POST", "/api/workspaces", { name: "Probe" });
    const group = await ok<{ id: string }>(server.app, prober, "POST", "/api/groups", { name: "Probe" });
    const share = (email: string) =>
      call(server.app, prober, "PUT", `/api/workspaces/${ws.id}/shares`, { email, permission: "view" });
    const member = (email: string) =>
      call(server.app, prober, "PUT", `/api/groups/${group.id}/members`, { email, role: "view" });

    // Three lookups, on both routes, whatever their answer.
    expect((await share("nobody.1@example.jp")).statusCode).toBe(422);
    expect((await member("nobody.2@example.jp")).statusCode).toBe(422);
    expect((await share("nobody.3@example.jp")).statusCode).toBe(422);
    // The fourth is refused before the address is looked up: an existing account is neither told nor shared.
    for (const refused of [await share(known.email), await member(known.email)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
      expect(refused.body).not.toContain(known.email);
      expect(refused.body).not.toContain(known.id);
    }
    expect(await ok(server.app, prober, "GET", `/api/workspaces/${ws.id}/shares`)).toEqual([]);

    // Another user has their own count.
    const theirs = await ok<{ id: string }>(server.app, bystander, "POST", "/api/workspaces", {
      name: "Mine",
    });
    const res = await call(server.app, bystander, "PUT", `/api/workspaces/${theirs.id}/shares`, {
      email: known.email,
      permission: "view",
    });
    expect(res.statusCode).toBe(200);
  });
});
