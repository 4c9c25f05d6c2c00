// Creates or drops a PostgreSQL database for a CI run: `node scripts/pg-database.mjs create|drop <name>`.
// Connects to the server's `postgres` database (PG_ADMIN_URL, default the local trust-auth server).
import pg from "pg";

const [action, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action ?? "") || !/^[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: node scripts/pg-database.mjs create|drop <name: a-z0-9_>");
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
});
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (action === "create") await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
