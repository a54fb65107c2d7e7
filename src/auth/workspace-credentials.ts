import type { EntityManager } from 'typeorm';

import { type AfterCommit, WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { CREDENTIALS } from './credential.queries.js';
import { TokenService } from './token.service.js';

/**
 * A workspace's credentials (their access tokens go with them by foreign key cascade). Once a
 * delete or a status change committed, its tokens stop working in this process at once, on other
 * instances as the revocation reaches them (Redis), else within the token cache's bound.
 */
@WorkspaceParticipant('auth')
export class WorkspaceCredentials implements WorkspaceParticipant {
  constructor(private readonly tokens: TokenService) {}

  async purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit> {
    await CREDENTIALS.deleteAll(manager, { workspaceId });
    return () => this.tokens.forgetWorkspace(workspaceId);
  }

  afterStatusChange(workspaceId: number): Promise<void> {
    return this.tokens.forgetWorkspace(workspaceId);
  }
}
