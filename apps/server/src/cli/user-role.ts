import { USER_ROLES } from "@soracity/contracts";
import { AdminRepository } from "../modules/admin/admin.repository";
import { runCli, withServerDatabase } from "./cli-database";

/**
 * `npm run user:role -- <email> <operator|user>`: makes a user an operator (administration pages) or takes
 * the role back. Same configuration as the server; with the embedded database the server must be stopped first.
 */
async function main(argv: string[]): Promise<number> {
  const [email, role] = argv;
  if (!email || !role || !(USER_ROLES as readonly string[]).includes(role)) {
    console.error(`Usage: npm run user:role -- <email> <${[...USER_ROLES].reverse().join("|")}>`);
    return 2;
  }
  return withServerDatabase(async ({ db }) => {
    if (!(await new AdminRepository(db).setRole(email, role))) {
      console.error(`No user with the e-mail ${email}.`);
      return 1;
    }
    console.log(
      role === "operator" ? `${email} is now an operator.` : `${email} is now a user (not an operator).`,
    );
    return 0;
  });
}

runCli(main);
