import { isLocale, type Me, planOf, roleOf } from "@soracity/contracts";
import type { UserRow } from "../../db/schema";

/** Display name: family name, then given name (PRODUCT.md §3). */
export const displayName = (user: Pick<UserRow, "familyName" | "givenName">) =>
  `${user.familyName} ${user.givenName}`.trim();

export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    family_name: user.familyName,
    given_name: user.givenName,
    picture: user.picture,
    locale: isLocale(user.locale) ? user.locale : null,
    user_type: planOf(user.userType),
    role: roleOf(user.role),
    company: user.company,
    post: user.post,
    address: user.address,
    tel: user.tel,
    mail_on_analysis_done: user.mailOnAnalysisDone,
  };
}
