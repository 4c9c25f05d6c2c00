import { analysisMessage } from "@soracity/contracts";
import type { UsersService } from "../users/users.service";
import { recipientLocale } from "../notifications/notifications.templates";
import type { MailService } from "./mail.service";

/** A run that ended (what the analysis finisher tells its listener). */
export interface RunEnd {
  userId: string;
  caseId: string;
  projectId: string;
  caseName: string;
  status: "done" | "error";
  reason: string | null;
}

/**
 * Mails the user who started a run that it ended (done, or error with the reason), in their locale, with a link
 * to the case; nothing when they turned these mails off (`users.mail_on_analysis_done`). Resolves to whether a
 * mail went.
 */
export async function mailRunEnd(mail: MailService, users: UsersService, end: RunEnd): Promise<boolean> {
  const user = await users.findById(end.userId);
  if (!user?.mailOnAnalysisDone) return false;
  const locale = recipientLocale(user.locale);
  const to = { email: user.email, locale };
  const common = {
    name: `${user.familyName} ${user.givenName}`,
    case: end.caseName,
    link: mail.link(locale, `/dashboard/project/${end.projectId}/case/${end.caseId}`),
  };
  return end.status === "done"
    ? mail.send(to, "analysis_done", common)
    : mail.send(to, "analysis_error", {
        ...common,
        reason: analysisMessage(end.reason ?? "", locale) || "-",
      });
}
