import type pg from "pg";
import { isDatabaseUnavailable } from "./unavailable";
import { bound } from "./write-counter";

type Query = (...args: unknown[]) => unknown;

/** A checked-out client released at most once: first by the lost connection (with its error), else by its user. */
function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "release") return release;
      if (property !== "query") return bound(target, property);
      return (...args: unknown[]) => {
        const result = (target.query as Query)(...args);
        if (result instanceof Promise) {
          result.catch((err: unknown) => {
            // The pool drops a client released with an error; the caller still gets the rejection below.
            if (isDatabaseUnavailable(err)) release(err instanceof Error ? err : true);
          });
        }
        return result;
      };
    },
  });
}

/**
 * The pool as drizzle should get it: a client checked out for a transaction whose connection is lost goes back
 * to the pool at once (which drops it), and the release drizzle makes afterwards is ignored. Drizzle (0.45)
 * releases in a `finally` entered only after its `begin` succeeded, so a `begin` on a connection that a failover
 * or pg_terminate_backend just cut kept its client checked out for ever: ten of those and every request hung.
 */
export function releasingLostClients(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property !== "connect") return bound(target, property);
      return async (...args: unknown[]) => {
        if (args.length > 0) throw new Error("connect(callback) is not supported here");
        return releasedOnLoss(await target.connect());
      };
    },
  });
}
