import { Injectable } from '@nestjs/common';

import { ProblemException } from '../common/problem/problem.js';
import { AnalyticsClock } from './analytics-clock.js';
import { AnalyticsReports } from './analytics-reports.js';
import { Funnel, FUNNEL_STEPS_MAX, funnelSteps } from './funnel.js';
import { GOAL_FUNNEL_STEPS_MAX, GoalsReport } from './goals-report.js';
import { Realtime } from './realtime.js';
import { assertKnownParameters, idParameter, parseReportQuery } from './report-query.js';
import { formatDate } from './zoned-time.js';

/** The funnel's and realtime's answers, their parameters checked and their scope enforced. */
@Injectable()
export class AnalyticsInsights {
  constructor(
    private readonly reports: AnalyticsReports,
    private readonly funnels: Funnel,
    private readonly realtimes: Realtime,
    private readonly clock: AnalyticsClock,
    private readonly goals: GoalsReport,
  ) {}

  async funnel(workspaceId: number, raw: Record<string, unknown>) {
    assertKnownParameters(raw, ['doc', 'goals', 'period', 'date_from', 'date_to', 'timezone']);
    const doc = idParameter(raw.doc, 'doc');
    const goals = goalList(raw.goals);
    if (doc === undefined && goals === undefined)
      throw ProblemException.badRequest('doc: required, the id of the doc (or goals: goal ids in order)');
    if (doc !== undefined && goals !== undefined)
      throw ProblemException.badRequest('doc: give either doc or goals, not both');
    const firstDay = raw.period === 'all' ? await this.reports.firstDay(workspaceId, raw.timezone) : undefined;
    const range = parseReportQuery(
      { period: raw.period, date_from: raw.date_from, date_to: raw.date_to, timezone: raw.timezone, metrics: 'visits' },
      this.clock.now(),
      { firstDay },
    );
    const header = {
      date_from: formatDate(range.dateFrom),
      date_to: formatDate(range.dateTo),
      timezone: range.timezone,
    };
    if (goals) {
      const found = await this.goals.funnel(workspaceId, goals, range);
      return {
        goals,
        ...header,
        data_until: found.dataUntil.toISOString(),
        steps: funnelSteps(
          found.goals.map((goal, index) => ({ goal: goal.id, name: goal.name, visits: found.reached[index] })),
        ),
      };
    }
    if (doc === undefined) throw ProblemException.badRequest('doc: required, the id of the doc');
    await this.reports.assertDoc(workspaceId, doc);
    const { steps, dataUntil } = await this.funnels.byPosition(workspaceId, doc, range);
    if (steps.length > FUNNEL_STEPS_MAX)
      throw ProblemException.invalidField('doc', 'tooMany', `A funnel has at most ${FUNNEL_STEPS_MAX} steps`);
    return {
      doc,
      ...header,
      data_until: dataUntil.toISOString(),
      steps,
    };
  }

  async realtime(workspaceId: number, raw: Record<string, unknown>) {
    assertKnownParameters(raw, ['doc', 'project']);
    const doc = idParameter(raw.doc, 'doc');
    const project = idParameter(raw.project, 'project');
    if (doc !== undefined) await this.reports.assertDoc(workspaceId, doc);
    if (project !== undefined) await this.reports.assertProject(workspaceId, project);
    return this.realtimes.read({ workspaceId, doc, project });
  }
}

/** `goals`: goal ids, comma-separated, in the funnel's order (2 to GOAL_FUNNEL_STEPS_MAX, no repeats). */
function goalList(raw: unknown): number[] | undefined {
  if (raw === undefined) return undefined;
  const bad = () =>
    ProblemException.badRequest(
      `goals: 2 to ${GOAL_FUNNEL_STEPS_MAX} different goal ids, comma-separated, in the funnel's order`,
    );
  if (typeof raw !== 'string' || raw.length > 400) throw bad();
  const ids = raw.split(',').map((part) => idParameter(part.trim(), 'goals'));
  if (ids.length < 2 || ids.length > GOAL_FUNNEL_STEPS_MAX || new Set(ids).size !== ids.length) throw bad();
  return ids as number[];
}
