import { z } from "zod";

/** Roles a member holds in a group, and permissions a workspace is shared with (same three levels). */
export const PERMISSIONS = ["admin", "edit", "view"] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionSchema = z.enum(PERMISSIONS, { error: "common.required" });

/** A caller's effective role on a workspace or group: its owner, or one of the permissions. */
export const ROLES = ["owner", ...PERMISSIONS] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** Service types of a project (spec §3: shadow is `hikage`). */
export const SERVICE_TYPES = ["hikage", "noise", "vibration"] as const;
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
