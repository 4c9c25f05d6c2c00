import type { ApiToken } from "@soracity/contracts";
import type { ApiTokenRow } from "../../db/schema";

export const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
});
