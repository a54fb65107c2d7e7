import { Injectable } from '@nestjs/common';

import { ProblemException } from '../common/problem/problem.js';
import { AnalyticsClock } from './analytics-clock.js';
import { AnalyticsReports } from './analytics-reports.js';
import { Funnel, FUNNEL_STEPS_MAX } from './funnel.js';
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
  ) {}

  async funnel(workspaceId: number, raw: Record<string, unknown>) {
    assertKnownParameters(raw, ['doc', 'period', 'date_from', 'date_to', 'timezone']);
    const doc = idParameter(raw.doc, 'doc');
    if (doc === undefined) throw ProblemException.badRequest('doc: required, the id of the doc');
    const firstDay = raw.period === 'all' ? await this.reports.firstDay(workspaceId, raw.timezone) : undefined;
    const range = parseReportQuery(
      { period: raw.period, date_from: raw.date_from, date_to: raw.date_to, timezone: raw.timezone, metrics: 'visits' },
      this.clock.now(),
      { firstDay },
    );
    await this.reports.assertDoc(workspaceId, doc);
    const { steps, dataUntil } = await this.funnels.byPosition(workspaceId, doc, range);
    if (steps.length > FUNNEL_STEPS_MAX)
      throw ProblemException.invalidField('doc', 'tooMany', `A funnel has at most ${FUNNEL_STEPS_MAX} steps`);
    return {
      doc,
      date_from: formatDate(range.dateFrom),
      date_to: formatDate(range.dateTo),
      timezone: range.timezone,
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
