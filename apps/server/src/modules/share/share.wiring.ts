import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { BlobStore } from "../../lib/blobs";
import type { CasesService } from "../cases/cases.service";
import { ExportsRepository } from "../exports/exports.repository";
import { ExportsService } from "../exports/exports.service";
import { ShareLinkKey } from "./share.key";
import { ShareRepository } from "./share.repository";
import { ShareService } from "./share.service";

/** Share links and exports; the cases service reports each case's link through the share service. */
export function createShareServices(db: Database, config: AppConfig, cases: CasesService, blobs: BlobStore) {
  const results = new ExportsRepository(db);
  const share = new ShareService(
    new ShareRepository(db),
    new ShareLinkKey(db, config.shareLinkSecret),
    cases,
    results,
  );
  cases.useShareUrls((ids) => share.urlsOf(ids));
  return { share, exports: new ExportsService(results, cases, blobs) };
}
