import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Plain multi-row INSERTs of an entity's columns, each value as the driver stores it (dates as
 * TypeORM writes them on each driver). TypeORM's insert builder names, escapes and re-reads
 * every parameter of every row: on the analytics write paths (a batch of events, a fold's
 * sessions and rollup rows) it cost more CPU than the rest of the work. Generated columns (the
 * id) are left to the database unless `withIds` (rows written back under the id they had).
 */
export class BulkInsert<E extends ObjectLiteral> {
  private readonly head: string;
  private readonly tuple: string;
  private readonly columns: { propertyName: string; databaseName: string; prepare: (value: unknown) => unknown }[];

  constructor(
    dataSource: DataSource,
    entity: EntityTarget<E>,
    private readonly rowsPerStatement: number,
    withIds = false,
  ) {
    const metadata = dataSource.getMetadata(entity);
    const driver = dataSource.driver;
    // A foreign key declared as a column and as a relation's join column is one column here.
    const columns = [
      ...new Map(
        metadata.columns
          .filter((column) => withIds || !column.isGenerated)
          .map((column) => [column.databaseName, column] as const),
      ).values(),
    ];
    this.columns = columns.map((column) => ({
      propertyName: column.propertyName,
      databaseName: column.databaseName,
      prepare: (value: unknown) => driver.preparePersistentValue(value, column) as unknown,
    }));
    this.head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((column) => driver.escape(column.databaseName)).join(', ')}) VALUES `;
    this.tuple = `(${columns.map(() => '?').join(', ')})`;
  }

  /** Inserts the rows in statements of at most `rowsPerStatement`, through `manager` (its transaction). */
  async run(manager: EntityManager, rows: readonly Partial<E>[]): Promise<void> {
    for (let at = 0; at < rows.length; at += this.rowsPerStatement) {
      const { sql, values } = this.statement(rows.slice(at, at + this.rowsPerStatement));
      await manager.query(sql, values);
    }
  }

  /** One INSERT of these rows (at most `rowsPerStatement`), as SQL and values, run by the caller. */
  statement(chunk: readonly Partial<E>[]): { sql: string; values: unknown[] } {
    const values: unknown[] = [];
    for (const row of chunk) {
      for (const column of this.columns)
        values.push(column.prepare(row[column.propertyName] ?? row[column.databaseName] ?? null));
    }
    return { sql: this.head + Array.from({ length: chunk.length }, () => this.tuple).join(', '), values };
  }

  get chunkSize(): number {
    return this.rowsPerStatement;
  }
}
