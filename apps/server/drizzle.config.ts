import { defineConfig } from "drizzle-kit";

// `npm run -w @soracity/server db:generate` writes SQL migrations to ./drizzle (committed); the server applies
// them on start with drizzle's migrator, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
