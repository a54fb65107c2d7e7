import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';

import { forUpdate as lockForUpdate } from '../database/locks.js';
import {
  WorkspaceLifecycle,
  type WorkspaceParticipant,
  type WorkspaceTally,
} from '../workspaces/workspace-lifecycle.js';
import { Membership } from './membership.entity.js';
import { User } from './user.entity.js';

/** A workspace's members: counted on its resource; on its delete, those with no other membership go too. */
@Injectable()
export class WorkspaceMembers implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'users';

  constructor(private readonly lifecycle: WorkspaceLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async summary(manager: EntityManager, workspaceId: number): Promise<WorkspaceTally> {
    return { users: await manager.countBy(Membership, { workspace_id: workspaceId }) };
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    // Users whose only membership is this one are deleted; a shared user keeps the others. The
    // members' rows are read locked, so none of their memberships can come or go before this
    // commits (the count's triggers update the same rows): a shared user removed from its other
    // workspace at the same moment is seen with the count that removal left, and goes too.
    const members = await lockForUpdate(
      manager
        .getRepository(User)
        .createQueryBuilder('user')
        .select(['user.id', 'user.num_accounts'])
        .innerJoin('user.memberships', 'membership', 'membership.workspace_id = :id', { id: workspaceId }),
    ).getMany();
    const soleMembers = members.filter((user) => user.num_accounts === 1).map((user) => user.id);
    for (let at = 0; at < soleMembers.length; at += 500)
      await manager.delete(User, { id: In(soleMembers.slice(at, at + 500)) });
    // The shared users' memberships here, by statement: their counts (num_accounts) are kept by
    // triggers, which MySQL does not run for a foreign key's cascade.
    await manager.delete(Membership, { workspace_id: workspaceId });
  }
}
