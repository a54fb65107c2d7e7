import { ANALYTICS_STORE, type AnalyticsStore } from '../../src/analytics/analytics-store.js';
import type { ClickHouseAnalyticsStore } from '../../src/analytics/clickhouse/clickhouse-store.js';
import { Sql } from '../../src/analytics/clickhouse/sql.js';
import type { TestApp } from './test-app.js';

/**
 * A spec's own reads of the analytics tables, in whichever store the app runs (the SQL database,
 * or ClickHouse with ANALYTICS_STORE=clickhouse): the same checks hold on both. Table names and
 * conditions are the spec's literals, never input.
 */
function clickhouse(t: TestApp): ClickHouseAnalyticsStore | null {
  const store = t.app.get<symbol, AnalyticsStore>(ANALYTICS_STORE);
  return store.name === 'clickhouse' ? (store as ClickHouseAnalyticsStore) : null;
}

export async function analyticsRows(t: TestApp, table: string): Promise<Record<string, unknown>[]> {
  const ch = clickhouse(t);
  if (!ch) return t.dataSource.query(`SELECT * FROM ${table}`);
  await ch.ch.schema();
  return ch.ch.rows(new Sql(`SELECT * FROM ${table}`));
}

export async function analyticsCount(t: TestApp, table: string, where = '1 = 1'): Promise<number> {
  const ch = clickhouse(t);
  if (!ch) {
    const [{ count }] = await t.dataSource.query(`SELECT COUNT(*) AS count FROM ${table} WHERE ${where}`);
    return Number(count);
  }
  // Deleted docs', projects', tokens' and workspaces' rows went by mutation when they were
  // deleted (no sweep here): wait for those mutations to be applied.
  await ch.mutationsDone();
  const [row] = await ch.ch.rows<{ count: number }>(new Sql(`SELECT count() AS count FROM ${table} WHERE ${where}`));
  return Number(row.count);
}

/** Gives every rollup row a token (a spec's setup for "a deleted token is cleared"). */
export async function setRollupToken(t: TestApp, tokenId: number): Promise<void> {
  const ch = clickhouse(t);
  if (!ch) {
    await t.dataSource.query(`UPDATE analytics_rollup SET token_id = ${Number(tokenId)}`);
    return;
  }
  await ch.ch.command(new Sql(`ALTER TABLE analytics_rollup UPDATE token_id = ${Number(tokenId)} WHERE 1 = 1`));
  await ch.mutationsDone();
}

/** One column of the raw events, in the order they were written. */
export async function analyticsEventColumn(t: TestApp, column: string): Promise<unknown[]> {
  const ch = clickhouse(t);
  const rows: Record<string, unknown>[] = ch
    ? await ch.ch.rows(new Sql(`SELECT ${column} FROM analytics_event ORDER BY at_ms, seq`))
    : await t.dataSource.query(`SELECT ${column} FROM analytics_event ORDER BY id`);
  return rows.map((row) => row[column]);
}

/** The raw events' count once the app is closed (its own connections are gone). */
export async function analyticsEventsAfterClose(t: TestApp, sqlCount: () => Promise<number>): Promise<number> {
  if (t.config.ANALYTICS_STORE !== 'clickhouse') return sqlCount();
  const url = new URL(t.config.CLICKHOUSE_URL!);
  const database = url.pathname.replace(/^\//, '');
  const response = await fetch(`${url.protocol}//${url.host}/?database=${database}`, {
    method: 'POST',
    body: 'SELECT count() FROM analytics_event',
  });
  return Number((await response.text()).trim());
}
