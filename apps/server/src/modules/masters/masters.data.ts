import type { PermissionMaster, ServiceTypeMaster } from "@soracity/contracts";

/** Roles of group members and permissions of shared workspaces (what each may do: README, Authorization). */
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

/** Service type master (spec §3: shadow is `hikage`). */
export const SERVICE_TYPE_MASTER: ServiceTypeMaster = [
  { service_type: "hikage", name_ja: "日影", name_en: "Shadow" },
  { service_type: "noise", name_ja: "騒音", name_en: "Noise" },
  { service_type: "vibration", name_ja: "振動", name_en: "Vibration" },
];
