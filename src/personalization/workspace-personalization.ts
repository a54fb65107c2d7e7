import type { EntityManager } from 'typeorm';

import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { CATEGORIES, OPTIONS, PROPERTIES, TOKENS, VALUES } from './personalization.queries.js';

/** A deleted workspace's personalization: what refers to others first, so no delete cascades. */
@WorkspaceParticipant('personalization')
export class WorkspacePersonalization implements WorkspaceParticipant {
  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    for (const scope of [VALUES, TOKENS, OPTIONS, PROPERTIES, CATEGORIES])
      await scope.deleteAll(manager, { workspaceId });
  }
}
