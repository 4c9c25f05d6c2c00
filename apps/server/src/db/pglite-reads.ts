import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

import { READ_STATEMENT } from "./write-counter";

interface Statement {
  name: string;
  /** The parameters' type oids, for PGlite's serializers. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The embedded database with named prepared statements for reads. PGlite's query() sends parse, describe, bind,
 * describe, execute and sync as six calls into the WASM database, which parses and plans the SQL every time; a
 * read seen before is only bound and executed here, in one call. Writes, transactions and raw statements keep
 * PGlite's query() (which also writes the data dir back after each statement).
 */
export function withPreparedReads(
  client: PGlite,
  maxStatements = 500,
  onWrite: () => void = () => {},
): PGlite {
  const statements = new Map<string, Statement>();
  /** PGlite's own locks, as query() takes them: nothing runs inside a transaction of another caller. */
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(work));

  async function statementOf(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `drizzle_read_${statements.size}`;
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  /**
   * PGlite merges a query's own parsers into its 318 defaults by spreading both objects on every call (about 85 µs,
   * more than the read itself). Drizzle passes the same parsers object with every query of a statement, so the
   * merged table is kept, and given to the result parser as its defaults with the options left without parsers.
   */
  const merged = new WeakMap<object, { parsers: PGlite["parsers"]; options: QueryOptions }>();
  function parsersOf(options: QueryOptions | undefined) {
    const own = options?.parsers;
    if (!own) return { parsers: client.parsers, options };
    let known = merged.get(own);
    if (!known) {
      const { parsers: _own, ...rest } = options;
      known = { parsers: { ...client.parsers, ...own }, options: rest };
      merged.set(own, known);
    }
    return known;
  }

  async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const cacheable = statements.has(text) || statements.size < maxStatements;
    if (!READ_STATEMENT.test(text)) return afterWrite(client.query<T>(text, params, options));
    if (!cacheable || options?.blob) return client.query<T>(text, params, options);
    return exclusive(async () => {
      const { name, paramTypes } = await statementOf(text);
      const values = (params ?? []).map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : (value as string | number | bigint | boolean).toString();
      });
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const { parsers, options: rest } = parsersOf(options);
      const [results] = parse.parseResults(messages, parsers, rest);
      if (!results) throw new Error("PGlite answered a read with no results");
      return results as Results<T>;
    });
  }

  /** Tells `onWrite` when a write, a script or a transaction has finished, failed or not. */
  function afterWrite<T>(work: Promise<T>): Promise<T> {
    void work.then(onWrite, onWrite);
    return work;
  }
  const exec: PGlite["exec"] = (text, options) => afterWrite(client.exec(text, options));
  const transaction: PGlite["transaction"] = (callback) => afterWrite(client.transaction(callback));

  // A proxy rather than a subclass: PGlite keeps its state in private fields of the instance itself.
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "exec") return exec;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function"
        ? ((value as (...args: unknown[]) => unknown).bind(target) as unknown)
        : value;
    },
  });
}
