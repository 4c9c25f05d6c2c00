import type { AccountDelete } from "@soracity/contracts";
import type { UserRow } from "../../db/schema";
import type { BlobStore } from "../../lib/blobs";
import { notFound } from "../../lib/errors";
import type { PasswordHasher } from "../../lib/passwords";
import type { NotificationInput, NotificationsService } from "../notifications/notifications.service";
import type { SessionsService } from "../sessions/sessions.service";
import { displayName } from "../users/users.presenter";
import type { AccountRepository, RemovedData } from "./account.repository";
import { wrongPassword } from "../me/me.service";
import type { JobHistory } from "./account.jobs";

/** A notification to send once the deletion has committed. */
interface Pending {
  userId: string;
  notification: NotificationInput;
}

/**
 * Account deletion (PRODUCT.md §4, §8: irreversible, removes all the user's data). The rule, applied in one
 * transaction:
 * - a group tree the user owns passes to the member of its top group with the highest role (admin, edit,
 *   view), the longest-standing on a tie; that member is notified. Without such a member the tree is deleted
 *   with its group workspaces, and the members of its sub-groups are notified;
 * - the user's own workspaces are deleted with everything in them, and the users they were shared with are
 *   notified;
 * - the user's rows go (sessions, API tokens, memberships, shares, notifications, reset links, pending
 *   registrations of the address), and their id is dropped from what stays in others' projects;
 * - other users' notifications that link to something removed go (the removal notice replaces them);
 * - contact inquiries keep only the message and its dates (the terms say so), the sender's details are blanked.
 * Blobs of the removed projects, cases and runs are removed after the commit (the hourly sweeps remove any a
 * crash leaves behind).
 */
export class AccountService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
    private readonly blobs: BlobStore,
    private readonly jobs: JobHistory,
  ) {}

  /** 400 `password.wrong` on `password` when the password is not the account's; nothing is removed then. */
  async delete(user: UserRow, body: AccountDelete): Promise<void> {
    if (!(await this.passwords.verify(user.passwordHash, body.password))) throw wrongPassword("password");
    const who = displayName(user) || user.email;
    const { removed, pending } = await this.repo.db.transaction(async (tx) => {
      if (!(await this.repo.lockUser(tx, user.id))) throw notFound("User");
      const pending: Pending[] = [];
      const groupsToDelete: string[] = [];
      for (const tree of await this.repo.ownedTrees(tx, user.id)) {
        const successor = await this.repo.successor(tx, tree.topId, user.id);
        if (successor) {
          await this.repo.handOver(tx, tree, successor);
          pending.push({
            userId: successor,
            notification: {
              type: "group_owner_changed",
              params: { user: who, group: tree.name },
              link: `/dashboard/group/${tree.topId}`,
            },
          });
        } else {
          groupsToDelete.push(...tree.groupIds);
          for (const member of await this.repo.membersOf(tx, tree.groupIds, user.id)) {
            pending.push({
              userId: member,
              notification: { type: "group_removed", params: { user: who, group: tree.name } },
            });
          }
        }
      }
      const own = await this.repo.ownWorkspaces(tx, user.id);
      for (const workspace of own) {
        for (const member of workspace.sharedWith) {
          pending.push({
            userId: member,
            notification: { type: "workspace_removed", params: { user: who, workspace: workspace.name } },
          });
        }
      }
      const workspaceIds = [
        ...own.map((w) => w.id),
        ...(await this.repo.groupWorkspaces(tx, groupsToDelete)),
      ];
      const removed = await this.repo.contentsOf(tx, workspaceIds);
      await this.repo.deleteNotificationsAbout(tx, [
        ...workspaceIds,
        ...groupsToDelete,
        ...removed.projectIds,
      ]);
      await this.repo.deleteWorkspaces(tx, workspaceIds);
      await this.repo.deleteGroups(tx, groupsToDelete);
      await this.repo.deleteUser(tx, user.id, user.email.toLowerCase());
      return { removed, pending };
    });
    this.sessions.forgetUser(user.id);
    await this.removeFiles(removed);
    // Members of a removed tree who are notified twice (a group and a workspace) get both messages.
    for (const { userId, notification } of pending) await this.notifications.notify(userId, notification);
  }

  /** Blobs and queue history of the removed projects, cases and runs. */
  private async removeFiles(removed: RemovedData): Promise<void> {
    for (const id of removed.projectIds) await this.blobs.removePrefix(`projects/${id}/`);
    for (const id of removed.caseIds) await this.blobs.removePrefix(`results/${id}/`);
    for (const id of removed.runIds) await this.blobs.removePrefix(`runs/${id}/`);
    await this.jobs.forgetCases(removed.caseIds);
  }
}
