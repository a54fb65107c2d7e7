import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillAccountCounters, createAccountCounterTriggers, dropAccountCounterTriggers } from '../shared/account-counters.js';

/** A user's membership count as a column on their row, kept by triggers (see the MySQL twin). */
export class AccountCountersSqlite1795470000000 implements MigrationInterface {
  name = 'AccountCountersSqlite1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" ADD COLUMN "num_accounts" integer NOT NULL DEFAULT (0)');
    await createAccountCounterTriggers(queryRunner, 'sqlite');
    await backfillAccountCounters(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropAccountCounterTriggers(queryRunner);
    await queryRunner.query('ALTER TABLE "user" DROP COLUMN "num_accounts"');
  }
}
