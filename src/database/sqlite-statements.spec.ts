import { describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';

import { bindSqliteIntegers } from './sqlite-statements.js';

type Escape = (sql: string, parameters: Record<string, unknown>) => [string, unknown[]];

describe('bindSqliteIntegers', () => {
  const escapeOf = (dataSource: DataSource) =>
    (dataSource.driver as unknown as { escapeQueryWithParameters: Escape }).escapeQueryWithParameters;

  it('binds safe integers as BigInt, so the text is the same for every id', () => {
    const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    expect(escapeOf(dataSource)('SELECT :id', { id: 42 })).toEqual(['SELECT 42', []]);
    bindSqliteIntegers(dataSource);
    const escape = escapeOf(dataSource);
    expect(escape('SELECT :id, :name', { id: 42, name: 'x' })).toEqual(['SELECT ?, ?', [42n, 'x']]);
    expect(escape('SELECT :id', { id: 7 })[0]).toBe(escape('SELECT :id', { id: 8 })[0]);
  });

  it('leaves everything else to the driver', () => {
    const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    bindSqliteIntegers(dataSource);
    const escape = escapeOf(dataSource);
    expect(escape('SELECT :f', { f: 1.5 })).toEqual(['SELECT 1.5', []]);
    expect(escape('SELECT :big', { big: 2 ** 60 })).toEqual([`SELECT ${2 ** 60}`, []]);
    expect(escape('SELECT :on', { on: true })).toEqual(['SELECT ?', [1]]);
    expect(escape('SELECT 1 WHERE x IN (:...ids)', { ids: [1, 2] })).toEqual(['SELECT 1 WHERE x IN (?, ?)', [1, 2]]);
  });

  it('changes nothing on MySQL', () => {
    const dataSource = new DataSource({ type: 'mysql', database: 'x' });
    const before = escapeOf(dataSource);
    bindSqliteIntegers(dataSource);
    expect(escapeOf(dataSource)).toBe(before);
  });
});
