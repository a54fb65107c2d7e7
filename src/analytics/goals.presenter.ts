import { link } from '../common/hal/hal.js';
import type { AnalyticsGoal, GoalType } from './analytics.entities.js';
import type { AnalyticsGoalResource } from './goal.resource.js';

export function goalHref(base: string, id: number): string {
  return `${base}/v2/analytics/goal/${id}`;
}

/** A goal as the API shows it (and as `goal.converted` carries it). */
export function presentGoal(goal: AnalyticsGoal, base: string): AnalyticsGoalResource {
  return {
    _links: { self: link(goalHref(base, goal.id)) },
    created_on: goal.created_on.toISOString(),
    doc: goal.edition_id,
    event: goal.event,
    id: goal.id,
    modified_on: goal.modified_on?.toISOString() ?? null,
    name: goal.name,
    page: goal.page_identifier,
    pattern: goal.pattern,
    position: goal.page_position,
    type: goal.type as GoalType,
  };
}
