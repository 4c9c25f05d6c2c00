import { USER_TYPES } from "@soracity/contracts";
import { UsersRepository } from "../modules/users/users.repository";
import { runCli, withServerDatabase } from "./cli-database";

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
  return withServerDatabase(async ({ db }) => {
    if (!(await new UsersRepository(db).setUserType(email, plan))) {
      console.error(`No user with the e-mail ${email}.`);
      return 1;
    }
    console.log(`${email} is now on the ${plan} plan.`);
    return 0;
  });
}

runCli(main);
