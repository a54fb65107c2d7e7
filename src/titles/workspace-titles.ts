import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import {
  WorkspaceLifecycle,
  type WorkspaceParticipant,
  type WorkspaceTally,
} from '../workspaces/workspace-lifecycle.js';
import { Title } from './title.entity.js';

/** A workspace's projects: counted on its resource, deleted with it (after their docs). */
@Injectable()
export class WorkspaceTitles implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'titles';

  constructor(private readonly lifecycle: WorkspaceLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async summary(manager: EntityManager, workspaceId: number): Promise<WorkspaceTally> {
    return { titles: await manager.countBy(Title, { workspace_id: workspaceId }) };
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await manager.delete(Title, { workspace_id: workspaceId });
  }
}
