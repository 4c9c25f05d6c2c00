import type { ListPage, Role, Workspace, WorkspaceListQuery } from "@soracity/contracts";
import { pageRequestOf, workspaceListQuerySchema } from "@soracity/contracts";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { listAnswer, readPage } from "../../lib/paging";
import { type Action, type Actor, authorize, strongest } from "../access/access.policy";
import type { AccessRepository } from "../access/access.repository";
import type { GroupsService } from "../groups/groups.service";
import type { LimitsService } from "../limits/limits.service";
import { toWorkspace } from "./workspaces.presenter";
import type { WorkspacesRepository } from "./workspaces.repository";

export class WorkspacesService {
  constructor(
    private readonly db: Database,
    private readonly repo: WorkspacesRepository,
    private readonly groups: GroupsService,
    readonly access: AccessRepository,
    private readonly limits: LimitsService,
  ) {}

  /** The workspace if the actor may do `action` on it (401 / 404 / 403 otherwise). */
  async authorized(actor: Actor | null, id: string, action: Action) {
    const access = actor ? await this.access.workspace(id, actor.userId) : undefined;
    authorize(actor, action, access, "Workspace");
    return access;
  }

  /** One kind of the caller's workspaces, searched and sorted: a page when the query asks for one, else all. */
  async list(userId: string, input: WorkspaceListQuery): Promise<Workspace[] | ListPage<Workspace>> {
    const query = workspaceListQuerySchema.parse(input);
    const page = pageRequestOf(query);
    if (query.kind === "my") {
      const { rows, total } = await readPage(page, (w) => this.repo.listOwned(userId, query, query.q, w));
      return listAnswer(
        rows.map((v) => toWorkspace(v, "owner", "my")),
        total,
        page,
      );
    }
    const visible = await this.groups.visibleRoles(userId);
    const roleOf = (groupId: string | null, share: string | null) =>
      strongest([groupId ? visible.get(groupId) : null, share as Role | null]) ?? "view";
    const { kind } = query;
    if (kind === "group" && query.group_id && !visible.has(query.group_id)) throw notFound("Group");
    const ids = query.group_id ? [query.group_id] : [...visible.keys()];
    const { rows, total } = await readPage(page, (w) =>
      kind === "shared"
        ? this.repo.listShared(userId, query, query.q, w)
        : this.repo.listOfGroups(userId, ids, query, query.q, w),
    );
    const items = rows.map((v) => toWorkspace(v, roleOf(v.workspace.groupId, v.sharePermission), kind));
    return listAnswer(items, total, page);
  }

  async get(actor: Actor | null, id: string): Promise<Workspace> {
    const access = await this.authorized(actor, id, "workspace:read");
    return this.present(access.workspace.id, access.role, access.kind, actor);
  }

  private async present(id: string, role: Role, kind: Workspace["kind"], actor: Actor | null) {
    const view = await this.repo.view(id, actor?.userId ?? "");
    if (!view) throw notFound("Workspace");
    return toWorkspace(view, role, kind);
  }

  /** Creates a my workspace, or with `group_id` a group workspace (owner/admin/edit of the group). */
  async create(actor: Actor, body: { name: string; group_id?: string }): Promise<Workspace> {
    let accountId = actor.userId;
    if (body.group_id) {
      const group = await this.access.group(body.group_id, actor.userId);
      authorize(actor, "group:create-workspace", group, "Group");
      accountId = group.group.ownerId;
    }
    const row = await this.db.transaction(async (tx) => {
      await this.limits.ensureRoom(tx, accountId, { kind: "workspaces" });
      const values = body.group_id
        ? { name: body.name, ownerId: null, groupId: body.group_id }
        : { name: body.name, ownerId: accountId, groupId: null };
      return this.repo.insert(tx, values);
    });
    return this.get(actor, row.id);
  }

  async rename(actor: Actor | null, id: string, name: string): Promise<Workspace> {
    await this.authorized(actor, id, "workspace:rename");
    await this.repo.rename(id, name);
    return this.get(actor, id);
  }

  /** Deletes the workspace with its projects and cases in one statement (FK cascades: all or nothing). */
  async delete(actor: Actor | null, id: string): Promise<void> {
    await this.authorized(actor, id, "workspace:delete");
    await this.repo.delete(id);
  }
}
