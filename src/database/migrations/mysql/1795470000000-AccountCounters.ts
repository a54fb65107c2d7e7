import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillAccountCounters, createAccountCounterTriggers, dropAccountCounterTriggers } from '../shared/account-counters.js';
import { addMissingColumns } from '../shared/counter-triggers.js';

/**
 * A user's membership count (`_computed.num_accounts`) as a column on their row, kept by triggers
 * (no correlated COUNT on every user read). The deployment note of EditionCounters applies.
 */
export class AccountCountersMysql1795470000000 implements MigrationInterface {
  name = 'AccountCountersMysql1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each step can run again after an interrupted run (see counter-triggers.ts).
    await addMissingColumns(queryRunner, 'user', [['num_accounts', 'ALTER TABLE `user` ADD `num_accounts` int NOT NULL DEFAULT 0']]);
    // Triggers first, then the backfill, whose locking subqueries wait for a membership write
    // still open (see EditionCounters).
    await createAccountCounterTriggers(queryRunner, 'mysql');
    await backfillAccountCounters(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropAccountCounterTriggers(queryRunner);
    await queryRunner.query('ALTER TABLE `user` DROP COLUMN `num_accounts`');
  }
}
