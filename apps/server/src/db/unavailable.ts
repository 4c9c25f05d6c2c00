/**
 * SQLSTATEs of a database that is out of reach for a moment (a failover, a restart, an administrator ending
 * sessions), not of a statement that is wrong: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now, 53300 too_many_connections, class 08 connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EAI_AGAIN"]);
/** node-postgres' own errors for a connection lost under a client (they carry no code). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

const codeOf = (err: object): unknown => ("code" in err ? err.code : undefined);

/**
 * True when `err` (or an error it wraps as `cause`, as Drizzle's query errors do) says the database could not be
 * reached or dropped the connection: the request may succeed when tried again (503), nothing is wrong with it.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = codeOf(current);
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_SOCKET_CODES.has(code))
        return true;
    } else if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
