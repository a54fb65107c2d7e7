import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

interface ColumnPlan {
  column: ColumnMetadata;
  /** `setEntityValue` would do no more than assign the property: no embedded, no relation id object. */
  direct: boolean;
  /** Whether the driver converts the column's values at all (see CONVERTED_TYPES); else a value is taken as read. */
  converted: boolean;
}

/**
 * Every column type either driver's `prepareHydratedValue` (MySQL's, SQLite's) converts a value
 * of; for a column of any other type and without a transformer, both return the value as it is.
 * Calling them anyway costs more than their work: one function for every column of every entity,
 * its property reads see every shape of TypeORM's column metadata and go megamorphic (lever 2 of
 * bench/levers.md, "Speed round 3, seventh pass").
 */
const CONVERTED_TYPES = new Set<unknown>([
  Boolean,
  Date,
  Number,
  'bool',
  'boolean',
  'datetime',
  'date',
  'time',
  'json',
  'jsonb',
  'simple-json',
  'simple-array',
  'simple-enum',
  'enum',
  'set',
]);

/** Whether the driver's `prepareHydratedValue` may give back something else than `value` for this column. */
export function convertedColumn(column: ColumnMetadata): boolean {
  return column.transformer !== undefined || CONVERTED_TYPES.has(column.type);
}

/** Per entity, worked out on its first hydration: which columns can simply be assigned. */
const plans = new WeakMap<EntityMetadata, ColumnPlan[]>();

function planOf(metadata: EntityMetadata): ColumnPlan[] {
  let plan = plans.get(metadata);
  if (plan === undefined) {
    plan = metadata.columns.map((column) => ({
      column,
      direct:
        column.embeddedMetadata === undefined &&
        !(
          column.isVirtual &&
          column.referencedColumn !== undefined &&
          column.referencedColumn.propertyName !== column.propertyName
        ),
      converted: convertedColumn(column),
    }));
    plans.set(metadata, plan);
  }
  return plan;
}

/**
 * An entity from a raw row keyed by column name (`SELECT title.*`), each value converted the
 * way TypeORM converts it when it loads the entity (`prepareHydratedValue`: dates, booleans and
 * simple-json per driver). For hot reads with fixed SQL: the query builder would rebuild the same
 * statement and re-map the same aliases on every request.
 */
export function hydrate<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
): T {
  const metadata = dataSource.getMetadata(target);
  const driver = dataSource.driver;
  const entity = metadata.create() as Record<string, unknown>;
  for (const { column, direct, converted } of planOf(metadata)) {
    const value = row[column.databaseName];
    if (value === undefined) continue;
    const hydrated = converted ? driver.prepareHydratedValue(value, column) : value;
    if (direct) entity[column.propertyName] = hydrated;
    else column.setEntityValue(entity, hydrated);
  }
  return entity as T;
}

/** Per entity, its columns by property name, for hydrateColumn. */
const byProperty = new WeakMap<EntityMetadata, Map<string, ColumnMetadata>>();

/** One column of a raw row converted as hydrate() converts it (`property` names the entity's property). */
export function hydrateColumn<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
  property: string,
): unknown {
  const metadata = dataSource.getMetadata(target);
  let columns = byProperty.get(metadata);
  if (columns === undefined) {
    columns = new Map(metadata.columns.map((column) => [column.propertyName, column]));
    byProperty.set(metadata, columns);
  }
  const column = columns.get(property);
  if (column === undefined) throw new Error(`no column ${property}`);
  return dataSource.driver.prepareHydratedValue(row[column.databaseName], column);
}
