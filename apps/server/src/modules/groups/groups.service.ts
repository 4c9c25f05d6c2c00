import type {
  Group,
  GroupMember,
  groupMemberListQuerySchema,
  ListPage,
  Permission,
  Role,
} from "@soracity/contracts";
import { pageRequestOf } from "@soracity/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { listAnswer, readPage } from "../../lib/paging";
import { type Action, type Actor, authorize } from "../access/access.policy";
import type { AccessRepository } from "../access/access.repository";
import type { LimitsService } from "../limits/limits.service";
import type { NotificationsService } from "../notifications/notifications.service";
import { emailProblem } from "../sharing/sharing.service";
import type { UsersService } from "../users/users.service";
import { displayName } from "../users/users.presenter";
import { toGroup, toMember, treeOrder } from "./groups.presenter";
import type { GroupsRepository } from "./groups.repository";

const conflict = (message: string) => new AppError(409, "conflict", message);

export class GroupsService {
  constructor(
    private readonly db: Database,
    private readonly repo: GroupsRepository,
    private readonly access: AccessRepository,
    private readonly users: UsersService,
    private readonly limits: LimitsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The group if the actor may do `action` (401 / 404 / 403 otherwise). */
  async authorized(actor: Actor | null, id: string, action: Action) {
    const access = actor ? await this.access.group(id, actor.userId) : undefined;
    authorize(actor, action, access, "Group");
    return access;
  }

  /** The user's role in every group they can see (owned, or a member of it or of a group above it). */
  async visibleRoles(userId: string): Promise<Map<string, Role>> {
    return new Map((await this.repo.visibleTo(userId)).map((g) => [g.group.id, g.role]));
  }

  /** Every group the user can see, parents first (GET /api/groupsclosure/tree). */
  async tree(userId: string): Promise<Group[]> {
    const visible = treeOrder(await this.repo.visibleTo(userId));
    const owners = new Map<string, UserRow>();
    for (const { group } of visible) {
      const owner = owners.get(group.ownerId) ?? (await this.users.findById(group.ownerId));
      if (owner) owners.set(owner.id, owner);
    }
    return visible.flatMap(({ group, role, depth, member }) => {
      const owner = owners.get(group.ownerId);
      return owner ? [toGroup(group, role, depth, owner, member)] : [];
    });
  }

  async get(actor: Actor | null, id: string): Promise<Group> {
    const { group, role, member, depth } = await this.authorized(actor, id, "group:read");
    const owner = await this.users.findById(group.ownerId);
    if (!owner) throw notFound("Group");
    return toGroup(group, role, depth, owner, member);
  }

  /** A top-level group (the caller owns it), or a sub-group (manage on the parent; owned by the tree's owner). */
  async create(actor: Actor, name: string, parentId: string | null): Promise<Group> {
    const parent = parentId ? await this.authorized(actor, parentId, "group:manage") : undefined;
    const ownerId = parent?.group.ownerId ?? actor.userId;
    const group = await this.db.transaction(async (tx) => {
      await this.limits.ensureRoom(tx, ownerId, { kind: "groups" });
      return this.repo.insert(tx, { ownerId, parentId, name });
    });
    return this.get(actor, group.id);
  }

  async rename(actor: Actor | null, id: string, name: string): Promise<Group> {
    await this.authorized(actor, id, "group:manage");
    await this.repo.rename(id, name);
    return this.get(actor, id);
  }

  /** Moves a group (with its sub-groups) under another group of the same tree, or to the top level. */
  async move(actor: Actor | null, id: string, parentId: string | null): Promise<Group> {
    const { group } = await this.authorized(actor, id, parentId ? "group:manage" : "group:move-to-top");
    if (parentId) {
      const parent = await this.authorized(actor, parentId, "group:manage");
      if (parent.group.ownerId !== group.ownerId)
        throw conflict("Groups can only move within their own tree.");
    }
    await this.db.transaction(async (tx) => {
      // One tree changes at a time (the owner's row is the tree's lock), so two moves cannot make a cycle.
      await this.limits.lockAccount(tx, group.ownerId);
      if (parentId && (await this.repo.isWithin(tx, id, parentId))) {
        throw conflict("A group cannot move into itself or one of its sub-groups.");
      }
      await this.repo.move(tx, id, parentId);
    });
    return this.get(actor, id);
  }

  /** Deletes the group with its sub-groups, memberships and group workspaces (one statement, FK cascades). */
  async delete(actor: Actor | null, id: string): Promise<void> {
    await this.authorized(actor, id, "group:delete");
    await this.repo.delete(id);
  }

  /** A group's members, searched and sorted: a page when the query asks for one, else all of them. */
  async members(
    actor: Actor | null,
    id: string,
    query: z.output<typeof groupMemberListQuerySchema>,
  ): Promise<GroupMember[] | ListPage<GroupMember>> {
    await this.authorized(actor, id, "group:read");
    const page = pageRequestOf(query);
    const { rows, total } = await readPage(page, (w) => this.repo.listMembers(id, query, w));
    return listAnswer(
      rows.map(({ member, user }) => toMember(member, user)),
      total,
      page,
    );
  }

  async putMember(actor: Actor | null, id: string, email: string, role: Permission): Promise<GroupMember> {
    const { group } = await this.authorized(actor, id, "group:manage");
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    if (!user) throw emailProblem("sharing.user_not_found");
    if (user.id === group.ownerId || user.id === actor?.userId) throw emailProblem("sharing.self");
    const isNew = !(await this.access.group(id, user.id))?.member;
    const member = toMember(await this.repo.upsertMember(id, user.id, role), user);
    if (isNew) await this.notifyAdded(actor, user.id, group, role);
    return member;
  }

  /** Tells the user they were added to a group (only a new membership; a role change says nothing). */
  private async notifyAdded(
    actor: Actor | null,
    userId: string,
    group: { id: string; name: string },
    role: Permission,
  ) {
    const adder = actor ? await this.users.findById(actor.userId) : undefined;
    await this.notifications.notify(userId, {
      type: "group_added",
      params: { user: adder ? displayName(adder) : "", group: group.name, role },
      link: `/dashboard/group/${group.id}`,
    });
  }

  /** Managers remove anyone; a member may leave by removing themself. */
  async removeMember(actor: Actor | null, id: string, userId: string): Promise<void> {
    await this.authorized(actor, id, actor?.userId === userId ? "group:read" : "group:manage");
    if (!(await this.repo.removeMember(id, userId))) throw notFound("Member");
  }
}
