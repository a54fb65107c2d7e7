import type { QueryRunner } from 'typeorm';
import { addMissingColumns, createTriggers, dropTriggers } from './counter-triggers.js';

/**
 * `row_version` on the rows whose representation is tagged by version (common/http/etag.ts,
 * "Tags by version"): 1 on insert, one more on every UPDATE of the row, whatever makes it (the
 * app, the counter triggers of EditionCounters and AccountCounters, the CLI, a later migration),
 * so the column moves exactly when the row does. Kept by the database; the app never writes it.
 *
 * MySQL sets it in a BEFORE UPDATE trigger. SQLite cannot assign NEW, so an AFTER UPDATE trigger
 * sets it to the old one plus one, whatever the statement wrote (recursive triggers are off, as
 * SQLite has them by default: its own UPDATE fires nothing).
 * A SQLite migration that rebuilds `title` or `user` (a copy through a temporary table) drops the
 * table's triggers: it must create these again (createRowVersionTriggers), which
 * test/http/row-versions.e2e-spec.ts checks after all migrations.
 */
export const VERSIONED_TABLES = ['title', 'user'] as const;

const triggerName = (table: string) => `trg_${table}_row_version`;

const ROW_VERSION_TRIGGERS = VERSIONED_TABLES.map(triggerName);

export async function addRowVersionColumns(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite'): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    if (driver === 'mysql') {
      // Each step can run again after an interrupted run (see counter-triggers.ts).
      await addMissingColumns(queryRunner, table, [['row_version', `ALTER TABLE \`${table}\` ADD \`row_version\` int NOT NULL DEFAULT 1`]]);
    } else {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "row_version" integer NOT NULL DEFAULT (1)`);
    }
  }
}

export async function createRowVersionTriggers(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite'): Promise<void> {
  await createTriggers(
    queryRunner,
    VERSIONED_TABLES.map((table) => [
      triggerName(table),
      driver === 'mysql'
        ? `CREATE TRIGGER ${triggerName(table)} BEFORE UPDATE ON \`${table}\` FOR EACH ROW SET NEW.row_version = OLD.row_version + 1`
        : `CREATE TRIGGER ${triggerName(table)} AFTER UPDATE ON "${table}" FOR EACH ROW ` +
          `BEGIN UPDATE "${table}" SET row_version = OLD.row_version + 1 WHERE id = NEW.id; END`,
    ]),
  );
}

export async function dropRowVersions(queryRunner: QueryRunner): Promise<void> {
  await dropTriggers(queryRunner, ROW_VERSION_TRIGGERS);
  for (const table of VERSIONED_TABLES) await queryRunner.query(`ALTER TABLE ${table === 'user' ? '`user`' : table} DROP COLUMN row_version`);
}
