import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { type AfterCommit, WorkspaceLifecycle, type WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { archiveKeysOf } from './export-archives.js';
import { Job } from './job.entity.js';

/** A deleted workspace's export jobs, then, once that committed, their archives. */
@Injectable()
export class WorkspaceJobs implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'exports';

  constructor(
    private readonly lifecycle: WorkspaceLifecycle,
    private readonly deletes: DeleteAfterCommit,
  ) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit> {
    const keys = await archiveKeysOf(manager, { workspace_id: workspaceId });
    await manager.delete(Job, { workspace_id: workspaceId });
    return () => this.deletes.delete(keys);
  }
}
