import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import {
  WorkspaceLifecycle,
  type WorkspaceParticipant,
  type WorkspaceTally,
} from '../workspaces/workspace-lifecycle.js';
import { Edition } from './edition.entity.js';
import { Page } from './page.entity.js';

/** A workspace's docs: counted on its resource; on its delete, their pages and then the docs. */
@Injectable()
export class WorkspaceDocs implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'editions';

  constructor(private readonly lifecycle: WorkspaceLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async summary(manager: EntityManager, workspaceId: number): Promise<WorkspaceTally> {
    return { editions: await manager.countBy(Edition, { workspace_id: workspaceId }) };
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await manager.delete(Page, { workspace_id: workspaceId });
    await manager.delete(Edition, { workspace_id: workspaceId });
  }
}
