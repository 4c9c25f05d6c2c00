import type { Case, Role } from "@soracity/contracts";
import type { CaseRow } from "../../db/schema";
import { caseCan } from "../access/access.presented";

/**
 * A case as answered to a caller with `role` on its workspace; `shareUrl` is its share link (the `case_shares`
 * row, see CasesService.present).
 */
export const toCase = (row: CaseRow, role: Role, shareUrl: string | null = null): Case => ({
  id: row.id,
  project_id: row.projectId,
  service_type: row.serviceType,
  name: row.name,
  parameters: row.parameters,
  status: row.status,
  process_start_at: row.processStartAt?.toISOString() ?? null,
  process_end_at: row.processEndAt?.toISOString() ?? null,
  progress: row.progress,
  error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? row.errorCode } : null,
  stale: row.stale,
  result_url: row.resultRunId ? `/api/cases/${row.id}/result` : null,
  share_url: shareUrl,
  can: caseCan({ role }),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
