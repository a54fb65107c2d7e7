import type { ReportQuery } from './report-query.js';
import { allLabels, type ReportRow } from './reports.js';

type Labelled = Pick<ReportQuery, 'granularity' | 'from' | 'to' | 'dateFrom' | 'dateTo'> & {
  dimensions: readonly string[];
};

/** The change from `previous` to `current`, in percent (null when there was nothing before). */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/** `{metric}_previous` and `{metric}_change` for each metric, in place. */
export function compareValues(
  target: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  metrics: readonly string[],
): void {
  for (const metric of metrics) {
    const before = Number(previous?.[metric] ?? 0);
    target[`${metric}_previous`] = before;
    target[`${metric}_change`] = change(Number(target[metric] ?? 0), before);
  }
}

/**
 * Gives every row of `rows` its previous values: the row of `previousRows` with the same
 * dimension values, a time bucket matched by its place in the range (the first day with the
 * previous range's first day, and so on).
 */
export function attachComparison(
  rows: ReportRow[],
  query: Labelled,
  previousRows: ReportRow[],
  previousQuery: Labelled,
  metrics: readonly string[],
): void {
  const timed = query.dimensions.includes('time');
  const index = timed ? new Map(allLabels(query).map((label, at) => [label, at])) : null;
  const previousIndex = timed ? new Map(allLabels(previousQuery).map((label, at) => [label, at])) : null;
  const keyOf = (row: ReportRow, places: Map<string, number> | null) =>
    JSON.stringify(
      query.dimensions.map((dimension) =>
        dimension === 'time' ? (places?.get(String(row.time)) ?? -1) : (row[dimension] ?? null),
      ),
    );
  const before = new Map(previousRows.map((row) => [keyOf(row, previousIndex), row]));
  for (const row of rows) compareValues(row, before.get(keyOf(row, index)), metrics);
}
