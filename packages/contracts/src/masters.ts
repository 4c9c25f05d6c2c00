import { z } from "zod";

/** Roles a member holds in a group, and permissions a workspace is shared with (same three levels). */
export const PERMISSIONS = ["admin", "edit", "view"] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionSchema = z.enum(PERMISSIONS, { error: "common.required" });

/** A caller's effective role on a workspace or group: its owner, or one of the permissions. */
export const ROLES = ["owner", ...PERMISSIONS] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** Service types of a project (PRODUCT.md §3: shadow is `hikage`). */
export const SERVICE_TYPES = ["hikage", "noise", "vibration", "tenkuritsu", "gyakuhikage"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const serviceTypeSchema = z.enum(SERVICE_TYPES, { error: "common.required" });

/** One entry of a master list, with its label in both languages. */
const labelled = { name_ja: z.string(), name_en: z.string() };

/** GET /api/groupmember/master/permission and GET /api/permissionmanage/master/permission. */
export const permissionMasterSchema = z.array(
  z.object({
    permission: permissionSchema,
    ...labelled,
    description_ja: z.string(),
    description_en: z.string(),
  }),
);
export type PermissionMaster = z.infer<typeof permissionMasterSchema>;

/** GET /api/service/type/all. */
export const serviceTypeMasterSchema = z.array(z.object({ service_type: serviceTypeSchema, ...labelled }));
export type ServiceTypeMaster = z.infer<typeof serviceTypeMasterSchema>;

/**
 * The master lists: static, so the web reads them here instead of fetching them, and the master routes
 * (PRODUCT.md §7) answer them as they are. The web shows their labels through i18n (`master.*` in apps/web/src/i18n, kept
 * equal to these by a test there). Roles of group members and permissions of shared workspaces are the same
 * three levels (what each may do: apps/server/README.md, Authorization).
 */
export const PERMISSION_MASTER: PermissionMaster = [
  {
    permission: "admin",
    name_ja: "管理者",
    name_en: "Admin",
    description_ja: "閲覧・編集に加え、名前の変更、共有やメンバーの管理ができます",
    description_en: "View and edit, plus rename and manage sharing or members",
  },
  {
    permission: "edit",
    name_ja: "編集",
    name_en: "Edit",
    description_ja: "プロジェクトとケースの作成・編集・削除ができます",
    description_en: "Create, edit and delete projects and cases",
  },
  {
    permission: "view",
    name_ja: "閲覧",
    name_en: "View",
    description_ja: "閲覧のみできます",
    description_en: "View only",
  },
];

/** Service types in the order every list shows them (PRODUCT.md §3: shadow is `hikage`). */
export const SERVICE_TYPE_MASTER: ServiceTypeMaster = [
  { service_type: "hikage", name_ja: "日影", name_en: "Shadow" },
  { service_type: "noise", name_ja: "騒音", name_en: "Noise" },
  { service_type: "vibration", name_ja: "振動", name_en: "Vibration" },
  { service_type: "tenkuritsu", name_ja: "天空率", name_en: "Sky factor" },
  { service_type: "gyakuhikage", name_ja: "逆日影", name_en: "Shadow envelope" },
];
