import {
  analysisMessage,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type NotificationType,
  PERMISSION_MASTER,
} from "@soracity/contracts";

/** Longest content stored (a worker's error reason can be long); the rest is cut with an ellipsis. */
export const CONTENT_MAX_CHARS = 2000;

/**
 * Content templates per locale: one line per entry, `{name}` filled from the params. A line whose
 * placeholder has no (or an empty) value is left out, so optional params (e.g. `project`) need no template
 * of their own. Params by type:
 * - analysis_done: case, project (optional)
 * - analysis_error: case, reason (optional)
 * - workspace_shared: user (who shared), workspace, permission (admin | edit | view)
 * - group_added: user (who added), group, role (admin | edit | view)
 * - group_owner_changed, group_removed: user (who deleted their account), group
 * - workspace_removed: user (who deleted their account), workspace
 * - announcement: title_ja, content_ja, title_en, content_en (an operator's message; the recipient's language)
 */
const TEMPLATES: Record<Locale, Record<NotificationType, readonly string[]>> = {
  jp: {
    analysis_done: ["ケース「{case}」の解析が完了しました。", "プロジェクト: {project}"],
    analysis_error: ["ケース「{case}」の解析はエラーで終了しました。", "理由: {reason}"],
    workspace_shared: [
      "{user}さんがワークスペース「{workspace}」をあなたと共有しました。",
      "権限: {permission}",
    ],
    group_added: ["{user}さんがあなたをグループ「{group}」に追加しました。", "権限: {role}"],
    group_owner_changed: [
      "{user}さんがアカウントを削除したため、あなたがグループ「{group}」の所有者になりました。",
    ],
    group_removed: ["{user}さんがアカウントを削除したため、グループ「{group}」は削除されました。"],
    workspace_removed: [
      "{user}さんがアカウントを削除したため、共有されていたワークスペース「{workspace}」は削除されました。",
    ],
    announcement: ["{title_ja}", "{content_ja}"],
  },
  en: {
    analysis_done: ['The analysis of case "{case}" has finished.', "Project: {project}"],
    analysis_error: ['The analysis of case "{case}" ended with an error.', "Reason: {reason}"],
    workspace_shared: ['{user} shared the workspace "{workspace}" with you.', "Permission: {permission}"],
    group_added: ['{user} added you to the group "{group}".', "Role: {role}"],
    group_owner_changed: ['{user} deleted their account; you are now the owner of the group "{group}".'],
    group_removed: ['{user} deleted their account; the group "{group}" was deleted with it.'],
    workspace_removed: [
      '{user} deleted their account; the workspace "{workspace}" they shared with you was deleted.',
    ],
    announcement: ["{title_en}", "{content_en}"],
  },
};

/** Params that carry a permission level (admin | edit | view). */
const PERMISSION_PARAMS = new Set(["permission", "role"]);

/** A permission's label in `locale`: the contracts' master list, whose labels the web shows too. */
function permissionLabel(permission: string, locale: Locale): string {
  const entry = PERMISSION_MASTER.find((master) => master.permission === permission);
  if (!entry) return permission;
  return locale === "en" ? entry.name_en : entry.name_ja;
}

/** The recipient's saved locale, or the default (jp) when none is saved. */
export const recipientLocale = (saved: string | null | undefined): Locale =>
  isLocale(saved) ? saved : DEFAULT_LOCALE;

/** Plain-text content of a notification in `locale` (lines joined with `\n`). */
export function renderContent(
  type: NotificationType,
  locale: Locale,
  params: Record<string, string>,
): string {
  const value = (name: string) => {
    const raw = (params[name] ?? "").trim();
    // An analysis error's reason is a message key of the analysis contracts.
    if (name === "reason") return analysisMessage(raw, locale);
    return PERMISSION_PARAMS.has(name) ? permissionLabel(raw, locale) : raw;
  };
  const lines = TEMPLATES[locale][type].flatMap((line) => {
    const names = [...line.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    if (names.some((name) => value(name) === "")) return [];
    return [line.replace(/\{(\w+)\}/g, (_all, name: string) => value(name))];
  });
  const text = lines.join("\n");
  return text.length > CONTENT_MAX_CHARS ? `${text.slice(0, CONTENT_MAX_CHARS - 1)}…` : text;
}

/** An app path (`/dashboard/...`) is kept; anything else (absolute URLs, `//host`, blanks) becomes null. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  return /^\/(?!\/)[^\s\\]{0,499}$/.test(link) ? link : null;
}
