import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillEmailNormalized } from '../shared/backfill-email-normalized.js';

/** SQLite already compares the column exactly; only the values change (see the MySQL twin). */
export class EmailNormalizedExactSqlite1795340000000 implements MigrationInterface {
  name = 'EmailNormalizedExactSqlite1795340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await backfillEmailNormalized(queryRunner, (name) => `"${name}"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE "user" SET "email_normalized" = LOWER("email")');
  }
}
