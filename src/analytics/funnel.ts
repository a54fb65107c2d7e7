import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { visiblePages } from './analytics.queries.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';
import type { ReportQuery } from './report-query.js';

/** A doc's funnel has one step a visible page; past this many it is refused. */
export const FUNNEL_STEPS_MAX = 1_000;

export interface FunnelStep {
  step: number;
  page: string;
  page_position: number;
  /** Visits that reached this page. */
  visits: number;
  /** Percent of the first step's visits. */
  share: number;
  /** Visits of the step before that did not reach this one (0 for the first). */
  drop_off: number;
  /** Percent of the step before's visits. */
  drop_off_rate: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** What every funnel step carries beside what names it (a page, or a goal). */
interface StepCounts {
  step: number;
  visits: number;
  share: number;
  drop_off: number;
  drop_off_rate: number;
}

/** The steps from visits per step, in order: each step's share of the first, and the drop-off from the one before. */
export function funnelSteps<T extends { visits: number }>(steps: T[]): (T & StepCounts)[] {
  const first = steps[0]?.visits ?? 0;
  return steps.map((step, index) => {
    const before = index === 0 ? step.visits : steps[index - 1].visits;
    const dropOff = index === 0 ? 0 : Math.max(0, before - step.visits);
    return {
      step: index + 1,
      ...step,
      share: first === 0 ? 0 : round((step.visits / first) * 100),
      drop_off: dropOff,
      drop_off_rate: before === 0 ? 0 : round((dropOff / before) * 100),
    };
  });
}

/**
 * The funnel of a doc (docs/analytics.md): for each visible page, by position, the visits that
 * reached it, its share of the first page's and the drop-off. Read from the store's rollups by
 * page (one group a page), so a 500-page doc is 500 groups, whatever the traffic.
 */
@Injectable()
export class Funnel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
  ) {}

  async byPosition(
    workspaceId: number,
    docId: number,
    range: ReportQuery,
  ): Promise<{ steps: FunnelStep[]; dataUntil: Date }> {
    const pages = await visiblePages(this.dataSource.manager, docId, FUNNEL_STEPS_MAX + 1);
    const result = await this.store.report(workspaceId, {
      ...range,
      metrics: ['visits'],
      dimensions: ['page_position'],
      where: { kind: 'compare', column: 'doc', operator: '=', value: docId },
      orderBy: [],
      page: 1,
      limit: Number.MAX_SAFE_INTEGER,
      compare: null,
    });
    const visits = new Map(result.rows.map((row) => [Number(row.page_position), Number(row.visits)]));
    return {
      dataUntil: result.dataUntil,
      steps: funnelSteps(
        pages.map((page) => ({
          page: page.identifier,
          page_position: page.position + 1,
          visits: visits.get(page.position + 1) ?? 0,
        })),
      ),
    };
  }
}
