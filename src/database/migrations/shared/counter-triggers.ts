import type { QueryRunner } from 'typeorm';

/**
 * What the counter migrations (EditionCounters, AccountCounters) share, so that one that failed
 * halfway can simply run again: MySQL commits each DDL statement on its own, so a migration that
 * stops after its ALTER TABLE leaves the columns behind, unrecorded, and its next run must not
 * trip over them.
 */

/** MySQL's ER_BINLOG_CREATE_ROUTINE_NEED_SUPER. */
const NEED_SUPER = 1419;

/** Adds each `column definition` to `table` unless a column of that name is there already. */
export async function addMissingColumns(queryRunner: QueryRunner, table: string, columns: [name: string, sql: string][]): Promise<void> {
  for (const [name, sql] of columns) {
    if (!(await queryRunner.hasColumn(table, name))) await queryRunner.query(sql);
  }
}

/** Counters on one table's rows, kept by three triggers on the table whose rows they count. */
export interface CounterTriggers {
  /** The counted table (`edition`, `membership`). */
  table: string;
  names: readonly [insert: string, remove: string, update: string];
  /** The statement that counts the row `NEW` in. */
  add: string;
  /** The statement that counts the row `OLD` out. */
  subtract: string;
  /** The columns whose change moves a row from one counter to another. */
  moves: readonly string[];
}

/** The three triggers, in the driver's dialect: an update that moves the row counts it out, then in. */
export async function createCounterTriggers(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite', counters: CounterTriggers): Promise<void> {
  const { table, names, add, subtract, moves } = counters;
  const [insert, remove, update] = names;
  if (driver === 'mysql') {
    const same = moves.map((column) => `OLD.${column} <=> NEW.${column}`).join(' AND ');
    await createTriggers(queryRunner, [
      [insert, `CREATE TRIGGER ${insert} AFTER INSERT ON ${table} FOR EACH ROW ${add}`],
      [remove, `CREATE TRIGGER ${remove} AFTER DELETE ON ${table} FOR EACH ROW ${subtract}`],
      [update, `CREATE TRIGGER ${update} AFTER UPDATE ON ${table} FOR EACH ROW BEGIN IF NOT (${same}) THEN ${subtract}; ${add}; END IF; END`],
    ]);
  } else {
    const moved = moves.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ');
    await createTriggers(queryRunner, [
      [insert, `CREATE TRIGGER ${insert} AFTER INSERT ON ${table} BEGIN ${add}; END`],
      [remove, `CREATE TRIGGER ${remove} AFTER DELETE ON ${table} BEGIN ${subtract}; END`],
      [update, `CREATE TRIGGER ${update} AFTER UPDATE OF ${moves.join(', ')} ON ${table} WHEN ${moved} BEGIN ${subtract}; ${add}; END`],
    ]);
  }
}

/**
 * Creates each trigger, replacing one of the same name (left by an earlier, interrupted run).
 * With binary logging on (MySQL 8's default, and any primary that feeds a replica) a user
 * without SUPER may create a trigger only when the server sets
 * `log_bin_trust_function_creators = 1`; that refusal is reported as what to do about it.
 */
export async function createTriggers(queryRunner: QueryRunner, triggers: [name: string, sql: string][]): Promise<void> {
  for (const [name, sql] of triggers) {
    try {
      // Dropping one needs the same privilege as creating it.
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${name}`);
      await queryRunner.query(sql);
    } catch (error) {
      if ((error as { errno?: number }).errno === NEED_SUPER) {
        throw new Error(
          `creating trigger ${name} was refused: the server writes a binary log and this database user has no SUPER privilege. ` +
            'Set log_bin_trust_function_creators = 1 on the server (or run the migrations as a user with SUPER), then start the API again ' +
            '(docs/configuration.md: Configuration, MySQL with binary logging)',
          { cause: error },
        );
      }
      throw error;
    }
  }
}

export async function dropTriggers(queryRunner: QueryRunner, names: readonly string[]): Promise<void> {
  for (const name of names) await queryRunner.query(`DROP TRIGGER IF EXISTS ${name}`);
}
