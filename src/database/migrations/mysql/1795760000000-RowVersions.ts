import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addRowVersionColumns, createRowVersionTriggers, dropRowVersions } from '../shared/row-versions.js';

/**
 * A version on project and user rows, moved by the database on every update of the row, so their
 * ETags come from it instead of a digest of the body (shared/row-versions.ts).
 */
export class RowVersionsMysql1795760000000 implements MigrationInterface {
  name = 'RowVersionsMysql1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addRowVersionColumns(queryRunner, 'mysql');
    await createRowVersionTriggers(queryRunner, 'mysql');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropRowVersions(queryRunner);
  }
}
