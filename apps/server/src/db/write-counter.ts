import type pg from "pg";

/** Plain reads: `select ...`. Everything else (writes, `with` that may write, `begin` / `commit`) is counted. */
export const READ_STATEMENT = /^\s*select\s/i;

/**
 * How many writes this process has finished through its database handle. A cached answer is kept with the count
 * read before its query ran and used only while the count is unchanged, so no write of this process, a
 * transaction's commit included, is ever hidden by it (see plugins/read-cache.ts).
 */
export class WriteCounter {
  #count = 0;

  get current(): number {
    return this.#count;
  }

  /** Called when a write statement, a script or a transaction has finished (failed ones too). */
  bump(): void {
    this.#count++;
  }
}

type Query = (...args: unknown[]) => unknown;

/** `query` of a pg client or pool that bumps the counter when a statement other than a plain read finishes. */
function countingQuery(query: Query, counter: WriteCounter): Query {
  return (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text === "string" && READ_STATEMENT.test(text)) return query(...args);
    // Drizzle uses the promise form only; a callback would end the statement unseen by the counter.
    if (typeof args.at(-1) === "function") throw new Error("query(..., callback) is not supported here");
    const result = query(...args);
    if (result instanceof Promise) void result.then(counter.bump.bind(counter), counter.bump.bind(counter));
    return result;
  };
}

/** Binds methods to the target, so pg's own `this` is kept behind the proxy. */
export function bound(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === "function" ? (value as Query).bind(target) : value;
}

/**
 * The pool as drizzle should see it: its writes, and those of the clients it hands out for transactions, bump
 * `counter`. pg-boss keeps the plain pool (its queue tables are not read by cached answers).
 */
export function countingWrites(pool: pg.Pool, counter: WriteCounter): pg.Pool {
  const clientOf = (client: pg.PoolClient) =>
    new Proxy(client, {
      get: (target, property) =>
        property === "query" ? countingQuery(target.query.bind(target), counter) : bound(target, property),
    });
  return new Proxy(pool, {
    get(target, property) {
      if (property === "query") return countingQuery(target.query.bind(target), counter);
      if (property === "connect") {
        return async (...args: unknown[]) => {
          if (args.length > 0) throw new Error("connect(callback) is not supported here");
          return clientOf(await target.connect());
        };
      }
      return bound(target, property);
    },
  });
}
