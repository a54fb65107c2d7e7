import type { AnalyticsGoal, GoalType } from './analytics.entities.js';
import { compileGlob, type LikeMatcher } from './glob-match.js';

/** What a goal is matched on: an event as the fold and the reports read it. */
export interface GoalEvent {
  edition_id: number;
  page_id: number | null;
  type: string;
  target: string | null;
  name: string | null;
}

/** A goal with its page resolved (a `page` goal's position or identifier, as a page id; null: no such page). */
export interface ResolvedGoal {
  goal: AnalyticsGoal;
  pageId: number | null;
}

interface Scoped {
  id: number;
  edition: number | null;
}

/**
 * Which goals an event reaches (docs/analytics.md, "Goals"), compiled once per fold or report:
 * page goals by `doc:page` in a map, custom goals by name, completion goals on a doc's last
 * visible page, click goals by pattern (glob-match.ts: linear, remembered per target). The work
 * per event is a lookup, plus one match per click goal for a click.
 */
export class GoalMatcher {
  private readonly byPage = new Map<string, number[]>();
  private readonly completions: Scoped[] = [];
  private readonly clicks: (Scoped & { match: LikeMatcher })[] = [];
  private readonly customs = new Map<string, Scoped[]>();
  readonly goals = new Map<number, AnalyticsGoal>();

  constructor(
    resolved: readonly ResolvedGoal[],
    /** The last visible page of a doc (completion); undefined: not known to the caller. */
    private readonly lastPage: (editionId: number) => number | null | undefined,
  ) {
    for (const { goal, pageId } of resolved) {
      this.goals.set(goal.id, goal);
      const scoped = { id: goal.id, edition: goal.edition_id };
      switch (goal.type as GoalType) {
        case 'page': {
          if (pageId === null || goal.edition_id === null) break;
          const key = `${goal.edition_id}:${pageId}`;
          this.byPage.set(key, [...(this.byPage.get(key) ?? []), goal.id]);
          break;
        }
        case 'completion':
          this.completions.push(scoped);
          break;
        case 'click':
          if (goal.pattern !== null) this.clicks.push({ ...scoped, match: compileGlob(goal.pattern) });
          break;
        case 'custom':
          if (goal.event !== null) this.customs.set(goal.event, [...(this.customs.get(goal.event) ?? []), scoped]);
          break;
      }
    }
  }

  get size(): number {
    return this.goals.size;
  }

  /** Whether some goal needs the raw clicks or custom events (the others a visit's pages tell). */
  get needsEvents(): boolean {
    return this.clicks.length > 0 || this.customs.size > 0;
  }

  /** Whether some goal is a click. */
  get hasClicks(): boolean {
    return this.clicks.length > 0;
  }

  /** The custom event names the goals name (a filter for the raw events read). */
  get eventNames(): string[] {
    return [...this.customs.keys()];
  }

  /**
   * The page and completion goals a visit reached, from the pages it saw (`pages_seen`) and
   * whether it reached its doc's last visible page.
   */
  reachedByPages(editionId: number, pageIds: readonly number[], reachedLast: boolean): number[] {
    const found: number[] = [];
    for (const pageId of pageIds) found.push(...(this.byPage.get(`${editionId}:${pageId}`) ?? NONE));
    if (reachedLast) found.push(...inDoc(this.completions, editionId));
    return found;
  }

  /** The ids of the goals this event reaches (none: an empty array, shared). */
  reached(event: GoalEvent): readonly number[] {
    switch (event.type) {
      case 'pageview': {
        if (event.page_id === null) return NONE;
        const onPage = this.byPage.get(`${event.edition_id}:${event.page_id}`) ?? NONE;
        if (this.completions.length === 0) return onPage;
        const last = this.lastPage(event.edition_id);
        if (last == null || last !== event.page_id) return onPage;
        return [...onPage, ...inDoc(this.completions, event.edition_id)];
      }
      case 'click': {
        if (event.target === null || this.clicks.length === 0) return NONE;
        const found: number[] = [];
        for (const goal of this.clicks)
          if ((goal.edition === null || goal.edition === event.edition_id) && goal.match(event.target))
            found.push(goal.id);
        return found;
      }
      case 'custom': {
        if (event.name === null) return NONE;
        const goals = this.customs.get(event.name);
        return goals ? inDoc(goals, event.edition_id) : NONE;
      }
      default:
        return NONE;
    }
  }
}

const NONE: readonly number[] = [];

function inDoc(goals: readonly Scoped[], editionId: number): number[] {
  return goals.filter((goal) => goal.edition === null || goal.edition === editionId).map((goal) => goal.id);
}
