import type { FastifyInstance, InjectOptions } from "fastify";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** A failed API call of the demo: what was asked and what came back. */
export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    method: Method,
    url: string,
    body: string,
  ) {
    super(`${method} ${url} answered ${status}: ${body.slice(0, 500)}`);
    this.name = "DemoApiError";
  }
}

/**
 * The demo talks to the app through its HTTP API (`app.inject`), as a browser would: a session cookie after
 * sign-in, and the app's own Origin so the CSRF check passes.
 */
export class DemoClient {
  private cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  get signedIn(): boolean {
    return this.cookie !== undefined;
  }

  async call<T>(method: Method, url: string, payload?: InjectOptions["payload"]): Promise<T> {
    const res = await this.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { origin: "http://localhost", ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    if (res.statusCode >= 400) throw new DemoApiError(res.statusCode, method, url, res.body);
    const sid = res.cookies.find((c) => c.name === "sid");
    if (sid?.value) this.cookie = `sid=${sid.value}`;
    return (res.body ? res.json() : null) as T;
  }
}
