import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import type { ListFields } from '../common/list-query/list-fields.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { lockWorkspace } from '../personalization/personalization.queries.js';
import { AnalyticsGoal, type GoalType } from './analytics.entities.js';
import { GOALS, hasDoc } from './analytics.queries.js';
import type { CreateGoalDto, UpdateGoalDto } from './dto/goal.dto.js';
import type { AnalyticsGoalResource } from './goal.resource.js';
import { presentGoal } from './goals.presenter.js';
import { forgetConversions, goalCount, updateGoalRow } from './goals.queries.js';

/** Goals a workspace keeps at most: every report of conversions matches each event against them. */
export const GOALS_MAX = 1_000;

export const GOAL_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'goal.id' },
  name: { type: 'string', column: 'goal.name' },
  type: { type: 'string', column: 'goal.type' },
  doc: { type: 'relation', column: 'goal.edition_id' },
  created_on: { type: 'datetime', column: 'goal.created_on' },
  modified_on: { type: 'datetime', column: 'goal.modified_on' },
};

/** The fields that name a goal's target, by type: the others stay null. */
const TARGET_FIELDS: Record<GoalType, readonly ('position' | 'page' | 'pattern' | 'event')[]> = {
  page: ['position', 'page'],
  click: ['pattern'],
  custom: ['event'],
  completion: [],
};

type Target = Pick<AnalyticsGoal, 'type' | 'edition_id' | 'page_position' | 'page_identifier' | 'pattern' | 'event'>;

/** Analytics goals (docs/analytics.md, "Goals"): workspace-scoped CRUD, checked as the goal will be stored. */
@Injectable()
export class AnalyticsGoals {
  private readonly kind: ResourceKind<AnalyticsGoal, AnalyticsGoalResource, 'goal'> = {
    scope: GOALS,
    key: 'goal',
    fields: GOAL_LIST_FIELDS,
    present: (_manager, rows) => rows.map((row) => presentGoal(row, this.base)),
  };

  private readonly base: string;

  constructor(
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
  ) {
    this.base = resources.base;
  }

  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'goal', AnalyticsGoalResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<AnalyticsGoalResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; its recorded conversions go with it (foreign key cascade). */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  create(
    principal: Principal,
    dto: CreateGoalDto,
    recorder?: CreateRecorder<AnalyticsGoalResource>,
  ): Promise<AnalyticsGoalResource> {
    return this.transactions.run(async (manager) => {
      await recorder?.claim(manager);
      const target = checkTarget({
        type: dto.type,
        edition_id: dto.doc ?? null,
        page_position: dto.position ?? null,
        page_identifier: dto.page ?? null,
        pattern: dto.pattern ?? null,
        event: dto.event ?? null,
      });
      await this.checkDoc(manager, principal, target.edition_id);
      // Creates count against the limit one at a time (MySQL: the workspace's row is locked).
      await lockWorkspace(manager, principal.workspaceId);
      if ((await goalCount(manager, principal)) >= GOALS_MAX)
        throw ProblemException.invalidField(
          'name',
          'tooMany',
          `A workspace has at most ${GOALS_MAX} goals; delete one it no longer needs`,
        );
      const goal = manager.create(AnalyticsGoal, {
        workspace_id: principal.workspaceId,
        name: dto.name,
        ...target,
        created_on: new Date(),
        modified_on: null,
      });
      return this.resources.inserted(this.kind, manager, goal, recorder);
    });
  }

  update(
    principal: Principal,
    id: number,
    dto: UpdateGoalDto,
    conditions = Preconditions.NONE,
  ): Promise<AnalyticsGoalResource> {
    return this.transactions.run(async (manager) => {
      const goal = await this.resources.locked(this.kind, manager, principal, id, conditions);
      const type = dto.type ?? (goal.type as GoalType);
      // A new type starts from an empty target: the old type's fields do not carry over unless given again.
      const keep = type === goal.type;
      const target: Target = {
        type,
        edition_id: dto.doc !== undefined ? dto.doc : goal.edition_id,
        page_position: dto.position !== undefined ? dto.position : keep ? goal.page_position : null,
        page_identifier: dto.page !== undefined ? dto.page : keep ? goal.page_identifier : null,
        pattern: dto.pattern !== undefined ? dto.pattern : keep ? goal.pattern : null,
        event: dto.event !== undefined ? dto.event : keep ? goal.event : null,
      };
      // A position and an identifier name the same page: giving one clears the other.
      if (dto.position != null && dto.page === undefined) target.page_identifier = null;
      if (dto.page != null && dto.position === undefined) target.page_position = null;
      checkTarget(target);
      if (target.edition_id !== goal.edition_id) await this.checkDoc(manager, principal, target.edition_id);
      const retargeted = (Object.keys(target) as (keyof Target)[]).some((key) => target[key] !== goal[key]);
      // A goal reached by something else starts its recorded conversions afresh: a visit that
      // reaches the new target sends `goal.converted`, whatever the old one recorded.
      if (retargeted) await forgetConversions(manager, goal.id);
      Object.assign(goal, target, { modified_on: new Date() });
      if (dto.name !== undefined) goal.name = dto.name;
      const { id: goalId, workspace: _w, edition: _e, ...columns } = goal;
      await updateGoalRow(manager, goalId, columns);
      return presentGoal(goal, this.base);
    });
  }

  /** A doc of another workspace (or none) is a 422 `notFound` on `doc`. */
  private async checkDoc(manager: EntityManager, principal: Principal, docId: number | null): Promise<void> {
    if (docId === null) return;
    if (!(await hasDoc(manager, principal, docId)))
      throw ProblemException.invalidField('doc', 'notFound', `No doc ${docId} in this workspace`);
  }
}

/** The goal's target as its type needs it: each field its type names, and no other. */
function checkTarget(target: Target): Target {
  const type = target.type as GoalType;
  const given = {
    position: target.page_position !== null,
    page: target.page_identifier !== null,
    pattern: target.pattern !== null,
    event: target.event !== null,
  };
  for (const [field, present] of Object.entries(given))
    if (present && !TARGET_FIELDS[type].includes(field as keyof typeof given))
      throw ProblemException.invalidField(field, 'type', `${field} is not a field of a ${type} goal`);
  switch (type) {
    case 'page':
      if (target.edition_id === null)
        throw ProblemException.invalidField('doc', 'required', 'A page goal names its doc');
      if (given.position === given.page)
        throw ProblemException.invalidField('position', 'oneOf', 'A page goal names one of position or page');
      break;
    case 'click':
      if (!given.pattern) throw ProblemException.invalidField('pattern', 'required', 'A click goal names a pattern');
      break;
    case 'custom':
      if (!given.event) throw ProblemException.invalidField('event', 'required', 'A custom goal names an event');
      break;
    case 'completion':
      break;
  }
  return { ...target };
}
