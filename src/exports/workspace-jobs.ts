import type { EntityManager } from 'typeorm';

import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { type AfterCommit, WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { archiveKeysOf } from './job.queries.js';
import { JOBS } from './job.queries.js';

/** A deleted workspace's export jobs, then, once that committed, their archives. */
@WorkspaceParticipant('exports')
export class WorkspaceJobs implements WorkspaceParticipant {
  constructor(private readonly deletes: DeleteAfterCommit) {}

  async purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit> {
    const keys = await archiveKeysOf(manager, { workspaceId });
    await JOBS.deleteAll(manager, { workspaceId });
    return () => this.deletes.delete(keys);
  }
}
