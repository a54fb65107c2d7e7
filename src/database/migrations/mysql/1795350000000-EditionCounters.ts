import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addMissingColumns } from '../shared/counter-triggers.js';
import { backfillEditionCounters, createEditionCounterTriggers, dropEditionCounterTriggers } from '../shared/edition-counters.js';

/**
 * A project's doc counts as columns on its row, kept by triggers (no COUNT per read).
 *
 * Deployment note: with binary logging on (MySQL 8's default, and any primary that feeds a
 * replica), MySQL lets a user without SUPER create a trigger only when
 * `log_bin_trust_function_creators = 1` (docs/configuration.md: MySQL with binary logging); the triggers run as
 * their DEFINER (the migrating user), which must keep existing and keep UPDATE on `title`.
 */
export class EditionCountersMysql1795350000000 implements MigrationInterface {
  name = 'EditionCountersMysql1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each step can run again after an interrupted run (see counter-triggers.ts).
    await addMissingColumns(queryRunner, 'title', [
      ['editions_total', 'ALTER TABLE `title` ADD `editions_total` int NOT NULL DEFAULT 0'],
      ['editions_published', 'ALTER TABLE `title` ADD `editions_published` int NOT NULL DEFAULT 0'],
    ]);
    // Triggers first, then the backfill: a doc written in between (by another instance still
    // running) is counted by its trigger and then again, exactly, by the backfill, whose subqueries
    // are locking reads (an UPDATE's), so they wait for any doc write still open and see it.
    await createEditionCounterTriggers(queryRunner, 'mysql');
    await backfillEditionCounters(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEditionCounterTriggers(queryRunner);
    await queryRunner.query('ALTER TABLE `title` DROP COLUMN `editions_published`, DROP COLUMN `editions_total`');
  }
}
