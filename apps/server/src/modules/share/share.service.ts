import { EXPORT_FORMATS, type SharedCase, sharedCaseSchema } from "@soracity/contracts";
import { notFound } from "../../lib/errors";
import { randomToken, sha256Hex } from "../../lib/tokens";
import type { Actor } from "../access/access.policy";
import type { CasesService } from "../cases/cases.service";
import type { ExportsService } from "../exports/exports.service";
import type { ShareLinkKey } from "./share.key";
import type { ShareRepository } from "./share.repository";

/** The share page's path of a token, on the app's own origin (the web app serves `/share/:token`). */
export const sharePath = (token: string) => `/share/${token}`;
/** The API base of a share. */
export const shareApiPath = (token: string) => `/api/share/${encodeURIComponent(token)}`;

const sharedNotFound = () => notFound("Share");

/**
 * Case share links: an editor creates (or gets again) the case's one link and revokes it; anyone holding the
 * token reads the case's results, read-only. Unknown and revoked tokens are the same 404.
 */
/** A case's share row as stored: its token sealed with the share-link key. */
export interface SealedShare {
  caseId: string;
  tokenSealed: string;
}

export class ShareService {
  constructor(
    private readonly repo: ShareRepository,
    private readonly key: ShareLinkKey,
    private readonly cases: CasesService,
    private readonly exports: ExportsService,
  ) {}

  /** The case's link, created on first call (editor role). */
  async create(actor: Actor | null, caseId: string): Promise<{ url: string }> {
    await this.cases.authorized(actor, caseId, "case:write");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const existing = await this.repo.ofCase(caseId);
      const token = existing ? await this.key.unseal(existing.tokenSealed) : null;
      if (token) return { url: sharePath(token) };
      // A link sealed with another key (SHARE_LINK_SECRET changed) cannot be shown again: it is replaced.
      if (existing) await this.repo.delete(caseId);
      const fresh = randomToken();
      const row = await this.repo.insert({
        caseId,
        tokenHash: sha256Hex(fresh),
        tokenSealed: await this.key.seal(fresh),
        createdBy: actor?.userId ?? null,
      });
      if (row) return { url: sharePath(fresh) };
      // Another request created it meanwhile: read that one.
    }
    throw new Error("share link could not be created");
  }

  /** Revokes the case's link (editor role); nothing to revoke is fine. */
  async revoke(actor: Actor | null, caseId: string): Promise<void> {
    await this.cases.authorized(actor, caseId, "case:write");
    await this.repo.delete(caseId);
  }

  /** The share URLs of the given cases (those shared), for the Case answers. */
  async urlsOf(caseIds: string[]): Promise<Map<string, string>> {
    return this.urlsOfSealed(await this.repo.ofCases(caseIds));
  }

  /** The share URLs of share rows already read (the case list reads them with its cases). */
  async urlsOfSealed(rows: readonly SealedShare[]): Promise<Map<string, string>> {
    const urls = new Map<string, string>();
    for (const row of rows) {
      const token = await this.key.unseal(row.tokenSealed);
      if (token) urls.set(row.caseId, sharePath(token));
    }
    return urls;
  }

  /** The case a token opens, or 404. */
  async caseOf(token: string): Promise<string> {
    const caseId = await this.repo.caseOf(sha256Hex(token));
    if (!caseId) throw sharedNotFound();
    return caseId;
  }

  /** The shared case's read-only data (see `sharedCaseSchema`). */
  async read(token: string): Promise<SharedCase> {
    const record = await this.exports.record(await this.caseOf(token));
    if (!record) throw sharedNotFound();
    const base = shareApiPath(token);
    const manifest = record.manifest as {
      summary?: unknown;
      points?: unknown;
      layers?: { name: string; media_type: string; meta: Record<string, unknown> }[];
    } | null;
    return sharedCaseSchema.parse({
      name: record.name,
      service_type: record.serviceType,
      status: record.status,
      process_start_at: record.processStartAt?.toISOString() ?? null,
      process_end_at: record.processEndAt?.toISOString() ?? null,
      computed_at: record.computedAt?.toISOString() ?? null,
      site:
        record.siteLon !== null && record.siteLat !== null
          ? { lon: record.siteLon, lat: record.siteLat }
          : null,
      summary: manifest?.summary ?? null,
      points: manifest?.points ?? [],
      layers: (manifest?.layers ?? []).map((layer) => ({
        name: layer.name,
        media_type: layer.media_type,
        meta: layer.meta,
        url: `${base}/layers/${encodeURIComponent(layer.name)}`,
      })),
      exports: manifest ? EXPORT_FORMATS.map((format) => ({ format, url: `${base}/export/${format}` })) : [],
    });
  }
}
