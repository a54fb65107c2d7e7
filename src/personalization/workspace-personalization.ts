import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { WorkspaceLifecycle, type WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { Category } from './category.entity.js';
import { Option } from './option.entity.js';
import { Property } from './property.entity.js';
import { Token } from './token.entity.js';
import { Value } from './value.entity.js';

/** A deleted workspace's personalization: what refers to others first, so no delete cascades. */
@Injectable()
export class WorkspacePersonalization implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'personalization';

  constructor(private readonly lifecycle: WorkspaceLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    for (const entity of [Value, Token, Option, Property, Category])
      await manager.delete(entity, { workspace_id: workspaceId });
  }
}
