import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillEditionCounters, createEditionCounterTriggers, dropEditionCounterTriggers } from '../shared/edition-counters.js';

/** A project's doc counts as columns on its row, kept by triggers (see the MySQL twin). */
export class EditionCountersSqlite1795350000000 implements MigrationInterface {
  name = 'EditionCountersSqlite1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "title" ADD COLUMN "editions_total" integer NOT NULL DEFAULT (0)');
    await queryRunner.query('ALTER TABLE "title" ADD COLUMN "editions_published" integer NOT NULL DEFAULT (0)');
    // One writer at a time: nothing changes between the triggers and the backfill.
    await createEditionCounterTriggers(queryRunner, 'sqlite');
    await backfillEditionCounters(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEditionCounterTriggers(queryRunner);
    await queryRunner.query('ALTER TABLE "title" DROP COLUMN "editions_published"');
    await queryRunner.query('ALTER TABLE "title" DROP COLUMN "editions_total"');
  }
}
