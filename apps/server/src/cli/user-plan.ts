import path from "node:path";
import { USER_TYPES } from "@soracity/contracts";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../lib/data-dir-lock";
import { UsersRepository } from "../modules/users/users.repository";

/**
 * `npm run -w @soracity/server user:plan -- <email> <basic|premium|custom>`: sets a user's plan (user_type).
 * Uses the same configuration as the server (DATABASE_URL or the embedded database in DATA_DIR); with the
 * embedded database the server must be stopped first (one process at a time holds DATA_DIR).
 */
async function main(argv: string[]): Promise<number> {
  const [email, plan] = argv;
  if (!email || !plan || !(USER_TYPES as readonly string[]).includes(plan)) {
    console.error(`Usage: npm run -w @soracity/server user:plan -- <email> <${USER_TYPES.join("|")}>`);
    return 2;
  }
  const config = loadConfig();
  const release = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, config.brand.name, (err) => {
        console.error(`Lost the lock on ${config.dataDir}: ${err.message}`);
        process.exit(1);
      });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dir: path.join(config.dataDir, "db") },
  );
  try {
    await database.migrate();
    const found = await new UsersRepository(database.db).setUserType(email, plan);
    if (!found) {
      console.error(`No user with the e-mail ${email}.`);
      return 1;
    }
    console.log(`${email} is now on the ${plan} plan.`);
    return 0;
  } finally {
    await database.close();
    await release?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  },
);
