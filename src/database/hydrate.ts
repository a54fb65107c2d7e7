import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * An entity from a raw row keyed by column name (`SELECT title.*`), each value converted the
 * way TypeORM converts it when it loads the entity (`prepareHydratedValue`: dates, booleans and
 * simple-json per driver). For hot reads with fixed SQL: the query builder would rebuild the same
 * statement and re-map the same aliases on every request.
 */
export function hydrate<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, row: Record<string, unknown>): T {
  const metadata = dataSource.getMetadata(target);
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    const value = row[column.databaseName];
    if (value !== undefined) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(value, column));
  }
  return entity;
}
