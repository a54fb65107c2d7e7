import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type AfterCommit, WorkspaceLifecycle, type WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { ApiCredential } from './api-credential.entity.js';
import { TokenService } from './token.service.js';

/**
 * A workspace's credentials (their access tokens go with them by foreign key cascade). Once a
 * delete or a status change committed, its tokens stop working in this process at once, on other
 * instances as the revocation reaches them (Redis), else within the token cache's bound.
 */
@Injectable()
export class WorkspaceCredentials implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'auth';

  constructor(
    private readonly lifecycle: WorkspaceLifecycle,
    private readonly tokens: TokenService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit> {
    await manager.delete(ApiCredential, { workspace_id: workspaceId });
    return () => this.tokens.forgetWorkspace(workspaceId);
  }

  afterStatusChange(workspaceId: number): Promise<void> {
    return this.tokens.forgetWorkspace(workspaceId);
  }
}
