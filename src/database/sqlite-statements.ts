import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

type Escape = (sql: string, parameters: Record<string, unknown>, nativeParameters: unknown) => [string, unknown[]];

/**
 * On SQLite, a query builder's number parameters are bound, not written into the SQL.
 *
 * TypeORM's SQLite driver writes a number parameter into the statement's text (`WHERE id = 42`),
 * so a statement per id: each is prepared anew, passes through the query runner's statement cache
 * (a hundred, first in first out) and is dropped. A dropped better-sqlite3 statement frees its
 * native memory only when V8 collects its small wrapper, which V8 is in no hurry to do since it
 * does not see that memory: RSS grows with every write (bench/levers.md). Bound instead, as
 * INTEGER (a BigInt: a JS number binds as REAL, `1.0` in a text column), the statement's text is
 * the same for every id and the cache finds it. Only safe integers move; anything else is left
 * to the driver as before.
 */
export function bindSqliteIntegers(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const driver = dataSource.driver as unknown as { escapeQueryWithParameters: Escape };
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql, parameters, nativeParameters) => {
    let bound: Record<string, unknown> | undefined;
    for (const key in parameters) {
      const value = parameters[key];
      if (typeof value === 'number' && Number.isSafeInteger(value)) (bound ??= { ...parameters })[key] = BigInt(value);
    }
    return escape(sql, bound ?? parameters, nativeParameters);
  };
}

/** Applies bindSqliteIntegers to the app's data source when the module starts. */
@Injectable()
export class SqliteStatements {
  constructor(@InjectDataSource() dataSource: DataSource) {
    bindSqliteIntegers(dataSource);
  }
}
